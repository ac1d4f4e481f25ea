import { expect, test, type Page } from '@playwright/test';
import type { TestSmtp } from '../../apps/server/src/test/smtp.js';
import { expectToast, input } from '../helpers/admin.js';
import { startMailServer, type MailServer } from '../helpers/mail-server.js';

/**
 * A new user's invitation and "Forgot password?" (docs/product.md, users), at 1280 and 390 px: the e-mails are
 * received by a real SMTP server on loopback, their links opened, a password set, and the user signs in with it.
 */
const ADMIN = { email: 'invite-admin@example.com', password: 'e2e-invitations-admin-9081' };
let mail: MailServer;

test.beforeAll(async () => {
  mail = await startMailServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});

test.afterAll(() => mail.close());

/** The link of the newest message to `to` once it has arrived. */
async function linkSentTo(smtp: TestSmtp, to: string, subject: string): Promise<string> {
  await expect
    .poll(() => smtp.received.filter((message) => message.to.includes(to) && message.mail.subject === subject).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const message = smtp.received.filter((received) => received.to.includes(to)).at(-1)!;
  const link = /^(http:\/\/\S+\/admin\/set-password#token=[\w-]+)$/m.exec(message.mail.text ?? '')?.[1];
  expect(link, message.mail.text).toBeDefined();
  return link!;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an administrator creates a user, who sets a password from the e-mailed invitation and signs in', async ({
      page,
      browser,
    }) => {
      const email = `invited-${width}@example.com`;
      const password = `violet tractor lantern ${width}`;
      await page.goto(`${mail.baseURL}/admin/login`);
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/mounts$/);
      await page.goto(`${mail.baseURL}/admin/user/new`);
      await input(page, 'Name').fill('Ivy Invited');
      await input(page, 'Email').fill(email);
      await expect(page.getByText(/Leave blank and the person sets it from the invitation/)).toBeVisible();
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Administrator', exact: true }).click();
      // The password stays blank: the invitation sets it.
      await page.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Created User');

      const link = await linkSentTo(mail.smtp, email, 'Your account on the Ballast Calculator ballast calculator');
      expect(link.startsWith(`${mail.baseURL}/admin/set-password#token=`)).toBe(true);
      // The invitee, in a browser of its own.
      const invitee = await browser.newContext({ viewport: { width, height: 900 } });
      const theirs = await invitee.newPage();
      await theirs.goto(link);
      await expect(theirs.getByRole('heading', { name: 'Set your password' })).toBeVisible();
      await expect(theirs.getByText(email)).toBeVisible();
      await theirs.getByLabel(/^New Password/).fill('short');
      await theirs.getByRole('button', { name: 'Set Password' }).click();
      await expect(theirs.getByText('Password must be at least 12 characters')).toBeVisible();
      await theirs.getByLabel(/^New Password/).fill(password);
      await theirs.getByRole('button', { name: 'Set Password' }).click();
      await expect(theirs).toHaveURL(/\/admin\/login$/);
      await expect(theirs.getByText('Your password is set. Sign in with it.')).toBeVisible();
      await expect(theirs.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
      await theirs.getByRole('textbox', { name: 'Password' }).fill(password);
      await theirs.getByRole('button', { name: 'Login' }).click();
      await expect(theirs).toHaveURL(/\/admin\/mounts$/);

      // The link works once: opened again, it says so and points to "Forgot password?".
      const again = await invitee.newPage();
      await again.goto(link);
      await expect(again.getByRole('alert')).toHaveText(
        'This link was already used or has expired. Ask for a new one with "Forgot password?" on the sign-in page.',
      );
      await expect(again.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
      await expect(again.getByRole('textbox')).toHaveCount(0);
      await invitee.close();
    });

    test('"Forgot password?" e-mails a link that sets a new password, the same answer for any address', async ({
      page,
      request,
    }) => {
      const email = `forgetful-${width}@example.com`;
      const signedIn = await request.post(`${mail.baseURL}/api/auth/sign_in`, { data: ADMIN });
      const headers = Object.fromEntries(
        ['access-token', 'client', 'uid', 'token-type'].map((name) => [name, signedIn.headers()[name] ?? '']),
      );
      const created = await request.post(`${mail.baseURL}/api/users`, {
        headers,
        data: { email, name: 'Fay Forgetful', role: 'administrator', password: 'e2e-forgotten-passphrase-123' },
      });
      expect(created.status()).toBe(201);

      await page.goto(`${mail.baseURL}/admin/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/admin\/forgot-password$/);
      await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${width}@example.com`);
      await page.getByRole('button', { name: 'E-mail me a link' }).click();
      const answer = page.getByRole('status');
      await expect(answer).toContainText('If an account uses this address');
      const sameForAnyone = await answer.textContent();

      await page.goto(`${mail.baseURL}/admin/forgot-password`);
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'E-mail me a link' }).click();
      await expect(page.getByRole('status')).toHaveText(sameForAnyone!);
      const link = await linkSentTo(mail.smtp, email, 'Set a new password');

      await page.goto(link);
      await expect(page.getByText(/You will be signed out everywhere/)).toBeVisible();
      await page.getByLabel(/^New Password/).fill(`amber harbour bicycle ${width}`);
      await page.getByRole('button', { name: 'Set Password' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await signIn(page, email, `amber harbour bicycle ${width}`);
      await expect(page).toHaveURL(/\/admin\/mounts$/);
    });
  });
}
