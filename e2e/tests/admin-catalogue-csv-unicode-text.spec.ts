import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { failedResource, screenshot, watchConsole } from '../helpers/public.js';
import { logIn, unique } from '../helpers/admin.js';

/**
 * A file as Excel saves "Unicode Text" (docs/product.md, catalogue CSV): tab-separated UTF-16 with its byte-order
 * mark, imported through the Antennas screen. The dry run's report narrows to the refused row (its field named) and
 * to the changed rows; with the refused row taken out, Apply creates the antennas with every character intact.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** The server tests' fixture, as Excel writes it: three new antennas. */
const FIXTURE = readFileSync(
  new URL('../../apps/server/src/features/catalogue-csv/fixtures/antennas-unicode-text.txt', import.meta.url),
);
const MODELS = ['Panel 65° 2.4 m', 'Dish Ø 0.6 m; “high band”', 'Sector 5×2 café'];

/** The fixture's lines with this run's mark on each model (so both widths create new antennas), as UTF-16 LE. */
function unicodeText(run: string, extraLine?: string): Buffer {
  let text = FIXTURE.toString('utf16le'); // keeps the byte-order mark as U+FEFF
  for (const model of MODELS) text = text.replace(model, `${model} ${run}`);
  if (extraLine !== undefined) text += `${extraLine}\r\n`;
  return Buffer.from(text, 'utf16le');
}

for (const viewport of VIEWPORTS) {
  test(`imports Excel's Unicode Text (tabs, UTF-16) and filters the report to refused and changed rows (${viewport.name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const console = watchConsole(page);
    const run = unique('UT').split(' ').pop()!;
    await logIn(page);
    await page.goto('/admin/antennas');

    // A fourth line without the required square_footage: refused at that field.
    const withRefusal = unicodeText(run, ['', 'Kathrein', `No area ${run}`, '5', '2', '', '', '', '', ''].join('\t'));
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Antennas CSV' });
    const input = dialog.getByLabel('CSV file');
    await input.setInputFiles({ name: 'antennas.txt', mimeType: 'text/plain', buffer: withRefusal });
    await dialog.getByRole('button', { name: 'Dry Run' }).click();
    const report = dialog.getByRole('table', { name: 'Import report' });
    await expect(report.getByRole('row')).toHaveCount(5);
    await expect(
      dialog.getByText(
        'Nothing can be imported until the refused rows are corrected: 3 created, 0 updated, 0 unchanged, 1 refused.',
      ),
    ).toBeVisible();

    await dialog.getByText('Refused (1)').click();
    await expect(report.getByRole('row')).toHaveCount(2);
    const refused = report.getByRole('row').nth(1);
    await expect(refused).toContainText(`No area ${run}`);
    await expect(refused).toContainText(/Square Footage .+/);
    await screenshot(page, `admin-catalogue-csv-unicode-text-refused-${viewport.name}`);

    await dialog.getByText('Changed (3)').click();
    await expect(report.getByRole('row')).toHaveCount(4);
    for (const model of MODELS) await expect(report).toContainText(`${model} ${run}`);
    // Readable where it is: each row inside the window, wrapped rather than cut.
    for (const row of await report.getByRole('row').all()) {
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // The file as Excel saved it, without the refused line: created.
    await input.setInputFiles({ name: 'antennas.txt', mimeType: 'text/plain', buffer: unicodeText(run) });
    await dialog.getByRole('button', { name: 'Dry Run' }).click();
    await expect(dialog.getByText('Dry run: 3 created, 0 updated, 0 unchanged, 0 refused.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(
      dialog.getByText('Imported antennas.csv: 3 created, 0 updated, 0 unchanged, 0 refused.'),
    ).toBeVisible();
    await screenshot(page, `admin-catalogue-csv-unicode-text-applied-${viewport.name}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search Antennas' }).fill(run);
    for (const model of MODELS)
      await expect(page.getByRole('row').filter({ hasText: `${model} ${run}` })).toHaveCount(1);
    console.expectClean([failedResource(422)]);
  });
}
