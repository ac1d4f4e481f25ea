/**
 * CSV cells as every CSV the server writes or reads them (the search export, the catalogue files): formula
 * escaping and quoting on the way out, the escape taken off again on the way in.
 */
import { stringify } from 'csv-stringify/sync';

export type Cell = string | number | boolean | null;

/** A text a spreadsheet would read as a formula: = + - @, or a leading tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would read as a formula gets a leading apostrophe, so a customer-typed "=HYPERLINK(…)" stays
 * text (OWASP "CSV injection"). Numbers are our own figures and stay numbers (a longitude of -87.6 is not a
 * formula).
 */
export function escapeFormula(value: Cell): Cell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text escapeFormula wrote, as it was: the apostrophe it added in front of a formula start comes off. */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
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
