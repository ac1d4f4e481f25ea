import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvRows } from '../../csv.js';
import { SEARCH_EXPORT_COLUMNS, type SearchExportRow } from '@nprm/contracts';
import { publicResultUrl } from '../resellers/index.js';
import type { SearchExportRecord } from './search-export.repository.js';

/** What a result link is built from (features/resellers/public-url.ts). */
export type LinkConfig = Parameters<typeof publicResultUrl>[0];

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
