/**
 * Counties named in typed text ("Miami-Dade County, FL"): the county of the wind table and a point in it, so that the
 * look-up at that point gives the county's value and its jurisdiction's rule (decision 0059).
 */
import { foldName } from './fold.js';
import { countryNameOf, loadGazetteer, type Place } from './gazetteer.js';
import { windSpeedAt } from './wind.js';
import { loadWindData, type WindRow } from './wind-data.js';
import { zipPlacesInState } from './zips.js';

/** Words that end a county's name as people type it: "Broward County", "Orleans Parish", "Kodiak Island Borough". */
export const COUNTY_WORDS: readonly string[] = [
  'county',
  'parish',
  'borough',
  'census area',
  'municipality',
  'municipio',
];

/** Census numbers the independent cities that share a county's name (Baltimore city, 24510) from 510. */
const INDEPENDENT_CITY_FROM = 510;

let byName: Map<string, string[]> | undefined;

/** FIPS codes by folded county name, once: "miami dade" → ["12086"]. */
function countiesByName(): Map<string, string[]> {
  if (byName) return byName;
  const names = new Map<string, string[]>();
  for (const [fips, row] of loadWindData().byFips) {
    const key = foldName(row.county);
    names.set(key, [...(names.get(key) ?? []), fips]);
  }
  byName = names;
  return names;
}

const points = new Map<string, { latitude: number; longitude: number } | null>();

/**
 * A point whose look-up gives this county: its most populous listed place inside it, else one of its ZIP codes'
 * centroids; null when neither lies in it. Points outside the county's box are passed over without a look-up.
 */
function pointIn(fips: string, row: WindRow): { latitude: number; longitude: number } | null {
  if (points.has(fips)) return points.get(fips) ?? null;
  const data = loadWindData();
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  data.partFips.forEach((partFips, part) => {
    if (partFips !== fips) return;
    const outer = data.partRings[part]?.[0] ?? new Float64Array(0);
    for (let i = 0; i < outer.length; i += 2) {
      [x0, x1] = [Math.min(x0, outer[i] as number), Math.max(x1, outer[i] as number)];
      [y0, y1] = [Math.min(y0, outer[i + 1] as number), Math.max(y1, outer[i + 1] as number)];
    }
  });
  const inCounty = (latitude: number, longitude: number) =>
    longitude >= x0 &&
    longitude <= x1 &&
    latitude >= y0 &&
    latitude <= y1 &&
    windSpeedAt(latitude, longitude).fips === fips;
  const g = loadGazetteer();
  let found: { latitude: number; longitude: number } | null = null;
  for (let i = 0; i < g.ids.length && !found; i++) {
    const inState = g.countries[i] === 'US' ? g.admin1[i] === row.state : g.countries[i] === row.state;
    const latitude = g.latitude[i] as number;
    const longitude = g.longitude[i] as number;
    if (inState && inCounty(latitude, longitude)) found = { latitude, longitude };
  }
  const zip = found ? undefined : zipPlacesInState(row.state).find((z) => inCounty(z.latitude, z.longitude));
  if (zip) found = { latitude: zip.latitude, longitude: zip.longitude };
  points.set(fips, found);
  return found;
}

/**
 * The county `name` names (folded, without its "County"), in `state` (a USPS code) or, without one, the only county
 * of that name: a place at a point inside it, kind 'county', labelled with the word typed ("Miami-Dade County, FL,
 * United States"). Null when there is no such county, several, or its wind speed varies within it (a value
 * modelled from the coast: only the site's own point gives it, so a county is too broad to stand for a site).
 */
export function countyPlace(name: string, state: string | null, word: string): Place | null {
  const data = loadWindData();
  let matches = (countiesByName().get(name) ?? []).filter(
    (fips) => state === null || data.byFips.get(fips)?.state === state,
  );
  // "Baltimore County" is the county, not the independent city of the same name.
  const counties = matches.filter((fips) => Number(fips.slice(2)) < INDEPENDENT_CITY_FROM);
  if (counties.length > 0) matches = counties;
  const fips = matches.length === 1 ? (matches[0] as string) : undefined;
  const row = fips === undefined ? undefined : data.byFips.get(fips);
  if (fips === undefined || !row || row.coastModel) return null;
  const point = pointIn(fips, row);
  if (!point) return null;
  // State FIPS codes run to 56 (Wyoming); the territories' are 60 and above.
  const territory = Number(fips.slice(0, 2)) > 56;
  const countryName = countryNameOf(territory ? row.state : 'US');
  const county = `${row.county} ${word.replace(/\b\w/g, (c) => c.toUpperCase())}`;
  return {
    id: Number(fips),
    name: territory ? `${county}, ${countryName}` : `${county}, ${row.state}, ${countryName}`,
    city: '',
    admin1: territory ? null : row.state,
    country: territory ? row.state : 'US',
    countryName,
    population: 0,
    latitude: point.latitude,
    longitude: point.longitude,
    kind: 'county',
  };
}
