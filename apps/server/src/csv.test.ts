import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportReport } from '@nprm/contracts';
import { csvRows, escapeFormula, unescapeFormula } from './csv.js';
import { mounts, mountSearchResults } from './db/tables.js';
import type { TestApp } from './test/helpers.js';
import { plainSearch, seededApp } from './test/searches.js';

const SEPARATORS = [',', ';', '\t'] as const;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A spreadsheet that does not know the file's separator or quoting: each line split on one separator, quotes kept
 * as text, and also with the quotes a lenient reader would drop from the cell's start.
 */
function naiveCells(text: string, separator: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .flatMap((cell) => [cell, cell.replace(/^"+/, '')]);
}

function formulaCells(text: string): string[] {
  return SEPARATORS.flatMap((separator) => naiveCells(text, separator).filter((cell) => FORMULA_START.test(cell)));
}

/** Texts full of separators, quotes, apostrophes and formula starts. */
const trickyText = fc
  .array(fc.constantFrom(',', ';', '\t', '\r', '\n', '"', "'", '=', '+', '-', '@', ' ', 'a', '1', '('), {
    maxLength: 24,
  })
  .map((parts) => parts.join(''));

describe('CSV formula escaping under any separator', () => {
  it('leaves no cell starting a formula when the file is split on a comma, a semicolon or a tab', () => {
    expect(formulaCells(csvRows([['x;=1+1;', 'a,@SUM(A1)', 'b\t-2', '=HYPERLINK("http://evil.example")']]))).toEqual(
      [],
    );
    fc.assert(
      fc.property(fc.array(trickyText, { maxLength: 4 }), (cells) => formulaCells(csvRows([cells])).length === 0),
    );
  });

  it('escapes each place a cell could start, and takes exactly that off again', () => {
    expect(escapeFormula('x;=1+1;')).toBe("x;'=1+1;");
    expect(escapeFormula('=1')).toBe("'=1");
    expect(escapeFormula("'=1")).toBe("''=1");
    expect(escapeFormula('x;\t=1')).toBe("x;'\t'=1");
    expect(escapeFormula('Chicago, IL')).toBe('Chicago, IL');
    expect(escapeFormula(-87.65)).toBe(-87.65);
    expect(unescapeFormula("x;'=1+1;")).toBe('x;=1+1;');
    expect(unescapeFormula("it's")).toBe("it's");
    fc.assert(fc.property(trickyText, (text) => unescapeFormula(escapeFormula(text) as string) === text));
  });
});

describe('the leads export and the catalogue export read with any separator', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let mountId: number;
  const hostile = { name: 'x;=1+1;', company: 'Co,@SUM(1+1)*cmd|', email: 'a\t-2+3@example.com' };

  beforeAll(async () => {
    const seeded = await seededApp();
    ({ t, admin, mountId } = seeded);
    await t.database.db.insert(mountSearchResults).values(
      plainSearch(
        {
          token: 'tok-hostile',
          created_at: new Date(),
          reseller_id: null,
          antenna_id: seeded.antennaId,
          roof_type_id: seeded.roofTypeId,
          customer_name: hostile.name,
          customer_email: hostile.email,
          customer_company: hostile.company,
        },
        {
          location: 'Here;+cmd',
          roof_type: { id: seeded.roofTypeId, name: hostile.name, friction_coefficient_source: null },
        },
      ),
    );
    await t.database.db.update(mounts).set({ name: hostile.name }).where(eq(mounts.id, mountId));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...admin, ...headers } });

  it('finds no cell starting a formula in the leads CSV', async () => {
    const response = await get('/api/mount_search_results', { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("x;'=1+1;");
    expect(formulaCells(response.body)).toEqual([]);
  });

  it('finds none in the mounts CSV either, and a re-import takes the escaping off', async () => {
    const file = (await get('/api/mounts/export.csv')).body;
    expect(file).toContain("x;'=1+1;");
    expect(formulaCells(file)).toEqual([]);
    const reimport = await t.app.inject({
      method: 'POST',
      url: '/api/mounts/import',
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: file,
    });
    expect(reimport.statusCode, reimport.body).toBe(200);
    const report = reimport.json<CatalogueImportReport>();
    expect(report.counts).toMatchObject({ created: 0, updated: 0, refused: 0 });
    const [mount] = await t.database.db.select().from(mounts).where(eq(mounts.id, mountId));
    expect(mount!.name).toBe(hostile.name);
  });
});
