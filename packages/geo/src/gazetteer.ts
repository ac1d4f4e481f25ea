/** The embedded GeoNames gazetteer (data/places.tsv.gz): loaded once, rows in population order, keys sorted. */
import { readDataFile } from './data-files.js';
import { foldName, nameKeys } from './fold.js';
import { US_TERRITORY_NAMES } from './us-states.js';

/** What a place is: a city of the gazetteer, a US ZIP code's centroid, a county named in typed text, or coordinates. */
export type PlaceKind = 'city' | 'zip' | 'county' | 'coordinates';

/** A place: a city from the embedded GeoNames gazetteer, a US ZIP code, a county or typed coordinates. */
export interface Place {
  /**
   * GeoNames id of a city; the ZIP code as a number (33139); a county's FIPS code as a number (12086); 0 for
   * coordinates. Unique together with `kind`.
   */
  id: number;
  /**
   * Display label: "Chicago, IL, United States", "Toronto, ON, Canada", "San José, Costa Rica",
   * "33139, Miami Beach, FL, United States", "Miami-Dade County, FL, United States", "25.79, -80.13".
   */
  name: string;
  /** The city's own name, as GeoNames spells it ("San José"); the ZIP's city; "" for a county or coordinates. */
  city: string;
  /** Short state/province (US, Canada, Australia), else null. */
  admin1: string | null;
  /** ISO 3166-1 alpha-2 country code ("" for coordinates). */
  country: string;
  countryName: string;
  /** 0 for ZIP codes, counties and coordinates. */
  population: number;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
}

/** The United States and its inhabited territories (their own country codes in GeoNames). */
export const US_AREAS: ReadonlySet<string> = new Set(['US', ...Object.keys(US_TERRITORY_NAMES)]);

export interface Gazetteer {
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

/**
 * Reads the file in place, line by line and field by field, and keeps only what the gazetteer holds: the first place
 * look-up of a server's life runs it under whatever load there is, and splitting the whole file into lines and rows
 * (arrays of field strings, all alive until the end, so promoted to the old generation) made the JavaScript heap grow
 * by some 60 MB for 11 MB kept (docs/decisions/0035-embedded-server-memory.md).
 */
export function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  const text = readDataFile('places.tsv.gz');
  const countryNames = new Map<string, string>();
  const adminNames = new Map<string, string>();
  /** Calls `each(start, end)` for every line that is not empty or a comment. */
  const eachLine = (each: (start: number, end: number) => void) => {
    for (let start = 0; start < text.length;) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      if (end > start && text[start] !== '#') each(start, end);
      start = end + 1;
    }
  };
  /** The line's fields from `start`, up to `count` of them ('' for missing ones), as `split('\t')` gives them. */
  const fields = (start: number, end: number, count: number): string[] => {
    const out: string[] = [];
    let from = start;
    for (let k = 0; k < count; k++) {
      if (from > end) {
        out.push('');
        continue;
      }
      let tab = text.indexOf('\t', from);
      if (tab === -1 || tab > end) tab = end;
      out.push(text.slice(from, tab));
      from = tab + 1;
    }
    return out;
  };
  const isRecord = (start: number, end: number, kind: string) =>
    text[start] === kind && (start + 1 === end || text[start + 1] === '\t');
  let n = 0;
  eachLine((start, end) => {
    if (isRecord(start, end, 'C')) {
      const [, code = '', name = ''] = fields(start, end, 3);
      countryNames.set(code, name);
    } else if (isRecord(start, end, 'A')) {
      const [, code = '', name = ''] = fields(start, end, 3);
      adminNames.set(code, name);
    } else n++;
  });
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
  const keys: string[] = [];
  const keyRows: number[] = [];
  let i = 0;
  eachLine((start, end) => {
    if (isRecord(start, end, 'C') || isRecord(start, end, 'A')) return;
    const [id, city = '', country = '', admin = '', population, lat, lon] = fields(start, end, 7);
    g.ids[i] = Number(id);
    g.cities[i] = city;
    g.countries[i] = country;
    g.admin1[i] = admin === '' ? null : country === 'US' ? admin : (adminNames.get(`${country}.${admin}`) ?? null);
    g.population[i] = Number(population);
    g.latitude[i] = Number(lat);
    g.longitude[i] = Number(lon);
    for (const key of nameKeys(foldName(city))) {
      keys.push(key);
      keyRows.push(i);
    }
    i++;
  });
  // Sorted by key, then row: an index sort, with no object per key.
  const order = new Uint32Array(keys.length);
  for (let k = 0; k < order.length; k++) order[k] = k;
  order.sort((a, b) => {
    const ka = keys[a] as string;
    const kb = keys[b] as string;
    return ka < kb ? -1 : ka > kb ? 1 : (keyRows[a] as number) - (keyRows[b] as number);
  });
  g.keys = Array.from(order, (k) => keys[k] as string);
  g.keyPlace = Uint32Array.from(order, (k) => keyRows[k] as number);
  gazetteer = g;
  return g;
}

export function lowerBound(keys: readonly string[], target: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The country's name ("Puerto Rico"), or the code when the gazetteer has none. */
export function countryNameOf(code: string): string {
  return loadGazetteer().countryNames.get(code) ?? code;
}

export function placeAt(g: Gazetteer, i: number): Place {
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
    kind: 'city',
  };
}

/** The rows whose search key is exactly `folded` (a name or its St/Saint spelling), best ranked (lowest) first. */
export function rowsNamed(g: Gazetteer, folded: string): number[] {
  const rows = new Set<number>();
  for (let i = lowerBound(g.keys, folded); i < g.keys.length && g.keys[i] === folded; i++) {
    rows.add(g.keyPlace[i] as number);
  }
  return [...rows].sort((a, b) => a - b);
}

/**
 * Rows reordered so that, for a name held both by places in the US and its territories and by places abroad, the
 * US ones come first (the wind basis is a US standard), all of that name together at the slot of its best-ranked
 * place: "San Juan, Puerto Rico", "San Juan, TX", then "San Juan, Argentina". Every other row keeps its place
 * (population order).
 */
export function usFirst(g: Gazetteer, rows: readonly number[]): number[] {
  const names = rows.map((row) => foldName(g.cities[row] as string));
  const isUs = (row: number) => US_AREAS.has(g.countries[row] as string);
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const name = names[i] as string;
    groups.set(name, [...(groups.get(name) ?? []), row]);
  });
  const ordered: number[] = [];
  const placed = new Set<string>();
  rows.forEach((row, i) => {
    const name = names[i] as string;
    const group = groups.get(name) as number[];
    const mixed = group.some(isUs) && !group.every(isUs);
    if (!mixed) ordered.push(row);
    else if (!placed.has(name)) {
      placed.add(name);
      ordered.push(...group.filter(isUs), ...group.filter((r) => !isUs(r)));
    }
  });
  return ordered;
}
