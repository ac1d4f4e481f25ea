import type { SearchFilters } from '@nprm/contracts';
import { apiResponse } from '../../../lib/api';
import { filterQuery } from './filters';
import { API_PATHS } from '@nprm/contracts/paths';

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Data rows (after the header) completely received so far. */
  rows: number;
  /** Content-Length when the server sent one (a streamed answer usually has none). */
  totalBytes: number | null;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts CSV records as bytes arrive: a line feed outside quotes ends a record. Works on raw UTF-8 bytes (no
 * multi-byte character contains a quote or line-feed byte), across chunk boundaries.
 */
export class CsvRecordCounter {
  private inQuotes = false;
  private records = 0;
  private pending = false;

  push(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.inQuotes = !this.inQuotes;
      if (byte === LINE_FEED && !this.inQuotes) {
        this.records += 1;
        this.pending = false;
      } else if (byte !== 0x0d) {
        this.pending = true;
      }
    }
  }

  /** Data rows seen (the first record is the header); `final` counts a last record without a line feed. */
  dataRows(final = false): number {
    const records = this.records + (final && this.pending ? 1 : 0);
    return Math.max(0, records - 1);
  }
}

/**
 * GET /api/mount_search_results as CSV (GET /api/mount_search_results at /api/docs; authenticated) with the list's
 * filters, so the file holds exactly the filtered searches; read as a stream so the page can show progress; resolves
 * with the file.
 */
export async function fetchSearchResultsCsv(
  filters: SearchFilters,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; bytes: number; rows: number }> {
  const response = await apiResponse(API_PATHS.searches, {
    headers: { accept: 'text/csv' },
    query: filterQuery(filters),
    ...(signal ? { signal } : {}),
  });
  const totalBytes = Number(response.headers.get('content-length')) || null;
  const counter = new CsvRecordCounter();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      counter.push(value);
      onProgress({ bytes, rows: counter.dataRows(), totalBytes });
    }
  } else {
    const whole = new Uint8Array(await response.arrayBuffer());
    chunks.push(whole);
    bytes = whole.byteLength;
    counter.push(whole);
  }
  const rows = counter.dataRows(true);
  onProgress({ bytes, rows, totalBytes });
  return { blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), bytes, rows };
}

/** 12345 → "12.1 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
