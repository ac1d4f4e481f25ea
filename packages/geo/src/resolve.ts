/**
 * The one rule that turns typed location text into a place (the places calls at /api/docs), used by
 * GET /api/places/resolve, the mount search and the diagnostics alike.
 */
import { addressResolution } from './address.js';
import { foldName } from './fold.js';
import { loadGazetteer, placeAt, rowsNamed, type Gazetteer } from './gazetteer.js';
import { choose, NONE, one, qualified, US_NAMES, type PlaceResolution } from './named-places.js';
import { typedPlace } from './typed-place.js';

export { AMBIGUOUS_POPULATION, type PlaceResolution } from './named-places.js';

/** The most words a typed state or country takes after a city with no comma ("Charleston West Virginia"). */
const MAX_QUALIFIER_WORDS = 3;
/** A ZIP code followed by more text ("32301, Miami, FL"): read as an address unless it is the start of its label. */
const ZIP_AND_MORE = /^\s*\d{5}(?:-\d{4})?\s*,/;

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
 * 1. a US ZIP code ("33139", "33139-1234", or the start of a ZIP place's label) or coordinates ("25.79, -80.13");
 *    an unknown ZIP or out-of-range coordinates name none;
 * 2. else a place whose label matches exactly, ignoring case, accents and punctuation ("miami, fl, united states");
 * 3. else a city name and its state, province or country: "Chicago, IL", "Chicago IL", "Chicago, Illinois",
 *    "Chicago, IL, USA", "Toronto, Canada", "San Juan, PR" (text with a comma is always read so; without one, only
 *    when the whole text is no city's name);
 * 4. else a city whose name matches exactly;
 * 5. else the text read as an address (address.ts, decision 0059): a ZIP in it, checked against the city and state
 *    named ("1200 Brickell Ave, Miami, FL 33131"), a city and its state after a street, a county ("Broward County,
 *    FL"), a city before a country abroad ("10115 Berlin, Germany");
 * and among the cities of 3 to 5 the best ranked (US and its territories first, then population), unless US places
 * of that name with at least AMBIGUOUS_POPULATION people lie in more than one state: then none, and those places
 * are the candidates ("Springfield": MO, MA, IL, OR, OH).
 */
export function resolvePlace(text: string): PlaceResolution {
  const typed = typedPlace(text);
  const zipAndMore = ZIP_AND_MORE.test(text) && !(typed && foldName(typed.name).startsWith(foldName(text)));
  if (typed !== undefined && !zipAndMore) return typed ? one(typed) : NONE;
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
  return rows.length > 0 ? choose(g, rows) : addressResolution(g, text);
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
