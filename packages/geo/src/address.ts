/**
 * Longer text read as a person reads an address (decision 0059), once the place rule's plain readings found nothing:
 * "1200 Brickell Ave, Miami, FL 33131" is the ZIP 33131, checked against Miami, FL; "100 Main St, Miami, FL" the city
 * in its state; "Miami-Dade County, FL" the county; "10115 Berlin, Germany" a city abroad.
 */
import { COUNTY_WORDS, countyPlace } from './counties.js';
import { foldName } from './fold.js';
import { countryNameOf, rowsNamed, US_AREAS, type Gazetteer, type Place } from './gazetteer.js';
import { ambiguous, choose, NONE, one, qualified, US_NAMES, type PlaceResolution } from './named-places.js';
import { US_STATE_NAMES, US_TERRITORY_NAMES } from './us-states.js';
import { windSpeedAt } from './wind.js';
import { zipPlace } from './zips.js';

/** Most words a place's name takes: US names run to six ("Leisure Village West-Pine Lake Park"). */
const MAX_NAME_WORDS = 6;
/** Most words a state's, territory's or country's name takes ("District of Columbia", "Bosnia and Herzegovina"). */
const MAX_REGION_WORDS = 4;
const ZIP = /^\d{5}$/;
/** ZIP+4 ("33131-1234") is its ZIP: the four digits name no other place. */
const ZIP_PLUS_FOUR = /\b(\d{5})-\d{4}\b/g;

type Words = readonly string[];

/** The last words of `words` that `read` names (longest first), with the words before them. */
function trailing<T>(words: Words, max: number, read: (name: string) => T | undefined) {
  for (let n = Math.min(max, words.length); n >= 1; n--) {
    const value = read(words.slice(-n).join(' '));
    if (value !== undefined) return { value, before: words.slice(0, -n) };
  }
  return undefined;
}

let states: Map<string, string> | undefined;

/** The USPS code of a state, DC or territory named by its folded code or name ("fl", "florida", "puerto rico"). */
function stateCode(name: string): string | undefined {
  if (!states) {
    states = new Map();
    for (const [code, full] of Object.entries({ ...US_STATE_NAMES, ...US_TERRITORY_NAMES })) {
      states.set(code.toLowerCase(), code).set(foldName(full), code);
    }
  }
  return states.get(name);
}

let countries: Map<string, string> | undefined;

/** The code of a country outside the US and its territories named in full (folded); codes are not read ("CA"). */
function countryAbroad(g: Gazetteer, name: string): string | undefined {
  if (!countries) {
    countries = new Map();
    for (const [code, full] of g.countryNames) if (!US_AREAS.has(code)) countries.set(foldName(full), code);
  }
  return stateCode(name) === undefined ? countries.get(name) : undefined;
}

/** The words of a part, its state if it ends with one, and the words before that state; a ZIP after it is dropped. */
function statePart(words: Words) {
  const zip = words.length > 1 && ZIP.test(words.at(-1) as string);
  return trailing(zip ? words.slice(0, -1) : words, MAX_REGION_WORDS, stateCode);
}

/**
 * The place longer text names, read as an address: a trailing country abroad is read with the city before it;
 * otherwise the text is read as a US address (usAddress). `abroad` is set as PlaceResolution says.
 */
export function addressResolution(g: Gazetteer, text: string): PlaceResolution {
  const parts: Words[] = text
    .replace(ZIP_PLUS_FOUR, '$1')
    .split(',')
    .map(foldName)
    .filter((part) => part !== '')
    .map((part) => part.split(' '));
  const last = parts.at(-1);
  if (!last) return NONE;
  const withLast = (words: Words) => (words.length > 0 ? [...parts.slice(0, -1), words] : parts.slice(0, -1));
  const us = trailing(last, MAX_REGION_WORDS, (name) => (US_NAMES.has(name) ? true : undefined));
  if (us) return usAddress(g, withLast(us.before));
  const country = statePart(last) ? undefined : trailing(last, MAX_REGION_WORDS, (name) => countryAbroad(g, name));
  if (!country) return usAddress(g, parts);
  const rest = withLast(country.before);
  const found = abroadCity(g, rest, country.value);
  if (found) return found;
  // A name US places share ("Mexico", "Lebanon") or a part naming a US state does not say clearly that it is abroad.
  const name = foldName(countryNameOf(country.value));
  const shared = rowsNamed(g, name).some((row) => US_AREAS.has(g.countries[row] as string));
  return { ...NONE, abroad: !shared && !rest.some((words) => statePart(words)) };
}

/** The city before a country abroad: "…, Berlin, Germany", "10115 Berlin, Germany", "…, Toronto, ON, Canada". */
function abroadCity(g: Gazetteer, rest: Words[], country: string): PlaceResolution | undefined {
  const inCountry = (words: Words | undefined, qualifier: string) =>
    words &&
    trailing(words, MAX_NAME_WORDS, (name) => {
      const rows = qualified(g, name, qualifier).filter((row) => g.countries[row] === country);
      return rows.length > 0 ? rows : undefined;
    });
  const found =
    inCountry(rest.at(-1), foldName(countryNameOf(country))) ?? inCountry(rest.at(-2), (rest.at(-1) ?? []).join(' '));
  return found && choose(g, found.value);
}

/**
 * A US address: a ZIP where addresses put it (a part of its own, or the last word: a house number is neither), a
 * state at the end, the city before the state (its last words: "1200 Brickell Ave Miami FL"), or, with no state, a
 * last part that is a city's whole name; else a county ("Broward County, FL"). The ZIP wins when it agrees with the
 * city or county named (the same city name or the same county) and lies in the state named; when they disagree the
 * answer is ambiguous between them, or none when the state alone disagrees.
 */
function usAddress(g: Gazetteer, given: Words[]): PlaceResolution {
  let parts = given;
  let zip: string | undefined;
  const zipPart = parts.findLastIndex((words) => words.length === 1 && ZIP.test(words[0] as string));
  const last = parts.at(-1) ?? [];
  if (zipPart >= 0) {
    zip = parts[zipPart]?.[0];
    parts = parts.filter((_, i) => i !== zipPart);
  } else if (last.length > 1 && ZIP.test(last.at(-1) as string)) {
    zip = last.at(-1);
    parts = [...parts.slice(0, -1), last.slice(0, -1)];
  }
  const state = trailing(parts.at(-1) ?? [], MAX_REGION_WORDS, stateCode);
  const code = state?.value ?? null;
  const words = state ? (state.before.length > 0 ? state.before : (parts.at(-2) ?? [])) : (parts.at(-1) ?? []);
  const named = namedPlaces(g, words, code);
  const zipped = zip === undefined ? null : zipPlace(zip);
  if (!zipped) return named;
  const found = named.place ? [named.place] : named.candidates;
  if (code !== null && (zipped.admin1 ?? zipped.country) !== code)
    return found.length > 0 ? ambiguous([zipped, ...found]) : NONE;
  const county = (place: Place) => windSpeedAt(place.latitude, place.longitude).fips;
  const agrees = (place: Place) => foldName(place.city) === foldName(zipped.city) || county(place) === county(zipped);
  return found.length === 0 || found.some(agrees) ? one(zipped) : ambiguous([zipped, ...found]);
}

/** The city (or else the county) the words before a state name, or with no state the whole words as a city's name. */
function namedPlaces(g: Gazetteer, words: Words, state: string | null): PlaceResolution {
  if (words.length === 0) return NONE;
  const inUs = (rows: number[]) => rows.filter((row) => US_AREAS.has(g.countries[row] as string));
  const city =
    state === null
      ? { value: rowsNamed(g, words.join(' ')) }
      : trailing(words, MAX_NAME_WORDS, (name) => {
          const rows = inUs(qualified(g, name, state.toLowerCase()));
          return rows.length > 0 ? rows : undefined;
        });
  if (city && city.value.length > 0) return choose(g, city.value);
  for (const word of COUNTY_WORDS) {
    const suffix = word.split(' ');
    if (words.length <= suffix.length || words.slice(-suffix.length).join(' ') !== word) continue;
    const county = trailing(
      words.slice(0, -suffix.length),
      MAX_NAME_WORDS,
      (name) => countyPlace(name, state, word) ?? undefined,
    );
    if (county) return one(county.value);
  }
  return NONE;
}
