/**
 * SMTP_URL and MAIL_FROM: the rules config.ts checks them with, and the one way either is written to a log or an
 * error (the password replaced), so a credential in SMTP_URL never reaches a log line or the queue.
 */

/** smtp://host, smtps://user:pass@host:465 (credentials and port optional). */
export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** "calc@example.com" or "Ballast Calculator <calc@example.com>". */
export function isMailFrom(value: string): boolean {
  return /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value);
}

const REDACTED = '***';

/** The URL with its password replaced: smtps://user:***@mail.example.com:465. */
export function redactedSmtpUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password !== '') url.password = REDACTED;
    return url.toString();
  } catch {
    return '[SMTP_URL]';
  }
}

/** Text (an SMTP error) with the password of `smtpUrl` removed wherever it appears, plain or URL-encoded. */
export function withoutSmtpPassword(text: string, smtpUrl: string): string {
  let password: string;
  try {
    password = new URL(smtpUrl).password;
  } catch {
    return text;
  }
  if (password === '') return text;
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // keep the encoded form only
  }
  return [password, decoded, Buffer.from(decoded).toString('base64')]
    .filter((secret) => secret !== '')
    .reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

/** The address alone of a MAIL_FROM: "calc@example.com" from "Ballast Calculator <calc@example.com>". */
export function mailFromAddress(value: string): string {
  return /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value.trim();
}
