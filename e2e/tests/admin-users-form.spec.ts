import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { expectToast, input, logIn, row, unique } from '../helpers/admin.js';
import { siteReseller } from '../helpers/public.js';

/**
 * The Users screen creates and edits users (it once stopped at "Role must be administrator or
 * reseller_user" and sent nothing, and no journey saved a user). Desktop and a 390 px phone.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

const emailFor = (prefix: string) => `${unique(prefix).replace(/\W+/g, '-').toLowerCase()}@example.com`;

/** Opens a Mantine select by its label and picks an option with the mouse. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an administrator creates a reseller user and an administrator, then edits one and sets its password', async ({
      page,
      request,
    }) => {
      const reseller = await siteReseller(request);
      const resellerEmail = emailFor('rita');
      const adminEmail = emailFor('adam');
      const password = 'e2e-users-form-passphrase-731';
      await logIn(page);

      // A reseller user, every choice by mouse.
      await page.goto('/admin/users');
      await page.getByRole('link', { name: 'New User' }).click();
      await input(page, 'Name').fill('Rita Reseller');
      await input(page, 'Email').fill(resellerEmail);
      await pick(page, 'Role', 'Reseller User');
      await pick(page, 'Reseller', reseller.name);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Created User');
      await expect(page).toHaveURL(/\/admin\/users(\?.*)?$/);
      const ritaRow = row(page, 'Users', resellerEmail);
      await expect(ritaRow).toContainText('Reseller User');
      await expect(ritaRow).toContainText(reseller.name);

      // An administrator, the role chosen with the keyboard and the form sent with Enter.
      await page.getByRole('link', { name: 'New User' }).click();
      await input(page, 'Name').fill('Adam Admin');
      await input(page, 'Email').fill(adminEmail);
      await page.getByRole('combobox', { name: 'Role' }).focus();
      await page.keyboard.type('Admin');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
      await expect(page.getByRole('combobox', { name: 'Reseller' })).toHaveCount(0);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByLabel(/^Password/).press('Enter');
      await expectToast(page, 'Created User');
      await expect(row(page, 'Users', adminEmail)).toContainText('Administrator');

      // Edit the administrator: a new name, saved; then a new password, which signs it in.
      await row(page, 'Users', adminEmail).getByText(adminEmail, { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
      // An administrator's page also holds an Engineer Profile (after the user's fields) with a Name and a "Save
      // profile" of its own.
      const userForm = page.getByRole('form', { name: 'Edit User' });
      await userForm.getByRole('textbox', { name: /^Name/ }).first().fill('Adam Renamed');
      await userForm.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Updated User');
      await expect(row(page, 'Users', adminEmail)).toContainText('Adam Renamed');

      await row(page, 'Users', adminEmail).getByText(adminEmail, { exact: true }).click();
      const newPassword = 'e2e-users-form-new-passphrase-288';
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByRole('button', { name: 'Set Password' }).click();
      await expectToast(page, 'Password set; the user was signed out everywhere');
      const signIn = await request.post('/api/auth/sign_in', { data: { email: adminEmail, password: newPassword } });
      expect(signIn.status()).toBe(200);

      // The reseller user made here signs in to its own reseller's branding.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/admin/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(resellerEmail);
      await page.getByRole('textbox', { name: 'Password' }).fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/reseller/${reseller.id}$`));
    });

    test('your own user offers no Deactivate', async ({ page }) => {
      await logIn(page);
      await page.goto('/admin/users');
      await row(page, 'Users', E2E_ADMIN.email).getByText(E2E_ADMIN.email, { exact: true }).click();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    });
  });
}

test.describe('the header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows every tab whole, the last ones clear of the signed-in e-mail ("Users" once showed as "U")', async ({
    page,
  }) => {
    await logIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const tabs = nav.getByRole('link');
    await expect(tabs.last()).toBeVisible();
    // Nothing to scroll to: the row holds every tab.
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const user = (await page.getByTestId('admin-user').boundingBox())!;
    for (const link of await tabs.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // Beside the e-mail's row or under it, never under the e-mail itself.
      expect(box.y >= user.y + user.height || box.x + box.width <= user.x).toBe(true);
    }
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveText('Users');
  });
});
