/**
 * The antenna file's square_footage (the EPA) is required and above 0, as in POST /api/antennas (the catalogue
 * import at /api/docs): a blank or 0 cell refuses its row, line and column named, in the dry run and in the import, and
 * then the whole file writes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CatalogueImportReport } from '@nprm/contracts';
import { antennas, history } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { csvRowsOf, importCsvFile, rowsToCsv } from '../../test/catalogue-csv.js';

type Refusal = { full_messages: string[]; report: CatalogueImportReport };

describe('catalogue CSV: the antenna wind area', () => {
  const t = useAdminTestApp();
  const exported = async () => (await t.call('GET', '/api/antennas/export.csv')).body;
  /** What an import could change: the antennas, the history and the file as exported. */
  const snapshot = async () => ({
    antennas: (await t.app.ctx.db.select({ n: count() }).from(antennas))[0]!.n,
    history: (await t.app.ctx.db.select({ n: count() }).from(history))[0]!.n,
    file: await exported(),
  });
  const newRow = (template: Record<string, string>, model: string, squareFootage: string) => ({
    ...template,
    id: '',
    lock_version: '',
    model,
    square_footage: squareFootage,
  });

  it('refuses a new row with a blank or 0 cell, in the dry run and the import; the other rows as they are', async () => {
    const rows = csvRowsOf(await exported());
    const file = rowsToCsv([
      ...rows,
      newRow(rows[0]!, 'Blank EPA', ''),
      newRow(rows[0]!, 'Zero EPA', '0'),
      newRow(rows[0]!, 'Good EPA', '2.5'),
    ]);
    const blankLine = rows.length + 2;
    const before = await snapshot();
    for (const query of ['?dry_run=true', '']) {
      const response = await importCsvFile(t, 'antennas', file, query);
      expect(response.statusCode, response.body).toBe(422);
      const { full_messages, report } = response.json<Refusal>();
      expect(full_messages).toEqual([
        `Line ${blankLine}: Square Footage can't be blank`,
        `Line ${blankLine + 1}: Square Footage must be greater than 0`,
      ]);
      expect(report.counts).toEqual({ created: 1, updated: 0, unchanged: rows.length, refused: 2 });
      expect(report.rows.slice(-3)).toMatchObject([
        { line: blankLine, status: 'refused', messages: ["Square Footage can't be blank"] },
        { line: blankLine + 1, status: 'refused', messages: ['Square Footage must be greater than 0'] },
        { line: blankLine + 2, status: 'created', messages: [] },
      ]);
      expect(report.applied).toBe(false);
    }
    expect(await snapshot()).toEqual(before);

    // With the cells filled in, the same file imports.
    const mended = rowsToCsv([...rows, newRow(rows[0]!, 'Blank EPA', '1.4'), newRow(rows[0]!, 'Good EPA', '2.5')]);
    const applied = await importCsvFile(t, 'antennas', mended);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CatalogueImportReport>().counts).toEqual({
      created: 2,
      updated: 0,
      unchanged: rows.length,
      refused: 0,
    });
  });

  it('an antenna stored with 0 is refused in an unedited export until its cell is filled in', async () => {
    const [first] = csvRowsOf(await exported());
    const id = Number(first!.id);
    await t.app.ctx.db.update(antennas).set({ square_footage: 0 }).where(eq(antennas.id, id));
    const file = await exported();
    const rows = csvRowsOf(file);
    const line = rows.findIndex((row) => Number(row.id) === id) + 2;
    const refused = await importCsvFile(t, 'antennas', file, '?dry_run=true');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Refusal>().full_messages).toEqual([`Line ${line}: Square Footage must be greater than 0`]);

    rows[line - 2]!.square_footage = '5.5';
    const applied = await importCsvFile(t, 'antennas', rowsToCsv(rows));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CatalogueImportReport>().counts.updated).toBe(1);
    expect((await t.call('GET', `/api/antennas/${id}`)).json()).toMatchObject({ square_footage: 5.5 });
  });
});
