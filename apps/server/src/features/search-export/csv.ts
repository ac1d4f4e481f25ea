import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvRows } from '../../csv.js';
import { SEARCH_EXPORT_COLUMNS, type SearchExportRow } from '@nprm/contracts';
import type { SearchExportRecord } from './search-export.repository.js';

export function resultUrl(origin: string, token: string): string {
  return `${origin}/results?t=${encodeURIComponent(token)}`;
}

/** The JSON form of a search (also the CSV row before escaping). */
export function toExportRow(record: SearchExportRecord, origin: string): SearchExportRow {
  const { cursor: _cursor, created_at, ...fields } = record;
  return { ...fields, created_at: created_at.toISOString(), result_url: resultUrl(origin, record.token) };
}

/**
 * The searches as CSV, header row first. One chunk per page of searches: the next page is read from the database
 * only when the client has taken the previous one, so memory stays flat however many rows there are.
 */
export function searchesCsv(pages: AsyncIterable<SearchExportRecord[]>, origin: string): Readable {
  async function* chunks() {
    yield stringify([[...SEARCH_EXPORT_COLUMNS]]);
    for await (const page of pages) {
      const rows = page.map((record) => {
        const row = toExportRow(record, origin);
        return SEARCH_EXPORT_COLUMNS.map((column) => row[column]);
      });
      yield csvRows(rows);
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}
