/**
 * Files as Excel writes them (docs/api.md, "CSV files"): the separator found from the header (comma, semicolon,
 * tab), the encoding from the bytes (UTF-8 with or without its mark, UTF-16 with its mark, Windows-1252), and a file
 * mixing separators or holding a byte no encoding reads refused at its line, nothing written.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportReport } from '@nprm/contracts';
import { notTextFile } from '../../csv-file.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { csvRowsOf, importCsvFile } from '../../test/catalogue-csv.js';

type Refusal = { full_messages: string[]; report: CatalogueImportReport };

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

/** The three fixtures: how Excel saves "CSV UTF-8" where ";" separates lists, "Unicode Text", and plain "CSV". */
const FILES = {
  semicolon: fixture('antennas-semicolon.csv'),
  unicodeText: fixture('antennas-unicode-text.txt'),
  windows1252: fixture('antennas-windows-1252.csv'),
};
const MODELS = ['Panel 65° 2.4 m', 'Dish Ø 0.6 m; “high band”', 'Sector 5×2 café'];

describe('catalogue CSV import of files as Excel saves them', () => {
  const t = useAdminTestApp();
  let resellerUser: Record<string, string>;
  beforeAll(async () => {
    const [reseller] = (await t.call('GET', '/api/resellers')).json<{ id: number }[]>();
    resellerUser = await createResellerUserHeaders(t.app, reseller!.id);
  });
  const importFile = (body: Buffer, query = '') => importCsvFile(t, 'antennas', body, query);
  const antennaFile = async () => (await t.call('GET', '/api/antennas/export.csv')).body;

  it('imports each fixture: three antennas created with every character and number as the file holds them (a blank length as 0)', async () => {
    for (const [name, file] of Object.entries(FILES)) {
      const dry = await importFile(file, '?dry_run=true');
      expect(dry.statusCode, `${name}: ${dry.body}`).toBe(200);
      expect(dry.json<CatalogueImportReport>().rows.map((row) => row.label)).toEqual(
        MODELS.map((model) => expect.stringContaining(model)),
      );
      // Created for real, then renamed so the next fixture's rows are new again.
      const applied = await importFile(file);
      expect(applied.statusCode, `${name}: ${applied.body}`).toBe(200);
      const report = applied.json<CatalogueImportReport>();
      expect(report.counts).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 0 });
      const stored = csvRowsOf(await antennaFile()).filter((row) => report.rows.some((r) => r.id === Number(row.id)));
      expect(
        stored.map(({ make, model, weight, mast_diameter, mast_length, square_footage }) => ({
          make,
          model,
          weight,
          mast_diameter,
          mast_length,
          square_footage,
        })),
      ).toEqual([
        {
          make: 'Kathrein',
          model: MODELS[0],
          weight: '22.5',
          mast_diameter: '2.375',
          mast_length: '96',
          square_footage: '5.1',
        },
        {
          make: 'Kathrein',
          model: MODELS[1],
          weight: '18',
          mast_diameter: '2.875',
          mast_length: '0',
          square_footage: '3.2',
        },
        {
          make: 'Ubiquiti',
          model: MODELS[2],
          weight: '9',
          mast_diameter: '1.66',
          mast_length: '48',
          square_footage: '1.5',
        },
      ]);
      for (const row of report.rows) {
        const renamed = await t.call('PUT', `/api/antennas/${row.id}`, { model: `${name} ${row.id}` });
        expect(renamed.statusCode, renamed.body).toBe(200);
      }
    }
  });

  it('reads the export back from a semicolon or tab file with its lock_version, unchanged', async () => {
    const exported = await antennaFile();
    const rows = csvRowsOf(exported);
    const header = Object.keys(rows[0]!);
    const quote = (cell: string) => (/[;\t"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    for (const separator of [';', '\t']) {
      const text = [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))]
        .map((cells) => cells.map(quote).join(separator))
        .join('\r\n');
      const file = separator === '\t' ? Buffer.from(`\uFEFF${text}`, 'utf16le') : Buffer.from(text);
      const response = await importFile(file, '?dry_run=true');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<CatalogueImportReport>().counts).toMatchObject({ unchanged: rows.length, refused: 0 });
    }
  });

  it('refuses a line written with another separator than the header, naming the line, and writes nothing', async () => {
    const before = await antennaFile();
    const semicolon = FILES.semicolon.toString('utf8');
    // Line 3 pasted from a comma file.
    const lines = semicolon.split('\r\n');
    lines[2] = lines[2]!.replaceAll(';', ',');
    const mixedRows = Buffer.from(lines.join('\r\n'));
    const mixedHeader = Buffer.from(semicolon.replace('make;model', 'make,model'));
    for (const [file, message] of [
      [mixedRows, 'Line 3: the line is separated by commas, the header by semicolons'],
      [mixedHeader, 'Line 1: the header mixes commas and semicolons; save it with one'],
    ] as const) {
      for (const query of ['?dry_run=true', '']) {
        const response = await importFile(file, query);
        expect(response.statusCode).toBe(422);
        expect(response.json<Refusal>().full_messages).toEqual([message]);
      }
    }
    expect(await antennaFile()).toBe(before);
  });

  it('refuses a byte no encoding reads, naming its line, in each fixture, and writes nothing', async () => {
    const before = await antennaFile();
    const lineBreaks = (bytes: Buffer, width: number) =>
      [...bytes.keys()].filter((index) => index % width === 0 && bytes[index] === 0x0a && bytes[index + 1] !== 0x0d);
    // After the third line break (in line 4): a lone UTF-16 surrogate, a stray UTF-8 lead byte after the mark, a byte
    // Windows-1252 leaves undefined.
    const spoilt = (bytes: Buffer, width: number, bad: number[]) => {
      const at = lineBreaks(bytes, width)[2]! + width;
      return Buffer.concat([bytes.subarray(0, at), Buffer.from(bad), bytes.subarray(at)]);
    };
    for (const file of [
      spoilt(FILES.unicodeText, 2, [0x00, 0xd8]),
      spoilt(FILES.semicolon, 1, [0xc3]),
      spoilt(FILES.windows1252, 1, [0x81]),
    ]) {
      for (const query of ['?dry_run=true', '']) {
        const response = await importFile(file, query);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json<Refusal>().full_messages).toEqual([notTextFile(4)]);
      }
    }
    expect(await antennaFile()).toBe(before);
  });

  it('refuses a decimal comma (as Excel writes numbers where ";" separates lists) at its field, not read as another number', async () => {
    const file = Buffer.from(FILES.semicolon.toString('utf8').replace(';22.5;', ';22,5;'));
    const response = await importFile(file, '?dry_run=true');
    expect(response.statusCode).toBe(422);
    const refused = response.json<Refusal>().report.rows[0]!;
    expect(refused).toMatchObject({ line: 2, status: 'refused' });
    expect(refused.messages).toEqual([expect.stringMatching(/^Weight /)]);
  });

  it('refuses each fixture to anonymous callers (401) and reseller users (403)', async () => {
    for (const file of Object.values(FILES)) {
      const post = { method: 'POST' as const, url: '/api/antennas/import', payload: file };
      const anonymous = await t.app.inject({ ...post, headers: { 'content-type': 'text/csv' } });
      expect(anonymous.statusCode).toBe(401);
      const reseller = await t.app.inject({ ...post, headers: { ...resellerUser, 'content-type': 'text/plain' } });
      expect(reseller.statusCode).toBe(403);
    }
  });
});
