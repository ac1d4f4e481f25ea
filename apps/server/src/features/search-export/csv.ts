import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { SEARCH_EXPORT_COLUMNS, type SearchExportRow } from '@nprm/contracts';
import { publicResultUrl } from '../resellers/public-url.js';
import type { SearchExportRecord } from './search-export.repository.js';

/** What a result link is built from (features/resellers/public-url.ts). */
export type LinkConfig = Parameters<typeof publicResultUrl>[0];

type Cell = string | number | boolean | null;

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return) gets a leading
 * apostrophe, so a customer-typed "=HYPERLINK(…)" stays text (OWASP "CSV injection"). Numbers are our own figures
 * and stay numbers (a longitude of -87.6 is not a formula).
 */
export function escapeFormula(value: Cell): Cell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The JSON form of a search (also the CSV row before escaping). Its `result_url` is on its reseller's domain, not
 * the one the export was asked on; a search with no fit has no result page, so no link (null, an empty cell).
 */
export function toExportRow(record: SearchExportRecord, links: LinkConfig): SearchExportRow {
  const { cursor: _cursor, reseller_domain, created_at, ...fields } = record;
  const result_url = record.no_fit === null ? publicResultUrl(links, reseller_domain, record.token) : null;
  return { ...fields, created_at: created_at.toISOString(), result_url };
}

/**
 * Besides the comma, a quote and a line break (quoted by default), a cell holding a semicolon or a tab is quoted
 * too: spreadsheets in semicolon locales, or opening the file as tab-separated, would otherwise split it, and the
 * part after the separator (`a;=1+1`) would start a new cell that could run as a formula.
 */
const csvOptions = {
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false') },
  quoted_match: /[,;\t\r\n"]/,
};

/** Rows of cells as CSV text: formula escaping first, then quoting where a cell holds a separator. */
export function csvRows(rows: readonly Cell[][]): string {
  return stringify(
    rows.map((row) => row.map(escapeFormula)),
    csvOptions,
  );
}

/**
 * The searches as CSV, header row first. One chunk per page of searches: the next page is read from the database
 * only when the client has taken the previous one, so memory stays flat however many rows there are.
 */
export function searchesCsv(pages: AsyncIterable<SearchExportRecord[]>, links: LinkConfig): Readable {
  async function* chunks() {
    yield stringify([[...SEARCH_EXPORT_COLUMNS]]);
    for await (const page of pages) {
      const rows = page.map((record) => {
        const row = toExportRow(record, links);
        return SEARCH_EXPORT_COLUMNS.map((column) => row[column]);
      });
      yield csvRows(rows);
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}
