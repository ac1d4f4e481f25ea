/** US ZIP codes (data/zips.tsv.gz): each ZIP's centroid, its city and state, loaded once on first use. */
import { readDataFile } from './data-files.js';
import { countryNameOf, lowerBound, type Place } from './gazetteer.js';

interface ZipTable {
  /** Sorted. */
  zips: string[];
  cities: string[];
  states: string[];
  latitude: Float64Array;
  longitude: Float64Array;
}

/** Territories are their own country in the gazetteer's labels ("San Juan, Puerto Rico"); ZIPs say the same. */
const TERRITORIES: ReadonlySet<string> = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);

let table: ZipTable | undefined;

function loadZips(): ZipTable {
  if (table) return table;
  const rows = readDataFile('zips.tsv.gz')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  const t: ZipTable = {
    zips: rows.map((f) => f[0] ?? ''),
    cities: rows.map((f) => f[1] ?? ''),
    states: rows.map((f) => f[2] ?? ''),
    latitude: Float64Array.from(rows, (f) => Number(f[3])),
    longitude: Float64Array.from(rows, (f) => Number(f[4])),
  };
  table = t;
  return t;
}

function zipAt(t: ZipTable, i: number): Place {
  const zip = t.zips[i] as string;
  const city = t.cities[i] as string;
  const state = t.states[i] as string;
  const territory = TERRITORIES.has(state);
  const country = territory ? state : 'US';
  const countryName = countryNameOf(country);
  return {
    id: Number(zip),
    name: territory ? `${zip}, ${city}, ${countryName}` : `${zip}, ${city}, ${state}, ${countryName}`,
    city,
    admin1: territory ? null : state,
    country,
    countryName,
    population: 0,
    latitude: t.latitude[i] as number,
    longitude: t.longitude[i] as number,
    kind: 'zip',
  };
}

/** The place of a 5-digit ZIP code ("33139" → "33139, Miami Beach, FL, United States"), or null when unknown. */
export function zipPlace(zip: string): Place | null {
  const t = loadZips();
  const i = lowerBound(t.zips, zip);
  return t.zips[i] === zip ? zipAt(t, i) : null;
}

/** ZIP codes starting with `digits` (1–5 digits), in ZIP order, at most `limit`. */
export function zipPlacesStartingWith(digits: string, limit: number): Place[] {
  const t = loadZips();
  const places: Place[] = [];
  for (let i = lowerBound(t.zips, digits); i < t.zips.length && places.length < limit; i++) {
    if (!(t.zips[i] as string).startsWith(digits)) break;
    places.push(zipAt(t, i));
  }
  return places;
}

/** The ZIP codes of a state or territory (its USPS code), in ZIP order. */
export function zipPlacesInState(state: string): Place[] {
  const t = loadZips();
  const places: Place[] = [];
  t.states.forEach((zipState, i) => {
    if (zipState === state) places.push(zipAt(t, i));
  });
  return places;
}

/** Loads the ZIP table now; returns how many ZIP codes it holds. */
export function preloadZips(): number {
  return loadZips().zips.length;
}
