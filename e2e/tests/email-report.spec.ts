import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort, startTestSmtp, type ReceivedMail, type TestSmtp } from '../../apps/server/src/test/smtp.js';
import { fillCalculator, FITTING_SEARCH } from '../helpers/public.js';

/**
 * "E-mail me this report" (docs/product.md, EM-01..EM-03), at 1280 and 375 px. The shared web server has
 * no SMTP_URL, so this spec starts a loopback SMTP server (the server tests' own) and a second built server (fresh
 * PGlite data directory) that sends through it.
 */
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'dist', 'main.js');

let smtp: TestSmtp;
let server: ChildProcess;
let baseURL = '';

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  server = spawn(process.execPath, [MAIN], {
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
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
  await smtp.close();
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('"E-mail me this report" sends the report with its link and PDF to the search\u2019s address', async ({
      page,
    }) => {
      const email = `visitor-${width}@example.com`;
      await page.goto(`${baseURL}/`);
      await fillCalculator(page, { ...FITTING_SEARCH, email });
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();

      const button = page.getByRole('button', { name: 'E-mail me this report' });
      const posting = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/email'));
      await button.click();
      const token = /\/token\/([^/]+)\/email$/.exec((await posting).url())?.[1] ?? '';
      await expect(page.getByTestId('email-report-message')).toHaveText(
        'The report is on its way to the e-mail address entered with this search.',
      );
      await expect(button).toBeEnabled();

      await expect
        .poll(() => smtp.received.filter((message) => message.to.includes(email)).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const { mail } = smtp.received.find((message) => message.to.includes(email)) as ReceivedMail;
      expect(mail.subject).toContain('Your mount recommendation');
      const text = `${mail.text ?? ''} ${typeof mail.html === 'string' ? mail.html : ''}`;
      expect(token).not.toBe('');
      expect(text).toContain(`/results?t=${token}`);
      const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
      expect(pdf?.filename).toMatch(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
      expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}
