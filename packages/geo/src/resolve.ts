/**
 * The one rule that turns typed location text into a place (docs/api.md, "Places and wind speed"), used by
 * GET /api/places/resolve, the mount search and the diagnostics alike.
 */
import { foldName } from './fold.js';
import { loadGazetteer, placeAt, rowsNamed, US_AREAS, usFirst, type Gazetteer, type Place } from './gazetteer.js';
import { typedPlace } from './typed-place.js';
import { US_STATE_NAMES } from './us-states.js';

/** What typed text names: one place; or none and, when the text is ambiguous, the places it could mean. */
export interface PlaceResolution {
  place: Place | null;
  /** The places an ambiguous name could mean, most populous first; [] unless `place` is null for that reason. */
  candidates: Place[];
}

/**
 * A name held by US places of at least this many people in more than one state is ambiguous ("Springfield");
 * smaller namesakes do not make a big city ambiguous ("Chicago" is Chicago, IL).
 */
export const AMBIGUOUS_POPULATION = 50_000;

const NONE: PlaceResolution = { place: null, candidates: [] };
const one = (place: Place): PlaceResolution => ({ place, candidates: [] });
/** How people name the country after a US place ("Chicago, IL, USA"); dropped before the state is read. */
const US_NAMES = new Set(['us', 'usa', 'united states', 'united states of america']);
/** The most words a typed state or country takes after a city with no comma ("Charleston West Virginia"). */
const MAX_QUALIFIER_WORDS = 3;

/**
 * The places whose label starts with the folded text, for text with a comma ("Miami, FL", "Miami, FL, United
 * States"): the part before the first comma is the whole city name. Best ranked first.
 */
export function labelRows(g: Gazetteer, text: string, exact: boolean): number[] {
  const comma = text.indexOf(',');
  if (comma < 0) return [];
  const folded = foldName(text);
  return rowsNamed(g, foldName(text.slice(0, comma))).filter((row) => {
    const label = foldName(placeAt(g, row).name);
    return exact ? label === folded : label.startsWith(folded);
  });
}

/**
 * The place typed text names:
 * 1. a US ZIP code ("33139", "33139-1234", or a ZIP place's label) or coordinates ("25.79, -80.13"); an unknown
 *    ZIP or out-of-range coordinates name none;
 * 2. else a place whose label matches exactly, ignoring case, accents and punctuation ("miami, fl, united states");
 * 3. else a city name and its state, province or country: "Chicago, IL", "Chicago IL", "Chicago, Illinois",
 *    "Chicago, IL, USA", "Toronto, Canada", "San Juan, PR" (text with a comma is always read so; without one, only
 *    when the whole text is no city's name);
 * 4. else a city whose name matches exactly;
 * and among the cities of 3 and 4 the best ranked (US and its territories first, then population), unless US places
 * of that name with at least AMBIGUOUS_POPULATION people lie in more than one state: then none, and those places
 * are the candidates ("Springfield": MO, MA, IL, OR, OH).
 */
export function resolvePlace(text: string): PlaceResolution {
  const typed = typedPlace(text);
  if (typed !== undefined) return typed ? one(typed) : NONE;
  const folded = foldName(text);
  if (folded === '') return NONE;
  const g = loadGazetteer();
  const [labelled] = labelRows(g, text, true);
  if (labelled !== undefined) return one(placeAt(g, labelled));
  if (!text.includes(',')) {
    const named = rowsNamed(g, folded);
    if (named.length > 0) return choose(g, named);
  }
  const rows = qualifiedRows(g, text);
  return rows.length > 0 ? choose(g, rows) : NONE;
}

/**
 * The cities text names with their state, province or country, best ranked first: "Chicago, IL", "Chicago, IL, USA",
 * "Chicago, Illinois"; without a comma the last one to three words are tried as the qualifier ("Chicago IL",
 * "Charleston West Virginia"). [] when the text is not of that form or no such city is there.
 */
export function qualifiedRows(g: Gazetteer, text: string): number[] {
  if (text.includes(',')) {
    const parts = text
      .split(',')
      .map(foldName)
      .filter((part) => part !== '');
    if (parts.length > 2 && US_NAMES.has(parts[parts.length - 1] as string)) parts.pop();
    return parts.length === 2 ? qualified(g, parts[0] as string, parts[1] as string) : [];
  }
  const words = foldName(text).split(' ');
  for (let k = 1; k <= Math.min(MAX_QUALIFIER_WORDS, words.length - 1); k++) {
    const rows = qualified(g, words.slice(0, -k).join(' '), words.slice(-k).join(' '));
    if (rows.length > 0) return rows;
  }
  return [];
}

/**
 * The rows named `name` in the state or province `qualifier` names (its code or a US state's full name); when it
 * names none, those in the country it names (its code or name; "usa" for the US).
 */
function qualified(g: Gazetteer, name: string, qualifier: string): number[] {
  const rows = rowsNamed(g, name);
  const inState = rows.filter((row) => {
    const admin = g.admin1[row];
    if (!admin) return false;
    if (foldName(admin) === qualifier) return true;
    const stateName = g.countries[row] === 'US' ? US_STATE_NAMES[admin] : undefined;
    return stateName !== undefined && foldName(stateName) === qualifier;
  });
  if (inState.length > 0) return inState;
  return rows.filter((row) => {
    const country = g.countries[row] as string;
    if (country === 'US' && US_NAMES.has(qualifier)) return true;
    return country.toLowerCase() === qualifier || foldName(g.countryNames.get(country) ?? '') === qualifier;
  });
}

/** The best ranked of the rows, or the candidates when big US places among them lie in more than one state. */
function choose(g: Gazetteer, rows: readonly number[]): PlaceResolution {
  const ranked = usFirst(g, rows);
  const big = ranked.filter(
    (row) => US_AREAS.has(g.countries[row] as string) && (g.population[row] as number) >= AMBIGUOUS_POPULATION,
  );
  const states = new Set(big.map((row) => g.admin1[row] ?? g.countries[row]));
  if (states.size > 1) {
    const labels = new Set<string>();
    const candidates = big.map((row) => placeAt(g, row)).filter((p) => !labels.has(p.name) && labels.add(p.name));
    return { place: null, candidates };
  }
  return one(placeAt(g, ranked[0] as number));
}
