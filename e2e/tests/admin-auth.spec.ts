import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { failedResource, screenshot, watchConsole } from '../helpers/public.js';
import { AUTH_STORAGE_KEY, logIn, tab } from '../helpers/admin.js';

/** Signing in and out of /admin, the auth record, the header and admin routing (docs/product.md: L-01..L-13, A-01..A-10). */

test('the public calculator never loads the admin bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /AdminRoot/.test(url))).toEqual([]);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(scripts.filter((url) => /AdminRoot/.test(url))).toHaveLength(1);
});

test("login failures: both fields required, then the server's first error (L-01..L-03, V-53, V-54, X-14)", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/admin/mounts');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email and password are both required.');
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials. Please try again.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  await screenshot(page, 'admin-login-failed');
  console.expectClean([failedResource(401)]);
});

test('login, the header, reload, unknown paths and logout (L-04..L-07, L-12, A-01..A-10)', async ({ page }) => {
  const console = watchConsole(page);
  await logIn(page);
  const record = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}',
  ) as Record<string, string>;
  expect(Object.keys(record).sort()).toEqual(['access-token', 'client', 'expiry', 'token-type', 'uid']);
  expect(record.uid).toBe(E2E_ADMIN.email);
  await expect(page.getByTestId('admin-user')).toHaveText(E2E_ADMIN.email);
  await screenshot(page, 'admin-mounts');

  for (const [name, path] of [
    ['Antennas', '/admin/antennas'],
    ['Searches', '/admin/searches'],
    ['Resellers', '/admin/resellers'],
    ['Roof Types', '/admin/roof-types'],
    ['Mounts', '/admin/mounts'],
  ] as const) {
    await tab(page, name).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  await page.reload();
  await expect(page.getByRole('table', { name: 'Mounts' })).toBeVisible();
  await page.goto('/admin/no/such/page');
  await expect(page).toHaveURL(/\/admin\/mounts$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/mounts$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  await page.goto('/admin/antennas');
  await expect(page).toHaveURL(/\/admin\/login$/);
  console.expectClean();
});

test('a stale token sends the user to /admin/login and is cleared (L-09, L-11, X-02)', async ({ page }) => {
  const console = watchConsole(page);
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        key,
        JSON.stringify({
          'access-token': 'stale-token',
          'token-type': 'Bearer',
          client: 'gone',
          expiry: '4102444800',
          uid: 'admin@example.com',
        }),
      );
    }
  }, AUTH_STORAGE_KEY);
  await page.goto('/admin/resellers');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  console.expectClean([failedResource(401)]);
});

test('a token revoked by signing out elsewhere: the next call answers 401 and the user goes to /admin/login (X-01, X-02)', async ({
  page,
  request,
}) => {
  await logIn(page);
  const record = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}',
  ) as Record<string, string>;
  const signOut = await request.delete('/api/auth/sign_out', { headers: record });
  expect(signOut.status()).toBe(200);
  await tab(page, 'Resellers').click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
});
