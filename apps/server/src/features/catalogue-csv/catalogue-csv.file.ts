/**
 * Reading an uploaded catalogue file (the catalogue CSV calls at /api/docs): is it CSV text at all, does its first line
 * name exactly the export's columns, and each data row's cells by column. What is wrong with the file as a whole
 * comes back as file errors; what is wrong with one row is left to the row checks.
 */
import { parse } from 'csv-parse/sync';
import { CATALOGUE_CSV_OPTIONAL_COLUMNS, CATALOGUE_IMPORT_MAX_ROWS } from '@nprm/contracts';
import { unescapeFormula } from '../../csv.js';
import { decodeCsvText, NOT_TEXT_FILE } from '../../csv-file.js';

export interface FileRow {
  /** The line the row ends on (the header is line 1). */
  line: number;
  /** The row's cells by column, the export's formula escape taken off. */
  cells: Record<string, string>;
  /** The number of cells when it differs from the header's. */
  wrongCellCount?: number;
}

export type CsvFile = { fileErrors: string[]; rows: FileRow[] };

const refused = (...fileErrors: string[]): CsvFile => ({ fileErrors, rows: [] });

function headerErrors(header: string[], columns: readonly string[]): string[] {
  const names = header.map((name) => name.trim());
  if (!names.some((name) => columns.includes(name)))
    return [`The first line must name the columns: ${columns.join(', ')}`];
  const errors: string[] = [];
  const missing = columns.filter(
    (column) => !names.includes(column) && !CATALOGUE_CSV_OPTIONAL_COLUMNS.includes(column),
  );
  if (missing.length > 0) errors.push(`Missing columns: ${missing.join(', ')}`);
  const unknown = names.filter((name) => !columns.includes(name));
  if (unknown.length > 0) errors.push(`Unknown columns: ${unknown.map((name) => name || '(blank)').join(', ')}`);
  const repeated = names.filter((name, index) => columns.includes(name) && names.indexOf(name) !== index);
  if (repeated.length > 0) errors.push(`Columns named twice: ${[...new Set(repeated)].join(', ')}`);
  return errors;
}

/** The file's rows by column, or why it cannot be read as the entity's CSV. */
export function readCsvFile(body: unknown, columns: readonly string[]): CsvFile {
  if (!Buffer.isBuffer(body)) return refused('The file must be sent as CSV text (Content-Type: text/csv)');
  const text = decodeCsvText(body);
  if (text === null) return refused(NOT_TEXT_FILE);
  if (text.trim() === '') return refused('The file is empty');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    return refused(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header) return refused('The file is empty');
  const errors = headerErrors(header.record, columns);
  if (errors.length > 0) return refused(...errors);
  if (data.length === 0) return refused('The file has no rows under its header');
  if (data.length > CATALOGUE_IMPORT_MAX_ROWS)
    return refused(`The file has ${data.length} rows; one import takes at most ${CATALOGUE_IMPORT_MAX_ROWS}`);
  const names = header.record.map((name) => name.trim());
  const rows = data.map(({ record, info }): FileRow => {
    const cells = Object.fromEntries(names.map((name, index) => [name, unescapeFormula(record[index] ?? '')]));
    const row: FileRow = { line: info.lines, cells };
    if (record.length !== names.length) row.wrongCellCount = record.length;
    return row;
  });
  return { fileErrors: [], rows };
}
