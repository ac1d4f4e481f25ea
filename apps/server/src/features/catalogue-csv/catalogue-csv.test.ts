import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOUNT_CSV_COLUMNS, type CatalogueImportReport } from '@nprm/contracts';
import { notTextFile } from '../../csv-file.js';
import { antennaMounts, antennas, history, mountImages, mounts } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { csvRowsOf, importCsvFile, rowsToCsv } from '../../test/catalogue-csv.js';

type Refusal = { errors: { base: string[] }; full_messages: string[]; report: CatalogueImportReport };

describe('catalogue CSV export and import (the catalogue CSV calls at /api/docs)', () => {
  const t = useAdminTestApp();
  let resellerUser: Record<string, string>;
  beforeAll(async () => {
    const [reseller] = (await t.call('GET', '/api/resellers')).json<{ id: number }[]>();
    resellerUser = await createResellerUserHeaders(t.app, reseller!.id);
  });

  const exported = async (entity: string) => {
    const response = await t.call('GET', `/api/${entity}/export.csv`);
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const importFile = (entity: string, body: string | Buffer, query = '', type = 'text/csv') =>
    importCsvFile(t, entity, body, query, type);
  const rowsOf = csvRowsOf;
  const toCsv = (rows: Record<string, string>[]) => rowsToCsv(rows);
  /** Everything an import could change, counted. */
  const snapshot = async () => {
    const { db } = t.app.ctx;
    const counted = async (
      table: typeof antennas | typeof mounts | typeof mountImages | typeof antennaMounts | typeof history,
    ) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      antennas: await counted(antennas),
      mounts: await counted(mounts),
      images: await counted(mountImages),
      links: await counted(antennaMounts),
      history: await counted(history),
      antennaFile: await exported('antennas'),
      mountFile: await exported('mounts'),
    };
  };

  it('exports every mount with its images and compatible antennas, and every antenna with its mounts', async () => {
    const response = await t.call('GET', '/api/mounts/export.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mounts.csv"');
    const rows = rowsOf(response.body);
    const list = (await t.call('GET', '/api/mounts?include_inactive=true')).json<
      { id: number; part_number: string; mount_images: { image_url: string }[] }[]
    >();
    expect(rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(
      list.map((m) => m.id).sort((a, b) => a - b),
    );
    const withTwo = list.find((mount) => mount.mount_images.length > 1)!;
    const row = rows.find((r) => Number(r.id) === withTwo.id)!;
    expect(row.part_number).toBe(withTwo.part_number);
    expect(row.image_urls).toBe(withTwo.mount_images.map((image) => image.image_url).join(' | '));
    const antennaRows = rowsOf(await exported('antennas'));
    const antenna = (await t.call('GET', '/api/antennas')).json<{ id: number; mount_ids: number[] }[]>()[0]!;
    expect(antennaRows.find((r) => Number(r.id) === antenna.id)!.mount_ids).toBe(antenna.mount_ids.join(' | '));
    const compatible = antennaRows
      .filter((r) => (r.mount_ids ?? '').split(' | ').includes(row.id!))
      .map((r) => Number(r.id));
    expect(row.antenna_ids).toBe(compatible.sort((a, b) => a - b).join(' | '));
  });

  it('refuses the export and the import to anonymous callers (401) and reseller users (403)', async () => {
    for (const entity of ['antennas', 'mounts']) {
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/${entity}/export.csv` });
      expect(anonymous.statusCode).toBe(401);
      expect((await t.call('GET', `/api/${entity}/export.csv`, undefined, resellerUser)).statusCode).toBe(403);
      const post = { method: 'POST' as const, url: `/api/${entity}/import`, payload: 'id\n' };
      const anonymousImport = await t.app.inject({ ...post, headers: { 'content-type': 'text/csv' } });
      expect(anonymousImport.statusCode).toBe(401);
      const resellerImport = await t.app.inject({ ...post, headers: { ...resellerUser, 'content-type': 'text/csv' } });
      expect(resellerImport.statusCode).toBe(403);
    }
  });

  it('round trip: an exported file imports as all unchanged, dry run or applied, and changes nothing', async () => {
    const before = await snapshot();
    for (const [entity, file] of [
      ['antennas', before.antennaFile],
      ['mounts', before.mountFile],
    ] as const) {
      for (const query of ['?dry_run=true', '']) {
        const response = await importFile(entity, file, query);
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json<CatalogueImportReport>();
        expect(report.counts).toEqual({ created: 0, updated: 0, unchanged: rowsOf(file).length, refused: 0 });
        expect(report.applied).toBe(query === '');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('dry run reports created, updated and unchanged rows and writes nothing; apply writes them with history', async () => {
    const rows = rowsOf(await exported('mounts'));
    const [first, second] = rows;
    const antennaIds = rowsOf(await exported('antennas')).map((row) => row.id!);
    const original = { ...first! };
    first!.name = 'Renamed sled';
    first!.image_urls = '/demo/mounts/tripod.svg | https://example.com/a.png';
    first!.antenna_ids = antennaIds.slice(0, 2).join(' | ');
    const created = {
      ...second!,
      id: '',
      part_number: '=NEW-1',
      name: 'Imported mount',
      ridge_mount: 'true',
      base_length: '5',
      base_width: '3.5',
      max_epa: '6',
      max_overturning_moment: '9000',
    };
    const file = toCsv([...rows, created]);
    const before = await snapshot();
    const dry = await importFile('mounts', file, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json<CatalogueImportReport>();
    expect(report).toMatchObject({ dry_run: true, applied: false, file_errors: [] });
    expect(report.counts).toEqual({ created: 1, updated: 1, unchanged: rows.length - 1, refused: 0 });
    expect(report.rows[0]).toMatchObject({ line: 2, id: Number(first!.id), status: 'updated', messages: [] });
    expect(report.rows[0]!.changes.sort()).toEqual(['antenna_ids', 'image_urls', 'name']);
    // Each changed cell old → new, as the export wrote it and as the file has it, in the file's column order.
    expect(report.rows[0]!.changed_cells).toEqual([
      { column: 'name', old: original.name, new: 'Renamed sled' },
      { column: 'antenna_ids', old: original.antenna_ids, new: first!.antenna_ids },
      { column: 'image_urls', old: original.image_urls, new: first!.image_urls },
    ]);
    expect(report.rows.at(-1)).toMatchObject({ id: null, label: '=NEW-1', status: 'created' });
    expect(await snapshot()).toEqual(before);

    const applied = await importFile('mounts', file);
    expect(applied.statusCode, applied.body).toBe(200);
    const result = applied.json<CatalogueImportReport>();
    expect(result.applied).toBe(true);
    const newId = result.rows.at(-1)!.id!;
    const mount = (await t.call('GET', `/api/mounts/${newId}`)).json<Record<string, unknown>>();
    expect(mount).toMatchObject({ part_number: '=NEW-1', name: 'Imported mount', ridge_mount: true });
    expect(mount).toMatchObject({ base_length: 5, base_width: 3.5, max_epa: 6, max_overturning_moment: 9000 });
    const changed = (await t.call('GET', `/api/mounts/${first!.id}`)).json<{ mount_images: { image_url: string }[] }>();
    expect(changed).toMatchObject({ name: 'Renamed sled' });
    expect(changed.mount_images.map((image) => image.image_url)).toEqual([
      '/demo/mounts/tripod.svg',
      'https://example.com/a.png',
    ]);
    const antenna = (await t.call('GET', `/api/antennas/${antennaIds[0]}`)).json<{ mount_ids: number[] }>();
    expect(antenna.mount_ids).toContain(Number(first!.id));
    const log = (await t.call('GET', `/api/history?entity=mounts`)).json<
      { entity_id: number; action: string; changes: Record<string, { before: unknown; after: unknown }> }[]
    >();
    expect(log.find((entry) => entry.entity_id === newId)).toMatchObject({ action: 'create' });
    expect(log.find((entry) => entry.entity_id === Number(first!.id))!.changes.name).toEqual({
      before: second === first ? null : expect.any(String),
      after: 'Renamed sled',
    });
    expect((await snapshot()).history).toBe(before.history + 2);
    // The new part number left as an escaped formula and comes back as it was.
    const again = await exported('mounts');
    expect(again).toContain("'=NEW-1");
    expect((await importFile('mounts', again, '?dry_run=true')).json<CatalogueImportReport>().counts.unchanged).toBe(
      rows.length + 1,
    );
  });

  it('updates antennas and their compatible mounts from the antenna file', async () => {
    const rows = rowsOf(await exported('antennas'));
    rows[0]!.weight = '12.5';
    rows[0]!.mount_ids = '';
    const response = await importFile('antennas', toCsv(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CatalogueImportReport>().counts.updated).toBe(1);
    const antenna = (await t.call('GET', `/api/antennas/${rows[0]!.id}`)).json();
    expect(antenna).toMatchObject({ weight: 12.5, mount_ids: [] });
  });

  describe('bad files change nothing and get a 422 report', () => {
    const expectRefused = async (
      entity: string,
      body: string | Buffer,
      expected: (string | RegExp)[],
      type?: string,
    ) => {
      const before = await snapshot();
      for (const query of ['?dry_run=true', '']) {
        const response = await importFile(entity, body, query, type);
        expect(response.statusCode, response.body).toBe(422);
        const refusal = response.json<Refusal>();
        expect(refusal.full_messages).toEqual(refusal.errors.base);
        for (const message of expected) {
          const found = refusal.full_messages.some((text) =>
            typeof message === 'string' ? text === message : message.test(text),
          );
          expect(found, `${String(message)} in ${JSON.stringify(refusal.full_messages)}`).toBe(true);
        }
        expect(refusal.report.applied).toBe(false);
      }
      expect(await snapshot()).toEqual(before);
    };
    const mountRows = async () => rowsOf(await exported('mounts'));

    it('refuses missing, unknown and repeated columns, and a file that is not CSV', async () => {
      const file = await exported('antennas');
      await expectRefused('antennas', file.replace('mast_diameter', 'diameter'), [
        'Missing columns: mast_diameter',
        'Unknown columns: diameter',
      ]);
      await expectRefused('mounts', file, [/^Missing columns: part_number/]);
      await expectRefused('antennas', 'id,make,make\n', [
        'Missing columns: model, weight, mast_diameter, mast_length, square_footage, additional_height_to_centerline, horizontal_area, mount_ids',
        'Columns named twice: make',
      ]);
      await expectRefused('antennas', '', ['The file is empty']);
      await expectRefused('antennas', '<!doctype html><html><body>Hello</body></html>', [
        /^The first line must name the columns: id, make, model/,
      ]);
      await expectRefused(
        'antennas',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe]),
        [notTextFile(1)],
        'application/octet-stream',
      );
      await expectRefused('antennas', file.split('\n')[0]!, ['The file has no rows under its header']);
      await expectRefused('antennas', `${file}"unclosed,quote\n`, [/^The file is not valid CSV: Quote Not Closed/]);
      const json = await t.call('POST', '/api/antennas/import', { id: 1 });
      expect(json.statusCode).toBe(422);
      expect(json.json<Refusal>().full_messages).toEqual([
        'The file must be sent as CSV text (Content-Type: text/csv)',
      ]);
    });

    it('refuses bad numbers, blank required fields, bad URLs and a row of the wrong width, line by line', async () => {
      const rows = await mountRows();
      rows[0]!.weight = 'heavy';
      rows[1]!.name = '';
      rows[1]!.max_roof_load = '-3';
      rows[2]!.image_urls = 'javascript:alert(1)';
      rows[3]!.max_epa = '0';
      rows[3]!.base_length = '5';
      rows[3]!.base_width = '';
      const file = `${toCsv(rows)}\n,short,row`;
      await expectRefused('mounts', file, [
        'Line 2: Weight is not a number',
        "Line 3: Name can't be blank",
        'Line 3: Max Roof Load must be greater than or equal to 0',
        'Line 4: Image Urls must be an http(s) URL or a path starting with /',
        'Line 5: Max Epa must be greater than 0',
        'Line 5: Base Width must be given with the other side of the base (or leave both blank)',
        `Line ${rows.length + 2}: The row has 3 cells; the header has ${MOUNT_CSV_COLUMNS.length}`,
      ]);
      const report = (await importFile('mounts', file, '?dry_run=true')).json<Refusal>().report;
      expect(report.counts).toEqual({ created: 0, updated: 0, unchanged: rows.length - 4, refused: 5 });
      expect(report.rows[0]).toMatchObject({ status: 'refused', messages: ['Weight is not a number'] });
    });

    it('refuses unknown ids, unknown compatible antennas, repeated ids and repeated or taken unique keys', async () => {
      const rows = await mountRows();
      const unknownId = { ...rows[0]!, id: '999999', part_number: 'GHOST' };
      rows[0]!.antenna_ids = '999998 | 1';
      const repeated = { ...rows[1]!, name: 'Twice' };
      const sameKey = { ...rows[2]!, id: '', part_number: rows[3]!.part_number!.toLowerCase() };
      await expectRefused('mounts', toCsv([...rows, unknownId, repeated, sameKey]), [
        `Line ${rows.length + 2}: Id names no mount`,
        'Line 2: Antenna Ids contains unknown antenna ids: 999998',
        `Line 3: Id is on more than one row (lines 3, ${rows.length + 3})`,
        `Line 5: Part Number is on more than one row (lines 5, ${rows.length + 4})`,
      ]);
      const taken = { ...rows[2]!, id: '', part_number: rows[3]!.part_number! };
      await expectRefused('mounts', toCsv([rows[0]!, taken].map((row) => ({ ...row, antenna_ids: '' }))), [
        'Line 3: Part Number has already been taken',
      ]);
      const antennaRows = rowsOf(await exported('antennas'));
      const twin = {
        ...antennaRows[0]!,
        id: '',
        make: ` ${antennaRows[1]!.make!.toUpperCase()} `,
        model: antennaRows[1]!.model!,
      };
      await expectRefused('antennas', toCsv([twin]), ['Line 2: Model has already been taken']);
    });

    it('refuses a 50 MB file by its size (413) before reading it', async () => {
      const before = await snapshot();
      const big = Buffer.alloc(50 * 1024 * 1024, 'a');
      const response = await importFile('mounts', big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ errors: ['Request body is too large'] });
      expect(await snapshot()).toEqual(before);
    });
  });
});
