import nodemailer from 'nodemailer';

/** A file sent with a message (the report's PDF: report-attachment.ts). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
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
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}
