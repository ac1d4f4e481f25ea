import { randomInt } from 'node:crypto';

/** Letters and digits a reader cannot confuse (no I, L, O, U, 0, 1). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A review's public reference, "V-7KQ2-M9XD": random (40 bits), so references cannot be walked. */
export function newReviewReference(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `V-${part()}-${part()}`;
}

/**
 * Whether text has the shape of a reference (upper case, as looked up): anything else (a NUL byte, a path, 10 kB of
 * text) names no review, so it is never sent to the database.
 */
export function isReviewReference(text: string): boolean {
  return /^V-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(text);
}
