/**
 * Round trips that hold (the catalogue CSV calls at /api/docs and "CSV files"): an unedited export re-imports however
 * many records a row links, Excel's TRUE/FALSE read as booleans, the encodings Excel saves in are read, exports start
 * with a byte-order mark unless asked not to, and the dry run says old → new per changed cell.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CatalogueImportReport } from '@nprm/contracts';
import { notTextFile } from '../../csv-file.js';
import { antennaMounts, antennas, history } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { csvRowsOf, importCsvFile, rowsToCsv } from '../../test/catalogue-csv.js';

type Refusal = { full_messages: string[]; report: CatalogueImportReport };

/** Windows-1252 bytes of ASCII text with the few other characters the tests use. */
const WINDOWS_1252: Record<string, number> = { '×': 0xd7, é: 0xe9, '“': 0x93, '”': 0x94 };
const windows1252 = (text: string) =>
  Buffer.from([...text].map((character) => WINDOWS_1252[character] ?? character.charCodeAt(0)));
const utf16le = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf16le');
const utf16be = (text: string) => utf16le(text).swap16();

describe('catalogue CSV round trips', () => {
  const t = useAdminTestApp();
  const exported = async (entity: string, query = '') => {
    const response = await t.call('GET', `/api/${entity}/export.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const importFile = (entity: string, body: string | Buffer, query = '') => importCsvFile(t, entity, body, query);
  const rowsOf = csvRowsOf;
  // Line ends as Excel writes them.
  const toCsv = (rows: Record<string, string>[]) => rowsToCsv(rows, '\r\n');
  /** Everything an import could change: the rows counted and both files as exported (lock_version included). */
  const snapshot = async () => {
    const { db } = t.app.ctx;
    return {
      links: (await db.select({ n: count() }).from(antennaMounts))[0]!.n,
      history: (await db.select({ n: count() }).from(history))[0]!.n,
      antennas: (await exported('antennas')).body,
      mounts: (await exported('mounts')).body,
    };
  };
  const report = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body.slice(0, 2000)).toBe(200);
    return JSON.parse(response.body) as CatalogueImportReport;
  };

  it('starts each export with a UTF-8 byte-order mark, left out with ?bom=false; imports take either', async () => {
    for (const entity of ['antennas', 'mounts']) {
      const marked = await exported(entity);
      expect(marked.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const plain = await exported(entity, '?bom=false');
      expect(plain.body).toBe(marked.body.slice(1));
      expect(plain.body.startsWith('id,')).toBe(true);
      expect((await exported(entity, '?bom=0')).body).toBe(plain.body);
      const refused = await t.call('GET', `/api/${entity}/export.csv?bom=maybe`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<Refusal>().full_messages).toEqual(['Bom must be true or false']);
      const before = await snapshot();
      for (const file of [marked.body, plain.body]) {
        const dry = report(await importFile(entity, file, '?dry_run=true'));
        expect(dry.counts).toEqual({ created: 0, updated: 0, unchanged: rowsOf(file).length, refused: 0 });
      }
      expect(await snapshot()).toEqual(before);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/mounts/export.csv?bom=false' })).statusCode).toBe(401);
  });

  it('saves a reseller holding 1,100 antennas through the JSON API, as its form sends it', async () => {
    const made = await t.app.ctx.db
      .insert(antennas)
      .values(
        Array.from({ length: 1100 }, (_, i) => ({
          make: 'Form',
          model: `F-${i + 1}`,
          mast_diameter: 2,
          square_footage: 1,
        })),
      )
      .returning({ id: antennas.id });
    const ids = made.map(({ id }) => id);
    const body = {
      name: 'Every Antenna Shop',
      domain: 'every-antenna.example',
      logo_url: '/logo.svg',
      antenna_ids: ids,
    };
    const created = await t.call('POST', '/api/resellers', body);
    expect(created.statusCode, created.body).toBe(201);
    expect([...created.json<{ antenna_ids: number[] }>().antenna_ids].sort((a, b) => a - b)).toEqual(ids);
    const tooMany = Array.from({ length: 10_001 }, (_, i) => i + 1);
    const refused = await t.call('POST', '/api/resellers', {
      ...body,
      domain: 'too-many.example',
      antenna_ids: tooMany,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.antenna_ids).toEqual(['has too many entries']);
  });

  it('re-imports an unedited export whose rows link 1,100 records, writing nothing; an edit shows old → new', async () => {
    const { db } = t.app.ctx;
    const mount = rowsOf((await exported('mounts')).body)[0]!;
    const made = await db
      .insert(antennas)
      .values(
        Array.from({ length: 1100 }, (_, i) => ({
          make: 'Bulk',
          model: `B-${i + 1}`,
          mast_diameter: 2,
          square_footage: 1,
        })),
      )
      .returning({ id: antennas.id });
    await db.insert(antennaMounts).values(made.map(({ id }) => ({ antenna_id: id, mount_id: Number(mount.id) })));
    const before = await snapshot();
    const mountFile = before.mounts;
    const linked = rowsOf(mountFile)
      .find((row) => row.id === mount.id)!
      .antenna_ids!.split(' | ');
    expect(linked.length).toBeGreaterThan(1100);
    for (const [entity, file] of [
      ['mounts', mountFile],
      ['antennas', before.antennas],
    ] as const) {
      for (const query of ['?dry_run=true', '']) {
        const result = report(await importFile(entity, file, query));
        expect(result.counts).toEqual({ created: 0, updated: 0, unchanged: rowsOf(file).length, refused: 0 });
        expect(result.applied).toBe(query === '');
      }
    }
    expect(await snapshot()).toEqual(before);

    // One link dropped from the long list: the dry run shows the whole cell, old → new.
    const rows = rowsOf(mountFile);
    const row = rows.find((r) => r.id === mount.id)!;
    const old = row.antenna_ids!;
    row.antenna_ids = linked.slice(1).join(' | ');
    const dry = report(await importFile('mounts', toCsv(rows), '?dry_run=true'));
    expect(dry.counts.updated).toBe(1);
    expect(dry.rows.find((r) => r.id === Number(mount.id))!.changed_cells).toEqual([
      { column: 'antenna_ids', old, new: row.antenna_ids },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('reads TRUE/FALSE and yes/no in any case as booleans, and refuses other words', async () => {
    const rows = rowsOf((await exported('mounts')).body).slice(0, 4);
    const wanted = ['TRUE', 'no', 'Yes', 'FALSE'];
    rows.forEach((row, index) => (row.ridge_mount = wanted[index]!));
    const applied = report(await importFile('mounts', toCsv(rows)));
    expect(applied.applied).toBe(true);
    for (const [index, row] of rows.entries()) {
      const record = (await t.call('GET', `/api/mounts/${row.id}`)).json<{ ridge_mount: boolean }>();
      expect(record.ridge_mount).toBe(index % 2 === 0);
    }
    const again = rowsOf((await exported('mounts')).body).slice(0, 1);
    again[0]!.ridge_mount = 'FALSE';
    const dry = report(await importFile('mounts', toCsv(again), '?dry_run=true'));
    expect(dry.rows[0]!.changed_cells).toEqual([{ column: 'ridge_mount', old: 'true', new: 'false' }]);
    again[0]!.ridge_mount = 'maybe';
    const refused = await importFile('mounts', toCsv(again), '?dry_run=true');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Refusal>().full_messages).toEqual(['Line 2: Ridge Mount must be true or false']);
  });

  it('reads Windows-1252 and UTF-16 files with their byte-order mark: "4×4", "café", curly quotes', async () => {
    const name = 'Sled 4×4 café “deluxe”';
    for (const [encoding, encode] of [
      ['windows-1252', windows1252],
      ['UTF-16LE', utf16le],
      ['UTF-16BE', utf16be],
    ] as const) {
      const rows = rowsOf((await exported('mounts', '?bom=false')).body).slice(0, 1);
      const old = rows[0]!.name!;
      rows[0]!.name = `${name} ${encoding}`;
      const file = encode(toCsv(rows));
      const dry = report(await importFile('mounts', file, '?dry_run=true'));
      expect(dry.rows[0]!.changed_cells, encoding).toEqual([{ column: 'name', old, new: `${name} ${encoding}` }]);
      expect(report(await importFile('mounts', file)).applied).toBe(true);
      const record = (await t.call('GET', `/api/mounts/${rows[0]!.id}`)).json<{ name: string }>();
      expect(record.name).toBe(`${name} ${encoding}`);
    }
  });

  it('refuses a file that cannot be read as text at the line it fails, saying to save it as CSV UTF-8, and writes nothing', async () => {
    const text = (await exported('mounts', '?bom=false')).body;
    const before = await snapshot();
    for (const [bytes, line] of [
      // UTF-16 without its byte-order mark (a NUL in the first line), a PNG (a control after its first line break),
      // bytes Windows-1252 leaves undefined on line 2.
      [Buffer.from(text, 'utf16le'), 1],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), 2],
      [Buffer.concat([windows1252('id,part_number\n,'), Buffer.from([0x81, 0x8d])]), 2],
    ] as const) {
      for (const query of ['?dry_run=true', '']) {
        const response = await importFile('mounts', bytes, query);
        expect(response.statusCode).toBe(422);
        const refusal = response.json<Refusal>();
        expect(refusal.full_messages).toEqual([notTextFile(line)]);
        expect(refusal.report.file_errors).toEqual([notTextFile(line)]);
      }
    }
    expect(notTextFile(2)).toMatch(/^Line 2: .*CSV UTF-8/);
    expect(await snapshot()).toEqual(before);
  });
});
