import { expect, test } from '@playwright/test';
import { createUser, expectToast, logIn, row, signInHeaders, unique } from '../helpers/admin.js';

/**
 * Sign out everywhere (docs/product.md, account and users): an administrator ends a user's sessions from the user's
 * page under Users, and any signed-in user ends its own from My Account. On a desktop (1280 px) and a phone (390 px).
 */

const PASSWORD = 'e2e-user-password-456';
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("an administrator signs a user out everywhere from the user's page; the password still works", async ({
      page,
      request,
    }) => {
      const email = `${unique('lost-phone').replace(/\W+/g, '-')}@example.com`;
      await createUser(request, { email, name: 'Lena Lostphone', role: 'administrator', password: PASSWORD });
      const phone = await signInHeaders(request, email, PASSWORD);
      const laptop = await signInHeaders(request, email, PASSWORD);

      await logIn(page);
      await page.goto('/admin/users');
      await row(page, 'Users', email).getByText(email, { exact: true }).click();
      const section = page.getByRole('region', { name: 'Sign Out Everywhere' });
      await expect(section).toContainText('the password stays');
      await section.getByRole('button', { name: 'Sign Out Everywhere' }).click();
      await expectToast(page, 'Signed out everywhere: 2 sessions ended');

      for (const headers of [phone, laptop]) {
        expect((await request.get('/api/users/me', { headers })).status()).toBe(401);
      }
      // The administrator stays signed in; the user signs in again with the same password.
      await expect(page.getByRole('region', { name: 'Sign Out Everywhere' })).toBeVisible();
      const again = await signInHeaders(request, email, PASSWORD);
      expect((await request.get('/api/users/me', { headers: again })).status()).toBe(200);
    });

    test('a user signs itself out everywhere from My Account and lands on the login page', async ({
      page,
      request,
    }) => {
      const email = `${unique('everywhere').replace(/\W+/g, '-')}@example.com`;
      await createUser(request, { email, name: 'Evan Everywhere', role: 'administrator', password: PASSWORD });
      const elsewhere = await signInHeaders(request, email, PASSWORD);

      await logIn(page, email, PASSWORD);
      await page.goto('/admin/account');
      const section = page.getByRole('region', { name: 'Sign Out Everywhere' });
      await expect(section).toContainText('this one included');
      await section.getByRole('button', { name: 'Sign Out Everywhere' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);

      expect((await request.get('/api/users/me', { headers: elsewhere })).status()).toBe(401);
      // This browser kept nothing: the account page asks for a sign-in.
      await page.goto('/admin/account');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await logIn(page, email, PASSWORD);
    });
  });
}
