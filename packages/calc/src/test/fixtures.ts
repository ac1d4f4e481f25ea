/** Test helpers: read the committed fixtures (src/fixtures, see its README) and their CSV reader. */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

export function readFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}

/** The fixture CSV as records keyed by its header row. */
export function parseCsv(text: string): Record<string, string>[] {
  return parse<Record<string, string>>(text, { columns: true, skip_empty_lines: true });
}
