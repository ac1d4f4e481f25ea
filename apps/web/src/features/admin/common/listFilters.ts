import { constructFilterFn } from '@tanstack/react-table';

/** "-2", "10", "1.5", ".5" — a plain decimal number as typed in a comparison (no exponents, no thousands commas). */
const NUMBER = String.raw`-?(?:\d+(?:\.\d*)?|\.\d+)`;
const COMPARISON = new RegExp(String.raw`^(>=|<=|>|<|=)\s*(${NUMBER})$`);
const RANGE = new RegExp(String.raw`^(${NUMBER})\s*\.\.\s*(${NUMBER})$`);

/**
 * A number filter with an operator ("> 100", "<=2.5", "=12") or a range ("10..20", both ends included), as a test
 * on the cell's number; null when the text is not one (then it matches as typed).
 */
export function numberCondition(typed: string): ((value: number) => boolean) | null {
  const comparison = COMPARISON.exec(typed);
  if (comparison) {
    const bound = Number(comparison[2]);
    switch (comparison[1]) {
      case '>':
        return (value) => value > bound;
      case '<':
        return (value) => value < bound;
      case '>=':
        return (value) => value >= bound;
      case '<=':
        return (value) => value <= bound;
      default:
        return (value) => value === bound;
    }
  }
  const range = RANGE.exec(typed);
  if (!range) return null;
  // "20..10" means the same numbers as "10..20".
  const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
  return (value) => value >= low && value <= high;
}

/**
 * How the admin lists match what is typed (docs/product.md, lists), always against the value as the cell shows it:
 * a text column matches anywhere in its text, case ignored ("sled" finds "4×4 ft Flat-Roof Sled"); a number column
 * matches from its start ("1" finds 1, 10–19, 100…; "12" finds 12, 120…; "1.6" finds 1.66), so the list narrows
 * digit by digit and "7" never finds 17. A number column also takes ">100", "<5", ">=2.5", "<=0.4", "=12" and
 * ranges "10..20" (ends included), compared as numbers: "weight >100" once matched nothing. Spaces
 * around the typed text are ignored.
 */
export function matchesCell(value: unknown, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return true;
  if (typeof value === 'number') {
    const condition = numberCondition(wanted);
    return condition ? condition(value) : String(value).startsWith(wanted);
  }
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
