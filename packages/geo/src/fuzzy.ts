/** The near-miss search: names within a small edit distance of a query that matched nothing ("Chicgo"). */
import type { Gazetteer } from './gazetteer.js';

/** Queries shorter than this get no fuzzy matches: too many names are one edit away. */
const MIN_FUZZY_LENGTH = 4;
const LONGEST_QUERY = 100;

/** Most edits allowed: 1 for a 4-letter query, 2 from 5 letters. */
function maxEdits(length: number): number {
  return length < 5 ? 1 : 2;
}

// Three rows of the distance table, reused by every comparison (the search is synchronous).
const rows = [0, 1, 2].map(() => new Int32Array(LONGEST_QUERY + 8));

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent transpositions) between the
 * query and the name, and between the query and the name's best-matching start (for a query typed part-way):
 * the smaller of the two, or `limit + 1` when both exceed `limit`. Query and name as in foldName.
 */
export function nearDistance(query: string, name: string, limit: number): number {
  const n = query.length;
  // Columns beyond n + limit can only lead to distances above the limit.
  const m = Math.min(name.length, n + limit);
  if (n > LONGEST_QUERY || name.length < n - limit) return limit + 1;
  let before = rows[0] as Int32Array;
  let previous = rows[1] as Int32Array;
  let current = rows[2] as Int32Array;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const a = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const b = name.charCodeAt(j - 1);
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a === b ? 0 : 1),
      );
      if (i > 1 && j > 1 && a === name.charCodeAt(j - 2) && query.charCodeAt(i - 2) === b) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  // previous is the last row: the whole name at m = name.length, a start of it at any column from n - limit.
  let best = limit + 1;
  for (let j = Math.max(0, n - limit); j <= m; j++) best = Math.min(best, previous[j] as number);
  return best;
}

/**
 * Rows whose name, or its start, is within 1–2 edits of the folded query (one for a four-letter query), fewest
 * edits first, then most populous; at most `capacity`; [] for queries under four letters.
 */
export function fuzzyRows(g: Gazetteer, folded: string, capacity: number, only: ReadonlySet<string> | null): number[] {
  if (folded.length < MIN_FUZZY_LENGTH) return [];
  const limit = maxEdits(folded.length);
  const byRow = new Map<number, number>();
  for (let i = 0; i < g.keys.length; i++) {
    const distance = nearDistance(folded, g.keys[i] as string, limit);
    if (distance > limit) continue;
    const row = g.keyPlace[i] as number;
    if (only && !only.has(g.countries[row] as string)) continue;
    const known = byRow.get(row);
    if (known === undefined || distance < known) byRow.set(row, distance);
  }
  return [...byRow]
    .sort(([rowA, a], [rowB, b]) => a - b || rowA - rowB)
    .slice(0, capacity)
    .map(([row]) => row);
}
