import { constructFilterFn } from '@tanstack/react-table';

/**
 * How the admin lists match what is typed (docs/product.md, lists), always against the value as the cell shows it:
 * a text column matches anywhere in its text, case ignored ("sled" finds "4×4 ft Flat-Roof Sled"); a number column
 * matches from its start ("1" finds 1, 10–19, 100…; "12" finds 12, 120…; "1.6" finds 1.66), so the list narrows
 * digit by digit and "7" never finds 17. Spaces around the typed text are ignored.
 */
export function matchesCell(value: unknown, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return true;
  if (typeof value === 'number') return String(value).startsWith(wanted);
  if (typeof value === 'string') return value.toLowerCase().includes(wanted);
  return false;
}

const empty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A column's "Filter" box. */
export const filterFn_cell = constructFilterFn({
  filter: (value: unknown, typed: string) => matchesCell(value, typed),
  autoRemove: empty,
  resolveFilterValue: (typed: unknown) => String(typed),
});

/** The search box: a row matches when any visible column's value contains the text (numbers too, anywhere). */
export const filterFn_search = constructFilterFn({
  filter: (value: unknown, typed: string) => matchesCell(typeof value === 'number' ? String(value) : value, typed),
  autoRemove: empty,
  resolveFilterValue: (typed: unknown) => String(typed),
});
