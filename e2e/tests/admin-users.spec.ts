import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { adminHeaders, createUser, expectToast, row, sectionTabs, signInHeaders, unique } from '../helpers/admin.js';
import { siteReseller } from '../helpers/public.js';

/**
 * Users and roles, and the history (docs/product.md, users, roles, activity). Each journey runs on a
 * desktop (1280 px) and a phone (375 px).
 */

const PASSWORD = 'e2e-user-password-456';
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a reseller user signs in and sees only its own reseller: branding, its mounts, its searches', async ({
      page,
      request,
    }) => {
      const reseller = await siteReseller(request);
      const email = `${unique('reseller').replace(/\W+/g, '-')}@example.com`;
      await createUser(request, {
        email,
        name: 'Rita Reseller',
        role: 'reseller_user',
        reseller_id: reseller.id,
        password: PASSWORD,
      });

      await login(page, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/admin/reseller/${reseller.id}$`));
      const tabs = (await sectionTabs(page)).getByRole('link');
      await expect(tabs).toHaveText(['Branding', 'Mounts', 'Prices', 'Searches', 'Dashboard']);
      const form = page.getByRole('form', { name: 'Branding' });
      await expect(page.getByRole('link', { name: /Back to Resellers/ })).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(reseller.name);
      await expect(form.getByRole('textbox', { name: /^Domain/ })).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);

      await (await sectionTabs(page)).getByRole('link', { name: 'Mounts', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/reseller/${reseller.id}/mounts$`));
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

      await (await sectionTabs(page)).getByRole('link', { name: 'Searches', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Reseller' })).toHaveCount(0);

      // An administrator's page sends it home; the API refuses it too.
      await page.goto('/admin/users');
      await expect(page).toHaveURL(new RegExp(`/admin/reseller/${reseller.id}$`));
      const headers = await signInHeaders(request, email, PASSWORD);
      expect((await request.get('/api/users', { headers })).status()).toBe(403);
      expect((await request.get('/api/resellers', { headers })).status()).toBe(403);
    });

    test('an administrator disables a user, whose session then stops and whose sign-in is refused', async ({
      page,
      request,
    }) => {
      const email = `${unique('leaver').replace(/\W+/g, '-')}@example.com`;
      await createUser(request, { email, name: 'Leo Leaver', role: 'administrator', password: PASSWORD });
      const theirs = await signInHeaders(request, email, PASSWORD);
      expect((await request.get('/api/users/me', { headers: theirs })).status()).toBe(200);

      await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/mounts$/);
      await page.goto('/admin/users');
      await row(page, 'Users', email).getByText(email, { exact: true }).click();
      await page.getByRole('button', { name: 'Deactivate' }).click();
      await expectToast(page, 'Deactivated User');
      await expect(row(page, 'Users', email)).toHaveCount(0);

      expect((await request.get('/api/users/me', { headers: theirs })).status()).toBe(401);
      // Sign this browser out (the header's own Logout is covered by the admin journeys).
      await page.evaluate(() => localStorage.clear());
      await login(page, email, PASSWORD);
      await expect(page.getByText('Your account is disabled. Ask an administrator to enable it.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    test('an edit appears in the record history and on the Activity page', async ({ page, request }) => {
      const headers = await adminHeaders(request);
      const name = unique('Tile');
      const created = await request.post('/api/roof_types', { headers, data: { name, friction_coefficient: 0.3 } });
      const id = ((await created.json()) as { id: number }).id;

      await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/mounts$/);
      await page.goto(`/admin/roof-type/${id}`);
      const coefficient = page.getByRole('textbox', { name: /^Friction Coefficient/ });
      await coefficient.fill('0.45');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Updated Roof Type');

      await page.goto(`/admin/roof-type/${id}`);
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('row').filter({ hasText: 'Updated' })).toContainText(
        'Friction Coefficient: 0.3 → 0.45',
      );
      await expect(history.getByRole('row').filter({ hasText: 'Created' })).toContainText(E2E_ADMIN.email);

      await page.goto('/admin/activity');
      await page.getByRole('combobox', { name: 'Entity' }).click();
      await page.getByRole('option', { name: 'Roof type' }).click();
      const entry = page
        .getByRole('table', { name: 'History' })
        .getByRole('row')
        .filter({ hasText: `Roof type: ${name}` });
      await expect(entry.first()).toContainText('Friction Coefficient: 0.3 → 0.45');
      await page.getByRole('combobox', { name: 'Entity' }).click();
      await page.getByRole('option', { name: 'User', exact: true }).click();
      await expect(
        page
          .getByRole('table', { name: 'History' })
          .getByRole('row')
          .filter({ hasText: `Roof type: ${name}` }),
      ).toHaveCount(0);
    });
  });
}
