/**
 * Reading an uploaded catalogue file (the catalogue CSV calls at /api/docs): is it CSV text at all, which separator
 * its header uses (comma, semicolon or tab, as Excel saves in different locales and as "Unicode Text"), does its
 * first line name exactly the export's columns, and each data row's cells by column. What is wrong with the file as a whole
 * comes back as file errors; what is wrong with one row is left to the row checks.
 */
import { parse } from 'csv-parse/sync';
import { CATALOGUE_CSV_OPTIONAL_COLUMNS, CATALOGUE_IMPORT_MAX_ROWS } from '@nprm/contracts';
import { unescapeFormula } from '../../csv.js';
import { decodeCsvText, notTextFile } from '../../csv-file.js';

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

/** The separators a file may use, as its messages name them. */
const SEPARATORS = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' } as const;
type Separator = keyof typeof SEPARATORS;
const separatorsIn = (line: string) =>
  (Object.keys(SEPARATORS) as Separator[]).filter((separator) => line.replace(/"[^"]*"/g, '').includes(separator));

/**
 * The separator of the header line (column names hold none, so the one found outside quotes is it; a comma when
 * the header is one column), or why the header cannot tell.
 */
function headerSeparator(text: string): { separator: Separator } | { error: string } {
  const found = separatorsIn(text.split('\n')[0]!);
  if (found.length > 1)
    return { error: `Line 1: the header mixes ${found.map((s) => SEPARATORS[s]).join(' and ')}; save it with one` };
  return { separator: found[0] ?? ',' };
}

type Parsed = { record: string[]; info: { lines: number }; raw: string };

/**
 * Why a line that does not fit the header (wrong cell count, or not CSV under the header's separator) is wrong, when
 * it is written with another separator (a line pasted from a file saved in another locale): outside quotes it holds
 * another separator and not the header's.
 */
function otherSeparatorMessage(line: number, text: string, separator: Separator): string[] {
  const found = separatorsIn(text);
  const other = found.find((candidate) => candidate !== separator);
  if (other === undefined || found.includes(separator)) return [];
  return [`Line ${line}: the line is separated by ${SEPARATORS[other]}, the header by ${SEPARATORS[separator]}`];
}

/** The file's rows by column, or why it cannot be read as the entity's CSV. */
export function readCsvFile(body: unknown, columns: readonly string[]): CsvFile {
  if (!Buffer.isBuffer(body)) return refused('The file must be sent as CSV text (Content-Type: text/csv)');
  const decoded = decodeCsvText(body);
  if ('unreadableLine' in decoded) return refused(notTextFile(decoded.unreadableLine));
  const { text } = decoded;
  if (text.trim() === '') return refused('The file is empty');
  const header = headerSeparator(text);
  if ('error' in header) return refused(header.error);
  const { separator } = header;
  let records: Parsed[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separator,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    // A line written with another separator often fails as CSV (a quote mid-cell): say that rather than the parser.
    const line = (error as { lines?: number }).lines ?? 0;
    const mixed = otherSeparatorMessage(line, text.split('\n')[line - 1] ?? '', separator);
    return refused(...(mixed.length > 0 ? mixed : [`The file is not valid CSV: ${(error as Error).message}`]));
  }
  const [first, ...data] = records;
  if (!first) return refused('The file is empty');
  const errors = headerErrors(first.record, columns);
  if (errors.length > 0) return refused(...errors);
  const mixed = data.flatMap((row) =>
    row.record.length === first.record.length ? [] : otherSeparatorMessage(row.info.lines, row.raw, separator),
  );
  if (mixed.length > 0) return refused(...mixed);
  if (data.length === 0) return refused('The file has no rows under its header');
  if (data.length > CATALOGUE_IMPORT_MAX_ROWS)
    return refused(`The file has ${data.length} rows; one import takes at most ${CATALOGUE_IMPORT_MAX_ROWS}`);
  const names = first.record.map((name) => name.trim());
  const rows = data.map(({ record, info }): FileRow => {
    const cells = Object.fromEntries(names.map((name, index) => [name, unescapeFormula(record[index] ?? '')]));
    const row: FileRow = { line: info.lines, cells };
    if (record.length !== names.length) row.wrongCellCount = record.length;
    return row;
  });
  return { fileErrors: [], rows };
}
