import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { failedResource, watchConsole } from '../helpers/public.js';
import { expectToast, fill, input, logIn, mountFields, toast } from '../helpers/admin.js';

/**
 * The rough edges an administrator hits (docs/product.md, admin screens): number filters, the list's view
 * in the URL, list controls clear of the toasts, buttons that stay put when an error appears, the header on a phone,
 * the domain link's port, unique part numbers, one not-found state, unsaved edits and browser titles.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The list's body rows (the first two rows are the headers and the filter boxes). */
function bodyRows(page: Page, table: string): Locator {
  return page.getByRole('table', { name: table }).locator('tbody tr');
}

/** The texts of the list's column `index` (from 0), past the bulk actions' selection box in each row's first cell. */
async function columnTexts(page: Page, table: string, index: number): Promise<string[]> {
  return bodyRows(page, table)
    .locator(`td:nth-child(${index + 2})`)
    .allTextContents();
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('number filters work and the view stays in the URL through a form, Back and reload (M-05)', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await logIn(page);
      await expect(bodyRows(page, 'Mounts').first()).toBeVisible();
      const weights = await columnTexts(page, 'Mounts', 5);
      const wanted = weights[0]!.slice(0, 2);
      await page.getByRole('textbox', { name: 'Filter Weight (lb)' }).fill(wanted);
      await expect(page).toHaveURL(new RegExp(`/admin/mounts\\?f\\.weight=${wanted.replace('.', '\\.')}$`));
      // The URL is written before the table's next render: wait for the rows, not just the address.
      const expected = weights.filter((weight) => weight.startsWith(wanted)).length;
      expect(expected).toBeGreaterThan(0);
      await expect.poll(async () => (await columnTexts(page, 'Mounts', 5)).length).toBe(expected);
      const filtered = await columnTexts(page, 'Mounts', 5);
      for (const weight of filtered) expect(weight.startsWith(wanted)).toBe(true);

      await page.getByRole('checkbox', { name: 'Show Inactive' }).click();
      await expect(page.getByRole('checkbox', { name: 'Show Inactive' })).toBeChecked();
      await page.getByRole('button', { name: /^Name/ }).click();
      await expect(page).toHaveURL(/\?inactive=1&sort=name&f\.weight=/);
      const view = page.url();

      await bodyRows(page, 'Mounts').first().click();
      await expect(page).toHaveURL(/\/admin\/mount\/\d+$/);
      await page.goBack();
      await expect(page).toHaveURL(view);
      await expect(page.getByRole('textbox', { name: 'Filter Weight (lb)' })).toHaveValue(wanted);
      await expect(page.getByRole('checkbox', { name: 'Show Inactive' })).toBeChecked();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Filter Weight (lb)' })).toHaveValue(wanted);
      await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
      expect(await columnTexts(page, 'Mounts', 5)).toHaveLength(filtered.length);

      await page.getByRole('searchbox', { name: 'Search Mounts' }).fill('zzz-nothing');
      await expect(page.getByText('No Mounts')).toBeVisible();
      await expect(page).toHaveURL(/q=zzz-nothing/);
      console.expectClean();
    });

    test('the toasts never cover Show Inactive: it takes a click while "Updated Mount" shows', async ({ page }) => {
      await logIn(page);
      await bodyRows(page, 'Mounts').first().click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Updated Mount');
      await expect(page).toHaveURL(/\/admin\/mounts$/);
      const checkbox = page.getByRole('checkbox', { name: 'Show Inactive' });
      const toastBox = await toast(page, 'Updated Mount').boundingBox();
      const controlsBox = await page.getByTestId('list-controls').boundingBox();
      expect(toastBox && controlsBox && overlaps(toastBox, controlsBox)).toBe(false);
      // Within the toast's 3000 ms: a click the toast would intercept fails here rather than waiting it out.
      await checkbox.click({ timeout: 1000 });
      await expect(checkbox).toBeChecked();
      await expect(toast(page, 'Updated Mount')).toBeVisible();
      await expect(page).toHaveURL(/inactive=1/);
    });

    test('an error appearing on blur does not move Add Image or Create: the click lands', async ({ page }) => {
      await logIn(page);
      await page.goto('/admin/mount/new');
      const addImage = page.getByRole('button', { name: 'Add Image' });
      const create = page.getByRole('button', { name: 'Create' });
      await input(page, 'Product Url').click();
      await addImage.scrollIntoViewIfNeeded();
      // The buttons' rows are measured: a pressed Mantine button itself sinks 1 px (its :active style).
      const addImageRow = addImage.locator('..');
      const createRow = create.locator('..');
      const before = (await addImage.boundingBox())!;
      const rowBefore = (await addImageRow.boundingBox())!;
      // Press: the field loses focus and shows its error; release on the same spot.
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
      await page.mouse.down();
      await expect(page.getByText("Product Url can't be blank")).toBeVisible();
      expect((await addImageRow.boundingBox())!.y).toBe(rowBefore.y);
      await page.mouse.up();
      await expect(input(page, 'Image 1 Url')).toBeVisible();

      // The same for Create, below the new image's (now reserved) error line.
      await input(page, 'Image 1 Url').click();
      await create.scrollIntoViewIfNeeded();
      const createNow = (await create.boundingBox())!;
      const createRowNow = (await createRow.boundingBox())!;
      await page.mouse.move(createNow.x + createNow.width / 2, createNow.y + createNow.height / 2);
      await page.mouse.down();
      await expect(page.getByText("Image Url can't be blank")).toBeVisible();
      expect((await createRow.boundingBox())!.y).toBe(createRowNow.y);
      await page.mouse.up();
      // The click reached Create: every empty required field now says so.
      await expect(page.getByText("Part Number can't be blank")).toBeVisible();
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header fits: Menu opens every tab, the user and Logout (A-05..A-10)', async ({ page }) => {
    await logIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const roofTypes = page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Roof Types' });
    await expect(roofTypes).toBeInViewport();
    await roofTypes.click();
    await expect(page).toHaveURL(/\/admin\/roof-types$/);
    await expect(page.getByRole('heading', { name: 'Roof Types' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('admin-user-menu')).toBeInViewport();
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeInViewport();
    await logout.click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('the domain link keeps the port; a taken part number is refused at its field; titles', async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveTitle('Mounts · Admin · NPRM Ballast Calculator');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Resellers' }).click();
  const domain = page.getByRole('table', { name: 'Resellers' }).getByRole('link', { name: 'localhost', exact: true });
  await expect(domain).toHaveAttribute('href', `//localhost:${E2E_PORT}`);
  await expect(page).toHaveTitle('Resellers · Admin · NPRM Ballast Calculator');

  await page.goto('/admin/mount/new');
  await expect(page).toHaveTitle('New Mount · Admin · NPRM Ballast Calculator');
  // The demo catalogue's DEMO-S4, typed in lower case with spaces around it.
  const part = 'demo-s4';
  await fill(page, mountFields(` ${part} `, 'https://example.com/duplicate'));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Part Number has already been taken').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/mount\/new$/);
});

test('an unknown reseller’s mounts: one "Reseller not found", nothing else (RM-01)', async ({ page }) => {
  const console = watchConsole(page);
  await logIn(page);
  await page.goto('/admin/reseller/999999/mounts');
  await expect(page.getByRole('alert').filter({ hasText: 'Reseller not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText('No Mounts')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Mount' })).toHaveCount(0);
  await expect(page).toHaveTitle('Reseller not found · Admin · NPRM Ballast Calculator');
  console.expectClean([failedResource(404)]);
});

test('unsaved edits: a tab link asks "Leave without saving?", closing the page asks the browser', async ({ page }) => {
  await logIn(page);
  await bodyRows(page, 'Mounts').first().click();
  await input(page, 'Name').click();
  await input(page, 'Name').fill('An edit not saved');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Antennas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(input(page, 'Name')).toHaveValue('An edit not saved');
  await expect(page).toHaveURL(/\/admin\/mount\/\d+$/);

  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (browserDialog) => {
      resolve(browserDialog.type());
      // Leave: the page closes, as the user chose.
      void browserDialog.accept();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
