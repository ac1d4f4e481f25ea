/** What the catalogue CSV test files share: sending a file to the import, reading a file's rows, writing rows back. */
import { parse } from 'csv-parse/sync';
import type { useAdminTestApp } from './admin-api.js';

type TestApp = Pick<ReturnType<typeof useAdminTestApp>, 'app' | 'admin'>;

/** POST /api/{entity}/import[query] as the admin, the file as the body. */
export const importCsvFile = (t: TestApp, entity: string, body: string | Buffer, query = '', type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${entity}/import${query}`,
    headers: { ...t.admin, 'content-type': type },
    payload: body,
  });

/** A CSV file's rows by column, its byte-order mark taken off. */
export const csvRowsOf = (text: string) => parse<Record<string, string>>(text, { columns: true, bom: true });

/** Rows back to CSV text, the first row's keys as the header; cells quoted where they hold a quote, comma or line. */
export function rowsToCsv(rows: Record<string, string>[], lineBreak = '\n'): string {
  const columns = Object.keys(rows[0]!);
  const quote = (cell: string) => (/[",\n|]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [columns.join(','), ...rows.map((row) => columns.map((c) => quote(row[c] ?? '')).join(','))].join(lineBreak);
}
