// A real SMTP server on loopback for the e-mail tests (test-only: excluded from the build).
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  mail: ParsedMail;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A free loopback port (for a server that is down first and comes up later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts an SMTP server on 127.0.0.1 (`port` 0: any); with `auth`, only that user and password may send. */
export async function startTestSmtp(options: { port?: number; auth?: { user: string; pass: string } } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      callback(ok ? null : new Error('Invalid username or password'), ok ? { user: auth.username } : undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const smtp: TestSmtp = { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
  return smtp;
}

/** Waits until `check` is true (every 20 ms, up to `timeoutMs`). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
