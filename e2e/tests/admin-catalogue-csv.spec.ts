import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { failedResource, screenshot, watchConsole } from '../helpers/public.js';
import { createSledMount, logIn, unique, withoutBom } from '../helpers/admin.js';

/**
 * The catalogue as CSV (docs/product.md, CC-01..CC-07): an administrator exports mounts.csv, imports an
 * edited copy of one row (dry run, then Apply) and sees the change in the list; a bad file is refused with its
 * message and changes nothing. Each viewport works on a mount of its own.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/** Chooses `csv` as the file in the open import dialog and runs the dry run. */
async function dryRun(page: Page, csv: string) {
  const dialog = page.getByRole('dialog', { name: 'Import Mounts CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'mounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Dry Run' }).click();
  return dialog;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('exports mounts.csv, imports one edited row with a dry run then Apply, and refuses a bad file', async ({
      page,
      request,
    }) => {
      const console = watchConsole(page);
      const part = unique('CSV').split(' ').pop()!.toUpperCase();
      const id = await createSledMount(request, part, 'CSV sled', { product_url: 'https://example.com/csv' });
      await logIn(page);
      await page.goto('/admin/mounts');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('mounts.csv');
      const lines = withoutBom(readFileSync(await download.path(), 'utf8')).split(/\r?\n/);
      expect(lines[0]).toMatch(/^id,part_number,name,weight,/);
      const mine = lines.find((line) => line.startsWith(`${id},`));
      expect(mine).toContain(`${id},${part},CSV sled,40,`);

      // One change: the name. The file names only this mount, so the others stay as they are.
      const edited = mine!.replace(`${id},${part},CSV sled,`, `${id},${part},CSV sled edited,`);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      let dialog = await dryRun(page, `${lines[0]}\n${edited}\n`);
      const report = dialog.getByRole('table', { name: 'Import report' });
      await expect(report.getByRole('row').nth(1)).toContainText(
        `2${part}id ${id}updatedname: CSV sled → CSV sled edited`,
      );
      await expect(dialog.getByText('Dry run: 0 created, 1 updated, 0 unchanged, 0 refused.')).toBeVisible();
      await screenshot(page, `admin-catalogue-csv-dry-run-${viewport.name}`);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(
        dialog.getByText('Imported mounts.csv: 0 created, 1 updated, 0 unchanged, 0 refused.'),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('searchbox', { name: 'Search Mounts' }).fill(part);
      await expect(page.getByRole('row').filter({ hasText: part })).toContainText('CSV sled edited');

      // A bad file: an id that names no mount. Refused with its message, Apply stays disabled, nothing changes.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const bad = edited.replace(`${id},${part},CSV sled edited,`, `99999999,${part},CSV sled bad,`);
      dialog = await dryRun(page, `${lines[0]}\n${bad}\n`);
      await expect(dialog.getByRole('table', { name: 'Import report' })).toContainText('Id names no mount');
      await expect(dialog.getByText(/Nothing can be imported until the refused rows are corrected/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await screenshot(page, `admin-catalogue-csv-refused-${viewport.name}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: part })).toContainText('CSV sled edited');
      await expect(page.getByText('CSV sled bad')).toHaveCount(0);
      console.expectClean([failedResource(422)]);
    });
  });
}
