import { readDataFile } from './data-files.js';
import { foldName, nameKeys } from './fold.js';

/** A city from the embedded GeoNames gazetteer. */
export interface Place {
  /** GeoNames id. */
  id: number;
  /** Display label: "Chicago, IL, United States", "Toronto, ON, Canada", "San José, Costa Rica". */
  name: string;
  /** The city's own name, as GeoNames spells it ("San José"). */
  city: string;
  /** Short state/province (US, Canada, Australia), else null. */
  admin1: string | null;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  countryName: string;
  population: number;
  latitude: number;
  longitude: number;
}

export interface SearchPlacesOptions {
  /** Most results to return (1..100, default 10). */
  limit?: number;
  /** Only places in these countries (ISO 3166-1 alpha-2, any case). */
  countries?: readonly string[];
}

export const DEFAULT_PLACE_LIMIT = 10;
export const MAX_PLACE_LIMIT = 100;

interface Gazetteer {
  ids: Uint32Array;
  cities: string[];
  countries: string[];
  admin1: (string | null)[];
  population: Uint32Array;
  latitude: Float64Array;
  longitude: Float64Array;
  countryNames: Map<string, string>;
  /** Search keys (folded names and their aliases), sorted. */
  keys: string[];
  /** keyPlace[i] is the place (row) that keys[i] belongs to. Rows are in population order, so a lower row ranks higher. */
  keyPlace: Uint32Array;
}

let gazetteer: Gazetteer | undefined;

function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  const lines = readDataFile('places.tsv.gz').split('\n');
  const countryNames = new Map<string, string>();
  const adminNames = new Map<string, string>();
  const rows: string[][] = [];
  for (const line of lines) {
    if (line === '' || line.startsWith('#')) continue;
    const f = line.split('\t');
    if (f[0] === 'C') countryNames.set(f[1] ?? '', f[2] ?? '');
    else if (f[0] === 'A') adminNames.set(f[1] ?? '', f[2] ?? '');
    else rows.push(f);
  }
  const n = rows.length;
  const g: Gazetteer = {
    ids: new Uint32Array(n),
    cities: new Array<string>(n),
    countries: new Array<string>(n),
    admin1: new Array<string | null>(n),
    population: new Uint32Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    countryNames,
    keys: [],
    keyPlace: new Uint32Array(0),
  };
  const keyed: { key: string; place: number }[] = [];
  rows.forEach((f, i) => {
    const [id, city = '', country = '', admin = '', population, lat, lon] = f;
    g.ids[i] = Number(id);
    g.cities[i] = city;
    g.countries[i] = country;
    g.admin1[i] = admin === '' ? null : country === 'US' ? admin : (adminNames.get(`${country}.${admin}`) ?? null);
    g.population[i] = Number(population);
    g.latitude[i] = Number(lat);
    g.longitude[i] = Number(lon);
    for (const key of nameKeys(foldName(city))) keyed.push({ key, place: i });
  });
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
  g.keys = keyed.map((k) => k.key);
  g.keyPlace = Uint32Array.from(keyed, (k) => k.place);
  gazetteer = g;
  return g;
}

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

function lowerBound(keys: readonly string[], target: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function placeAt(g: Gazetteer, i: number): Place {
  const city = g.cities[i] as string;
  const country = g.countries[i] as string;
  const admin1 = g.admin1[i] ?? null;
  const countryName = g.countryNames.get(country) ?? country;
  return {
    id: g.ids[i] as number,
    name: admin1 ? `${city}, ${admin1}, ${countryName}` : `${city}, ${countryName}`,
    city,
    admin1,
    country,
    countryName,
    population: g.population[i] as number,
    latitude: g.latitude[i] as number,
    longitude: g.longitude[i] as number,
  };
}

/**
 * Cities whose name starts with the query, most populous first. Case, accents and punctuation are ignored
 * ("san jose" finds "San José", "st louis" and "saint louis" find "St. Louis"); several words match as a
 * phrase prefix ("new york"). Places with the same label keep only the most populous one. An empty or
 * blank query returns [].
 */
export function searchPlaces(query: string, options: SearchPlacesOptions = {}): Place[] {
  const prefix = foldName(query);
  if (prefix === '') return [];
  const limit = Math.min(MAX_PLACE_LIMIT, Math.max(1, Math.floor(options.limit ?? DEFAULT_PLACE_LIMIT)));
  const only: ReadonlySet<string> | null =
    options.countries && options.countries.length > 0 ? new Set(options.countries.map((c) => c.toUpperCase())) : null;
  const g = loadGazetteer();

  const best =
    only === null && prefix.length <= SHORT_PREFIX
      ? shortPrefixBest(g, prefix)
      : bestMatches(g, prefix, limit + SPARE, only);
  const results: Place[] = [];
  const labels = new Set<string>();
  for (const i of best) {
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
