/** A CSV row exported before someone else's save is refused in the dry run (docs/api.md, "Concurrent edits"). */
import { describe, expect, it } from 'vitest';
import type { CatalogueImportReport } from '@nprm/contracts';
import { useAdminTestApp } from '../../test/admin-api.js';
import { csvRowsOf, importCsvFile, rowsToCsv } from '../../test/catalogue-csv.js';
import { COMMAND_LINE } from '../../db/history-rows.js';
import { ANTENNA_CSV } from './catalogue-csv.entities.js';
import { readCsvRecords, writeCsvRecords } from './catalogue-csv.repository.js';

type Refusal = { errors: { base: string[] }; report: CatalogueImportReport };

describe('catalogue CSV and lock_version', () => {
  const t = useAdminTestApp();
  const exported = async (entity: string) => (await t.call('GET', `/api/${entity}/export.csv`)).body;
  const importFile = (entity: string, body: string, query = '') => importCsvFile(t, entity, body, query);
  const rowsOf = csvRowsOf;
  const toCsv = (rows: Record<string, string>[]) => rowsToCsv(rows);

  it('exports each record with its lock_version; an unedited export re-imports unchanged', async () => {
    const file = await exported('antennas');
    const [first] = rowsOf(file);
    const record = (await t.call('GET', `/api/antennas/${first!.id}`)).json<{ lock_version: number }>();
    expect(first!.lock_version).toBe(String(record.lock_version));
    const dry = await importFile('antennas', file, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<CatalogueImportReport>().counts.refused).toBe(0);
  });

  it('refuses a row saved by someone else since the export, with yours and theirs, and writes nothing', async () => {
    const rows = rowsOf(await exported('antennas'));
    const row = rows[0]!;
    const id = Number(row.id);
    // Someone saves the antenna after the export.
    const { lock_version } = (await t.call('GET', `/api/antennas/${id}`)).json<{ lock_version: number }>();
    const saved = await t.call('PUT', `/api/antennas/${id}`, { model: 'Renamed meanwhile', lock_version });
    expect(saved.statusCode).toBe(200);
    // The file changes the weight of the row as exported.
    row.weight = '77';
    const file = toCsv(rows);

    for (const query of ['?dry_run=true', '']) {
      const response = await importFile('antennas', file, query);
      expect(response.statusCode).toBe(422);
      const body = response.json<Refusal>();
      const refused = body.report.rows.find((line) => line.id === id)!;
      expect(refused.status).toBe('refused');
      expect(refused.messages).toEqual([
        expect.stringMatching(
          /^Lock Version is out of date: this antenna was changed after the export \(version \d+ now\): .*model yours ".*", theirs "Renamed meanwhile".*weight yours 77, theirs .*; export again$/,
        ),
      ]);
    }
    expect((await t.call('GET', `/api/antennas/${id}`)).json()).toMatchObject({ model: 'Renamed meanwhile' });
    expect((await t.call('GET', `/api/antennas/${id}`)).json<{ weight: number }>().weight).not.toBe(77);
  });

  it("after a deactivate and reactivate, an older export's row is unchanged if unedited, and refused naming the field if edited", async () => {
    const rows = rowsOf(await exported('antennas'));
    const row = rows[2]!;
    const id = Number(row.id);
    expect((await t.call('DELETE', `/api/antennas/${id}`)).statusCode).toBe(200);
    expect((await t.call('PUT', `/api/antennas/${id}/reactivate`)).statusCode).toBe(200);
    const now = (await t.call('GET', `/api/antennas/${id}`)).json<{ lock_version: number; weight: number | null }>();
    expect(now.lock_version).toBeGreaterThan(Number(row.lock_version));

    // Nothing the file holds was changed since the export: nothing to overwrite, so nothing to refuse.
    const unedited = await importFile('antennas', toCsv(rows), '?dry_run=true');
    expect(unedited.statusCode, unedited.body).toBe(200);
    const report = unedited.json<CatalogueImportReport>();
    expect(report.rows.find((line) => line.id === id)!.status).toBe('unchanged');
    expect(report.counts.refused).toBe(0);

    // An edit of that row is refused, naming the field it would overwrite; nothing written.
    row.weight = '91';
    const edited = await importFile('antennas', toCsv(rows));
    expect(edited.statusCode).toBe(422);
    const refused = edited.json<Refusal>().report.rows.find((line) => line.id === id)!;
    expect(refused.status).toBe('refused');
    expect(refused.messages).toEqual([
      `Lock Version is out of date: this antenna was changed after the export (version ${now.lock_version} now): weight yours 91, theirs ${JSON.stringify(now.weight)}; export again`,
    ]);
    expect((await t.call('GET', `/api/antennas/${id}`)).json()).toMatchObject({ weight: now.weight });
  });

  it('takes a file without the lock_version column (a hand-made file) unchecked, and moves the version on', async () => {
    const rows = rowsOf(await exported('antennas')).map(({ lock_version: _version, ...cells }) => cells);
    const id = Number(rows[1]!.id);
    const before = (await t.call('GET', `/api/antennas/${id}`)).json<{ lock_version: number }>().lock_version;
    rows[1]!.weight = '12.5';
    const response = await importFile('antennas', toCsv(rows));
    expect(response.statusCode, response.body).toBe(200);
    const after = (await t.call('GET', `/api/antennas/${id}`)).json<{ lock_version: number; weight: number }>();
    expect(after.weight).toBe(12.5);
    expect(after.lock_version).toBe(before + 1);
  });

  it('refuses a lock_version cell that is not a whole number', async () => {
    const rows = rowsOf(await exported('mounts'));
    rows[0]!.lock_version = 'soon';
    const response = await importFile('mounts', toCsv(rows), '?dry_run=true');
    expect(response.statusCode).toBe(422);
    expect(response.json<Refusal>().errors.base).toContain(
      `Line 2: Lock Version must be the whole number the export gave`,
    );
  });

  it('a save landing between the check and the write stops the write at its file line (the service answers 409)', async () => {
    const [record] = await readCsvRecords(t.database.db, ANTENNA_CSV);
    const { id, lockVersion, ...after } = record!;
    const stale = { ...record!, lockVersion: lockVersion - 1 };
    const write = { id, after, before: stale, changes: {}, line: 7 };
    const written = await t.database.db.transaction((tx) => writeCsvRecords(tx, ANTENNA_CSV, [write], COMMAND_LINE));
    expect(written).toEqual({ changedLine: 7 });
  });
});
