import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { freePort, startTestSmtp, type TestSmtp } from '../../apps/server/src/test/smtp.js';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'dist', 'main.js');

export interface MailServer {
  /** The loopback SMTP server the built server sends through (the server tests' own). */
  smtp: TestSmtp;
  baseURL: string;
  close(): Promise<void>;
}

/**
 * The shared web server has no SMTP_URL, so a journey about e-mail starts a loopback SMTP server and a second built
 * server (fresh PGlite data directory, on a free port) that sends through it; `env` adds to its environment.
 */
export async function startMailServer(env: Record<string, string> = {}): Promise<MailServer> {
  const smtp = await startTestSmtp();
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'nprm-e2e-mail-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      SEARCH_RATE_LIMIT_PER_DAY: '100000',
      SEARCH_REPEAT_WINDOW: '0',
      DEFAULT_RESELLER_DOMAIN: 'localhost',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Ballast Calculator <calc@example.com>',
      ...env,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
  return {
    smtp,
    baseURL,
    async close() {
      if (server.exitCode === null) {
        await new Promise<void>((resolve) => {
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        });
      }
      await smtp.close();
    },
  };
}
