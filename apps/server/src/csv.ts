/**
 * CSV cells as every CSV the server writes or reads them (the search export, the catalogue files): formula
 * escaping and quoting on the way out, the escape taken off again on the way in.
 */
import { stringify } from 'csv-stringify/sync';

export type Cell = string | number | boolean | null;

/**
 * Where a spreadsheet may start a cell: the start of the text, or just after a character some reader splits on
 * (comma, semicolon, tab, line break) or takes as a cell's opening quote. Quoting protects a cell only from a reader that uses the file's own
 * separator: a reader splitting the comma-separated file on `;` sees the quote as text, so `"x;=1+1"` still yields a
 * cell `=1+1`. Hence every such start is escaped, not only the first.
 */
const CELL_START = String.raw`(?<=^|[,;\t\r\n"])`;
/** A formula start (= + - @, or a tab or carriage return that a spreadsheet skips before one), after any apostrophes. */
const FORMULA_AHEAD = String.raw`(?='*[=+\-@\t\r])`;
const ESCAPE_AT = new RegExp(CELL_START + FORMULA_AHEAD, 'g');
const UNESCAPE_AT = new RegExp(`${CELL_START}'${FORMULA_AHEAD}`, 'g');

/**
 * A text a spreadsheet could read as a formula, however the line is split, gets an apostrophe at each place a cell
 * could start with one: `=HYPERLINK(…)` becomes `'=HYPERLINK(…)`, `x;=1+1` becomes `x;'=1+1` (OWASP "CSV
 * injection"). Apostrophes already there count as part of the start (`'=1` becomes `''=1`), so unescapeFormula
 * gives back exactly the text. Numbers are our own figures and stay numbers (a longitude of -87.6 is not a formula).
 */
export function escapeFormula(value: Cell): Cell {
  return typeof value === 'string' ? value.replace(ESCAPE_AT, "'") : value;
}

/** The text escapeFormula wrote, as it was: one apostrophe comes off at each place escapeFormula added one. */
export function unescapeFormula(text: string): string {
  return text.replace(UNESCAPE_AT, '');
}

/**
 * Besides the comma, a quote and a line break (quoted by default), a cell holding a semicolon or a tab is quoted
 * too, so a reader using the file's quoting keeps it whole under any of those separators.
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
