import { parse } from 'csv-parse/sync';

/** Parses RFC 4180 CSV text (quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  return parse(text, { relax_column_count: true });
}

/** Parses CSV with a header row into records keyed by column name; throws when the header lacks a column. */
export function parseCsvRecords<K extends string>(text: string, columns: readonly K[]): Record<K, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('CSV is empty');
  const index = columns.map((c) => {
    const i = header.indexOf(c);
    if (i < 0) throw new Error(`CSV has no column "${c}" (header: ${header.join(',')})`);
    return i;
  });
  return rows.map((r) => Object.fromEntries(columns.map((c, j) => [c, r[index[j] ?? -1] ?? ''])) as Record<K, string>);
}
