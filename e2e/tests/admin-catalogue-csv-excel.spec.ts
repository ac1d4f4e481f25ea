import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MOUNT_CSV_COLUMNS } from '@nprm/contracts';
import { failedResource, screenshot, watchConsole } from '../helpers/public.js';
import { createSledMount, logIn, parseCsv, unique } from '../helpers/admin.js';

/**
 * Round trips that hold (docs/product.md, catalogue CSV): a mounts.csv saved by Excel, with TRUE for a
 * yes/no cell, Windows-1252 bytes ("4×4", "café", curly quotes) and CRLF line ends, imports through the screen: the
 * dry run shows each changed cell old → new, readable on a phone, and Apply writes it.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** Windows-1252 bytes of ASCII text with the few other characters the journey writes. */
const WINDOWS_1252: Record<string, number> = { '×': 0xd7, é: 0xe9, '“': 0x93, '”': 0x94 };
const windows1252 = (text: string) =>
  Buffer.from([...text].map((character) => WINDOWS_1252[character] ?? character.charCodeAt(0)));

/** Cells as Excel writes a CSV line: quoted only where a cell holds a comma, a quote or a line break. */
const csvLine = (cells: string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');

for (const viewport of VIEWPORTS) {
  test(`imports an Excel-saved mounts.csv (TRUE, Windows-1252): dry run old → new, then Apply (${viewport.name} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const console = watchConsole(page);
    const part = unique('XL').split(' ').pop()!.toUpperCase();
    const id = await createSledMount(request, part, 'Excel sled', { ridge_mount: false });
    await logIn(page);
    await page.goto('/admin/mounts');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [header, ...rows] = parseCsv(readFileSync(await (await downloading).path(), 'utf8'));
    expect(header).toEqual([...MOUNT_CSV_COLUMNS]);
    const mine = rows.find((cells) => cells[0] === String(id))!;
    const at = (column: (typeof MOUNT_CSV_COLUMNS)[number]) => MOUNT_CSV_COLUMNS.indexOf(column);
    expect(mine[at('ridge_mount')]).toBe('false');

    // What Excel saves after two edits: TRUE for the yes/no cell, the new name in Windows-1252, CRLF line ends.
    const newName = 'Excel sled 4×4 café “deluxe”';
    const edited = [...mine];
    edited[at('name')] = newName;
    edited[at('ridge_mount')] = 'TRUE';
    const file = windows1252(`${csvLine(header!)}\r\n${csvLine(edited)}\r\n`);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Mounts CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'mounts.csv', mimeType: 'text/csv', buffer: file });
    await dialog.getByRole('button', { name: 'Dry Run' }).click();
    const report = dialog.getByRole('table', { name: 'Import report' });
    const cells = report.getByTestId('changed-cell');
    await expect(cells).toHaveText([`name: Excel sled → ${newName}`, 'ridge_mount: false → true']);
    await expect(dialog.getByText('Dry run: 0 created, 1 updated, 0 unchanged, 0 refused.')).toBeVisible();
    // Readable where it is: each changed cell inside the window, wrapped rather than cut or scrolled sideways.
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await screenshot(page, `admin-catalogue-csv-excel-dry-run-${viewport.name}`);

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Imported mounts.csv: 0 created, 1 updated, 0 unchanged, 0 refused.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search Mounts' }).fill(part);
    await expect(page.getByRole('row').filter({ hasText: part })).toContainText(newName);

    // The file as the server now exports it: the new name and ridge_mount true, nothing else moved.
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [, ...after] = parseCsv(readFileSync(await (await again).path(), 'utf8'));
    const now = after.find((cells) => cells[0] === String(id))!;
    expect(now[at('name')]).toBe(newName);
    expect(now[at('ridge_mount')]).toBe('true');
    expect(
      now.filter((_, index) => index !== at('name') && index !== at('ridge_mount') && index !== at('lock_version')),
    ).toEqual(
      mine.filter((_, index) => index !== at('name') && index !== at('ridge_mount') && index !== at('lock_version')),
    );
    console.expectClean([failedResource(422)]);
  });
}
