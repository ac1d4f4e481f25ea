import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { SEARCH_EXPORT_COLUMNS, type SearchExportRow } from '@nprm/contracts';
import type { SearchExportRecord } from './search-export.repository.js';

type Cell = string | number | boolean | null;

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return) gets a leading
 * apostrophe, so a customer-typed "=HYPERLINK(…)" stays text (OWASP "CSV injection"). Numbers are our own figures
 * and stay numbers (a longitude of -87.6 is not a formula).
 */
export function escapeFormula(value: Cell): Cell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function resultUrl(origin: string, token: string): string {
  return `${origin}/results?t=${encodeURIComponent(token)}`;
}

/** The JSON form of a search (also the CSV row before escaping). */
export function toExportRow(record: SearchExportRecord, origin: string): SearchExportRow {
  const { cursor: _cursor, created_at, ...fields } = record;
  return { ...fields, created_at: created_at.toISOString(), result_url: resultUrl(origin, record.token) };
}

/** Streams the searches as CSV with a header row; rows are pulled from `records` only as fast as they are sent. */
export function searchesCsv(records: AsyncIterable<SearchExportRecord>, origin: string, onError: (error: Error) => void): Readable {
  async function* cells() {
    for await (const record of records) {
      const row = toExportRow(record, origin);
      yield SEARCH_EXPORT_COLUMNS.map((column) => escapeFormula(row[column]));
    }
  }
  const csv = stringify({
    header: true,
    columns: [...SEARCH_EXPORT_COLUMNS],
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
  return pipeline(Readable.from(cells()), csv, (error) => {
    if (error) onError(error);
  });
}
