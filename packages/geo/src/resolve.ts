/**
 * The one rule that turns typed location text into a place (docs/api.md, "Places and wind speed"), used by
 * GET /api/places/resolve, the mount search and the diagnostics alike.
 */
import { foldName } from './fold.js';
import { loadGazetteer, placeAt, rowsNamed, usFirst, type Gazetteer, type Place } from './gazetteer.js';
import { typedPlace } from './typed-place.js';

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
 * The place typed text names, or null:
 * 1. a US ZIP code ("33139", "33139-1234", or a ZIP place's label) or coordinates ("25.79, -80.13"); an unknown
 *    ZIP or out-of-range coordinates give null;
 * 2. else a place whose label matches exactly, ignoring case, accents and punctuation ("miami, fl, united states");
 * 3. else a city whose name matches exactly: the best ranked, US and its territories first, then population
 *    ("Miami" → Miami, FL, United States);
 * 4. else null.
 */
export function resolvePlace(text: string): Place | null {
  const typed = typedPlace(text);
  if (typed !== undefined) return typed;
  const folded = foldName(text);
  if (folded === '') return null;
  const g = loadGazetteer();
  const [labelled] = labelRows(g, text, true);
  if (labelled !== undefined) return placeAt(g, labelled);
  const [named] = usFirst(g, rowsNamed(g, folded));
  return named === undefined ? null : placeAt(g, named);
}
