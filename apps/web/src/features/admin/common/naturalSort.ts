/**
 * The admin's one order for text people read (docs/product.md, lists): natural, so "4×4 ft Sled" comes before
 * "12×12 ft Sled" and a name starting with a digit sorts among the others by its number, not after every letter;
 * case and accents do not count.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const naturalCompare = (a: string, b: string): number => collator.compare(a, b);

/**
 * Two cell values in natural order: numbers by value, anything else as text (an empty cell first when ascending).
 */
export function compareCells(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return naturalCompare(cellText(a), cellText(b));
}

/** A cell's value as text: the list's cells hold text, numbers, booleans or nothing. */
function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
