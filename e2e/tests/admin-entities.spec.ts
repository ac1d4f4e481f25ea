import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { choose, failedResource, screenshot, watchConsole } from '../helpers/public.js';
import {
  AUTH_STORAGE_KEY,
  expectToast,
  fill,
  input,
  logIn,
  mountFields,
  openNewForm,
  row,
  sledMountData,
  tab,
  toast,
  unique,
} from '../helpers/admin.js';

/**
 * Each admin entity through create → edit → deactivate → activate with the toasts of docs/product.md
 * (X-20..X-23), a 422 shown on its field, and a reseller mount whose mount is inactive. Records these journeys add
 * to the shared demo data are left inactive (or are resellers of their own) so the visitor journeys still see the
 * demo catalogue.
 */

async function openRow(page: Page, table: string, text: string) {
  await row(page, table, text).getByText(text, { exact: true }).click();
}

async function showInactive(page: Page) {
  await page.getByRole('checkbox', { name: 'Show Inactive' }).check();
}

/** Every input of the open form is disabled and only Activate (or its replacement) is offered. */
async function expectInactiveForm(page: Page, name: string) {
  const form = page.getByRole('form', { name: `Edit ${name}` });
  for (const field of await form.getByRole('textbox').all()) await expect(field).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
}

/** Deactivate from its form (delete call), then find it only with Show Inactive, all fields disabled, and Activate. */
async function deactivateThenActivate(
  page: Page,
  table: string,
  text: string,
  entity: string,
  whileInactive?: () => Promise<void>,
) {
  await deactivate(page, table, text, entity);
  await expect(row(page, table, text)).toHaveCount(0);
  await showInactive(page);
  await expect(row(page, table, text)).toContainText('Inactive');
  await openRow(page, table, text);
  await expectInactiveForm(page, entity);
  await whileInactive?.();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, `Activated ${entity}`);
  await expect(row(page, table, text)).toContainText('Active');
}

async function deactivate(page: Page, table: string, text: string, entity: string) {
  await openRow(page, table, text);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  // A reseller asks first: its domain then shows the default brand (docs/product.md, forms).
  if (entity === 'Reseller') {
    const dialog = page.getByRole('dialog', { name: 'Deactivate this reseller?' });
    await expect(dialog).toContainText('shows the default brand');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
  }
  await expectToast(page, `Deactivated ${entity}`);
}

test('mount: create with an image → edit → remove the image → deactivate → activate (M-01..M-23, X-20, K-05..K-08)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logIn(page);
  const part = unique('E2E-M');
  await page.getByRole('link', { name: 'New Mount' }).click();
  await expect(page).toHaveURL(/\/admin\/mount\/new$/);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText("Part Number can't be blank")).toBeVisible();
  await expect(page.getByText("Product Url can't be blank")).toBeVisible();
  await fill(page, { ...mountFields(part, 'https://example.com/e2e-sled'), 'Minimum Ballast Weight': '90' });
  await page.getByRole('radiogroup', { name: 'Ridge Mount' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Add Image' }).click();
  await input(page, 'Image 1 Url').fill('/demo/mounts/sled.svg');
  const preview = page.getByRole('img', { name: 'Image 1 preview' });
  await expect(preview).toHaveAttribute('src', '/demo/mounts/sled.svg');
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, 'admin-mount-new');
  await page.getByRole('button', { name: 'Create' }).click();

  // docs/product.md K-05..K-08: the toast sits top-right just under the admin header (60 px down; 104 px from 768 px
  // wide, below the tab row), and closes itself after 3000 ms.
  const created = toast(page, 'Created Mount');
  await expect(created).toBeVisible();
  const box = await created.boundingBox();
  const viewport = page.viewportSize();
  const headerBottom = (viewport?.width ?? 0) >= 768 ? 104 : 60;
  expect(box?.y).toBeGreaterThanOrEqual(headerBottom);
  expect(box?.y).toBeLessThan(headerBottom + 20);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
  await expect(page).toHaveURL(/\/admin\/mounts$/);
  await expect(row(page, 'Mounts', part)).toContainText('Yes');
  await screenshot(page, 'admin-toast');
  await expect(created).toBeHidden({ timeout: 6000 });

  await openRow(page, 'Mounts', part);
  await expect(input(page, 'Part Number')).toHaveValue(part);
  await expect(input(page, 'Weight')).toHaveValue('50');
  await expect(input(page, 'Image 1 Url')).toHaveValue('/demo/mounts/sled.svg');
  await input(page, 'Name').fill(`${part} renamed`);
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(page.getByText('No images.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Updated Mount');
  await expect(page).toHaveURL(/\/admin\/mounts$/);
  await expect(row(page, 'Mounts', part)).toContainText(`${part} renamed`);

  await deactivateThenActivate(page, 'Mounts', part, 'Mount', async () => {
    await expect(page.getByText('No images.')).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Ridge Mount' }).getByRole('radio', { name: 'Yes' }),
    ).toBeDisabled();
    await screenshot(page, 'admin-mount-inactive');
  });
  // Back on the list as it was left: Show Inactive still ticked (docs/product.md, lists: the view is in the URL).
  await expect(page).toHaveURL(/\/admin\/mounts\?inactive=1$/);
  console.expectClean();
});

test('antenna: create with compatible mounts and a negative height → edit → deactivate → activate (AN-01..AN-21, X-21)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logIn(page);
  const model = unique('E2E antenna');
  await openNewForm(page, 'Antennas', 'Antenna');
  await fill(page, {
    Make: 'E2E Make',
    Model: model,
    Weight: '7',
    'Mast Diameter': '1.66',
    'Mast Length': '5',
    'Square Footage': '1.2',
  });
  await input(page, 'Additional Height To Centerline').fill('-0.5');
  await choose(page, 'Compatible Mounts', 'DEMO-S6 6×6 ft Flat-Roof Sled [demo]');
  await page.keyboard.press('Escape');
  await screenshot(page, 'admin-antenna-new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Created Antenna');
  await expect(page).toHaveURL(/\/admin\/antennas$/);

  await openRow(page, 'Antennas', model);
  await expect(input(page, 'Additional Height To Centerline')).toHaveValue('-0.5');
  await expect(page.getByText('DEMO-S6 6×6 ft Flat-Roof Sled [demo]')).toBeVisible();
  await input(page, 'Weight').fill('8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Updated Antenna');
  await expect(row(page, 'Antennas', model)).toContainText('8');

  await deactivateThenActivate(page, 'Antennas', model, 'Antenna');
  // Leave the calculator's antenna list as the demo catalogue has it.
  await deactivate(page, 'Antennas', model, 'Antenna');
  console.expectClean();
});

test('roof type: create → edit → deactivate → activate', async ({ page }) => {
  const console = watchConsole(page);
  await logIn(page);
  const name = unique('E2E roof');
  await openNewForm(page, 'Roof Types', 'Roof Type');
  await fill(page, { Name: name, 'Friction Coefficient': '1.5' });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Friction Coefficient must be less than or equal to 1')).toBeVisible();
  await input(page, 'Friction Coefficient').fill('0.45');
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Created Roof Type');
  await openRow(page, 'Roof Types', name);
  await input(page, 'Friction Coefficient').fill('0.35');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Updated Roof Type');
  await expect(row(page, 'Roof Types', name)).toContainText('0.35');
  await deactivateThenActivate(page, 'Roof Types', name, 'Roof Type');
  // Leave the calculator's roof types as the demo catalogue has them.
  await deactivate(page, 'Roof Types', name, 'Roof Type');
  console.expectClean();
});

test('reseller: create → a 422 on the field → edit → deactivate → activate (RS-01..RS-26, X-03..X-05, X-22)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logIn(page);
  const name = unique('E2E Reseller');
  const domain = `${name.split(' ').pop()}.e2e.example.com`;
  await openNewForm(page, 'Resellers', 'Reseller');
  await fill(page, {
    Name: name,
    Domain: domain,
    'Logo Url': '/demo/summit-logo.svg',
    'Contact Email': 'e2e@example.com',
  });
  await page.getByRole('radio', { name: 'Yes' }).check();
  await choose(page, 'Antennas', 'Ubiquiti NanoStation 5AC CPE [demo]');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Created Reseller');
  await expect(page).toHaveURL(/\/admin\/resellers$/);
  const created = row(page, 'Resellers', name);
  // The link keeps the page's port (RS-11), so it opens on this server.
  await expect(created.getByRole('link', { name: domain })).toHaveAttribute('href', `//${domain}:${E2E_PORT}`);
  await expect(created.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
  await expect(created.getByRole('link', { name: `Mounts of ${name}` })).toBeVisible();
  await screenshot(page, 'admin-resellers');

  // The same domain again: the server's 422 shows on the Domain field and in a toast.
  await page.getByRole('link', { name: 'New Reseller' }).click();
  await fill(page, { Name: `${name} twin`, Domain: domain, 'Logo Url': '/demo/summit-logo.svg' });
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Domain has already been taken');
  await expect(input(page, 'Domain')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Domain has already been taken', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'admin-reseller-422');
  await expect(page).toHaveURL(/\/admin\/reseller\/new$/);

  // The refused form still holds its edits: leaving asks first (docs/product.md, forms).
  await tab(page, 'Resellers').click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await row(page, 'Resellers', name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(input(page, 'Domain')).toHaveValue(domain);
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await input(page, 'Website Url').fill('https://example.com/e2e');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Updated Reseller');

  await deactivateThenActivate(page, 'Resellers', name, 'Reseller', async () => {
    await expect(input(page, 'Website Url')).toHaveValue('https://example.com/e2e');
  });
  console.expectClean([failedResource(422)]);
});

test('reseller mount: add → edit → deactivate → activate, and the inactive-mount link (RM-01..RM-23, X-23)', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  await logIn(page);
  const auth = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}',
  ) as Record<string, string>;
  const name = unique('E2E Mounts Reseller');
  const reseller = await request.post('/api/resellers', {
    headers: auth,
    data: { name, domain: `${name.split(' ').pop()}.rm.example.com`, logo_url: '/demo/summit-logo.svg' },
  });
  expect(reseller.status()).toBe(201);
  const resellerId = ((await reseller.json()) as { id: number }).id;
  const part = unique('E2E-RM');
  const mount = await request.post('/api/mounts', {
    headers: auth,
    data: sledMountData(part, 'Linked sled', { product_url: 'https://example.com/linked' }),
  });
  expect(mount.status()).toBe(201);
  const mountId = ((await mount.json()) as { id: number }).id;

  await tab(page, 'Resellers').click();
  await row(page, 'Resellers', name)
    .getByRole('link', { name: `Mounts of ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/reseller/${resellerId}/mounts$`));
  await expect(page.getByText('No Mounts')).toBeVisible();
  await page.getByRole('link', { name: 'Add Mount' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reseller/${resellerId}/mount/new$`));
  await choose(page, 'Mount', `${part} Linked sled`);
  await input(page, 'Product Url').fill('  https://shop.example.com/linked  ');
  await page.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Created Reseller Mount');
  await expect(page).toHaveURL(new RegExp(`/admin/reseller/${resellerId}/mounts$`));
  await expect(row(page, 'Reseller Mounts', part)).toContainText('https://shop.example.com/linked');

  // Already linked: not offered again.
  await page.getByRole('link', { name: 'Add Mount' }).click();
  await page.getByRole('combobox', { name: 'Mount' }).fill(part);
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /Back to Reseller Mounts/ }).click();

  await openRow(page, 'Reseller Mounts', part);
  await input(page, 'Assembly Instructions Url').fill('https://shop.example.com/linked/assembly');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Updated Reseller Mount');
  await deactivate(page, 'Reseller Mounts', part, 'Reseller Mount');
  await expect(row(page, 'Reseller Mounts', part)).toHaveCount(0);

  // Its mount goes inactive too: the reseller mount offers the way to the mount instead of Activate.
  await page.goto(`/admin/mount/${mountId}`);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Deactivated Mount');
  await page.goto(`/admin/reseller/${resellerId}/mounts`);
  await showInactive(page);
  await openRow(page, 'Reseller Mounts', part);
  await expectInactiveForm(page, 'Reseller Mount');
  await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Mount is not active. Reactivate Mount' });
  await expect(link).toBeVisible();
  await screenshot(page, 'admin-reseller-mount-inactive-mount');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/mount/${mountId}$`));
  await page.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'Activated Mount');

  await page.goto(`/admin/reseller/${resellerId}/mounts`);
  await showInactive(page);
  await openRow(page, 'Reseller Mounts', part);
  await expect(input(page, 'Assembly Instructions Url')).toHaveValue('https://shop.example.com/linked/assembly');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'Activated Reseller Mount');
  await expect(page).toHaveURL(new RegExp(`/admin/reseller/${resellerId}/mounts\\?inactive=1$`));
  await expect(row(page, 'Reseller Mounts', part)).toContainText('Active');
  console.expectClean();
});
