import { expect, test } from '@playwright/test';
import type { ReceivedMail } from '../../apps/server/src/test/smtp.js';
import { startMailServer, type MailServer } from '../helpers/mail-server.js';
import { fillCalculator, FITTING_SEARCH } from '../helpers/public.js';

/**
 * "E-mail me this report" (docs/product.md, EM-01..EM-03), at 1280 and 375 px, on a server of its own that sends
 * through a loopback SMTP server (helpers/mail-server.ts).
 */
let mail: MailServer;
let baseURL = '';

test.beforeAll(async () => {
  mail = await startMailServer();
  baseURL = mail.baseURL;
});

test.afterAll(() => mail.close());

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
        .poll(() => mail.smtp.received.filter((message) => message.to.includes(email)).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const { mail: message } = mail.smtp.received.find((received) => received.to.includes(email)) as ReceivedMail;
      expect(message.subject).toContain('Your mount recommendation');
      const text = `${message.text ?? ''} ${typeof message.html === 'string' ? message.html : ''}`;
      expect(token).not.toBe('');
      expect(text).toContain(`/results?t=${token}`);
      const pdf = message.attachments.find((attachment) => attachment.contentType === 'application/pdf');
      expect(pdf?.filename).toMatch(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
      expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}
