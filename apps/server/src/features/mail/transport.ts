import nodemailer from 'nodemailer';
import { mailFromAddress } from '../../smtp-url.js';

/** A file sent with a message (the report's PDF: report-attachment.ts). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Shown inside the HTML part (`<img src="cid:…">`) rather than as a file: the reseller's logo. */
  cid?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * The sender's display name (the reseller's): the address stays MAIL_FROM's, the only one the SMTP server lets
   * us send as. Without it, MAIL_FROM as configured.
   */
  fromName?: string;
  /** Where a reply goes (the reseller's contact address); none when there is none rather than a wrong one. */
  replyTo?: string;
}

/** Where messages go: SMTP in the app; the worker takes any sender (its tests use a local SMTP server too). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the
 * start), with timeouts well inside the worker's lease, so a hung server fails an attempt instead of the queue.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send({ fromName, ...mail }) {
      const sender = fromName ? { name: fromName, address: mailFromAddress(from) } : from;
      await transporter.sendMail({ ...mail, from: sender });
    },
    close: () => transporter.close(),
  };
}
