import { formatNumber } from '@nprm/calc/number-format';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 1234.4 → "1,234" (docs/product.md, constants: thousands separators are commas). */
export function formatWhole(value: number): string {
  return Number.isFinite(value) ? formatNumber(value, 0) : '–';
}

/** 23.456 → "23.5". */
export function formatOneDecimal(value: number): string {
  return Number.isFinite(value) ? formatNumber(value, 1, 1) : '–';
}

/**
 * A moment → its date in the visitor's own time zone (or `timeZone`), "November 21, 2026" (R-24: the local date of
 * a search).
 */
export function formatLocalDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/** An ISO date → "November 21, 2026" (docs/product.md, constants: "Month day, year"). */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
