import { fuzzyRows } from './fuzzy.js';
import { loadGazetteer, lowerBound, placeAt, usFirst, type Gazetteer, type Place } from './gazetteer.js';
import { foldName } from './fold.js';
import { labelRows, qualifiedRows } from './resolve.js';
import { typedPlace, ZIP_PREFIX } from './typed-place.js';
import { zipPlacesStartingWith } from './zips.js';

export type { Place, PlaceKind } from './gazetteer.js';

export interface SearchPlacesOptions {
  /** Most results to return (1..100, default 10). */
  limit?: number;
  /** Only places in these countries (ISO 3166-1 alpha-2, any case). */
  countries?: readonly string[];
}

export const DEFAULT_PLACE_LIMIT = 10;
export const MAX_PLACE_LIMIT = 100;

// A few spare candidates absorb places dropped for sharing a label with a more populous one.
const SPARE = 16;
// Prefixes this short match thousands of keys; their best places are computed once and kept.
const SHORT_PREFIX = 2;
const shortPrefixCache = new Map<string, number[]>();

function shortPrefixBest(g: Gazetteer, prefix: string): number[] {
  let best = shortPrefixCache.get(prefix);
  if (!best) {
    best = bestMatches(g, prefix, MAX_PLACE_LIMIT + SPARE, null);
    shortPrefixCache.set(prefix, best);
  }
  return best;
}

/** The best-ranked (lowest row) distinct places whose key starts with the prefix, sorted, at most `capacity`. */
function bestMatches(g: Gazetteer, prefix: string, capacity: number, only: ReadonlySet<string> | null): number[] {
  const best: number[] = [];
  let worst = Infinity;
  const end = lowerBound(g.keys, prefix + '\uffff');
  for (let i = lowerBound(g.keys, prefix); i < end; i++) {
    const place = g.keyPlace[i] as number;
    if (place >= worst) continue;
    if (only && !only.has(g.countries[place] as string)) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as number) > place) at--;
    if (best[at - 1] === place) continue;
    best.splice(at, 0, place);
    if (best.length > capacity) best.pop();
    if (best.length === capacity) worst = best[capacity - 1] as number;
  }
  return best;
}

/**
 * Places for the location field, best first:
 * - a US ZIP code ("33139") gives its place, three or four digits the ZIP codes that start so; coordinates
 *   ("25.79, -80.13", "25.79° N 80.13° W") give themselves, or nothing when out of range (`countries` does not
 *   apply to coordinates);
 * - else cities whose name starts with the query, most populous first, and among places of the same name those in
 *   the US and its territories first ("san juan": San Juan, Puerto Rico before San Juan, Argentina). Case, accents
 *   and punctuation are ignored ("san jose" finds "San José", "st louis" and "saint louis" find "St. Louis");
 *   several words match as a phrase prefix ("new york"); text with a comma matches the label ("Miami, FL");
 * - else a city and its state, province or country as the place rule reads them ("Portland OR", "Chicago, Illinois");
 * - when nothing starts so, near misses: names within one or two edits ("Chicgo" finds Chicago), by population.
 * Places with the same label keep only the most populous one. An empty or blank query returns [].
 */
export function searchPlaces(query: string, options: SearchPlacesOptions = {}): Place[] {
  const text = query.trim();
  const prefix = foldName(text);
  if (prefix === '') return [];
  const limit = Math.min(MAX_PLACE_LIMIT, Math.max(1, Math.floor(options.limit ?? DEFAULT_PLACE_LIMIT)));
  const only: ReadonlySet<string> | null =
    options.countries && options.countries.length > 0 ? new Set(options.countries.map((c) => c.toUpperCase())) : null;
  const allowed = (place: Place) => place.kind === 'coordinates' || only === null || only.has(place.country);

  if (ZIP_PREFIX.test(text)) return zipPlacesStartingWith(text, MAX_PLACE_LIMIT).filter(allowed).slice(0, limit);
  const typed = typedPlace(text);
  if (typed !== undefined) return typed && allowed(typed) ? [typed] : [];

  const g = loadGazetteer();
  let best =
    only === null && prefix.length <= SHORT_PREFIX
      ? shortPrefixBest(g, prefix)
      : bestMatches(g, prefix, limit + SPARE, only);
  const inCountries = (row: number) => only === null || only.has(g.countries[row] as string);
  if (best.length === 0) best = labelRows(g, text, false).filter(inCountries);
  // Before near misses: a city and its state as typed ("Portland OR", "Chicago, Illinois"), read as the place rule does.
  if (best.length === 0) best = qualifiedRows(g, text).filter(inCountries);
  if (best.length === 0) best = fuzzyRows(g, prefix, limit + SPARE, only);
  const results: Place[] = [];
  const labels = new Set<string>();
  for (const i of usFirst(g, best)) {
    const place = placeAt(g, i);
    if (labels.has(place.name)) continue;
    labels.add(place.name);
    results.push(place);
    if (results.length === limit) break;
  }
  return results;
}

/** Loads the gazetteer now (it otherwise loads on the first search); returns how many places it holds. */
export function preloadPlaces(): number {
  return loadGazetteer().ids.length;
}
