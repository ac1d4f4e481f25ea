import { ASCE_7_22_UNCONFIRMED, GROUND_ELEVATION_MAX, GROUND_ELEVATION_MIN } from '@nprm/calc/editions';
import { EXPOSURE_CATEGORIES } from '@nprm/calc/exposure';

/**
 * The words and limits of the request fields, without zod: the schemas (fields.ts, search.ts, places.ts, domain.ts)
 * build on them, and the public calculator's first load (limits, place messages, "Field name message") reads them
 * without loading zod. `@nprm/contracts/wording` imports nothing but the engine's light lists (exposure categories,
 * editions).
 */
export const BLANK = "can't be blank";
export const NOT_A_NUMBER = 'is not a number';
export const NOT_TEXT = 'must be text';
export const NOT_A_FLAG = 'must be true or false';
export const NOT_AN_EMAIL = 'is not an e-mail address';
export const INVALID_CHARACTER = 'contains an invalid character';
export const NOT_A_WHOLE_NUMBER = 'must be a whole number';
export const NOT_A_POSITIVE_WHOLE_NUMBER = 'must be a positive whole number';
export const TOO_LARGE = 'is too large';
export const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;

/** Largest id a PostgreSQL `integer` column holds; bigger ids cannot exist. */
export const MAX_RECORD_ID = 2_147_483_647;

/** zod's own e-mail pattern (zod/v4 `regexes.email`, what `z.email()` checks). */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const BUILDING_HEIGHT_MAX = 500;
export const WIND_SPEED_MAX = 1000;
export const BUILDING_HEIGHT_RANGE = `must be between 1 and ${BUILDING_HEIGHT_MAX} feet`;
export const WIND_SPEED_RANGE = `must be between 1 and ${WIND_SPEED_MAX} mph`;
export const WIND_SPEED_REASON_MIN = 10;
export const WIND_SPEED_REASON_MAX = 500;

/** A wind speed's citation or the seismic values' source: at most this many characters. */
export const SOURCE_TEXT_MAX = 500;
/** S_DS and S_D1 above this (g) are not a design value anywhere. */
export const SEISMIC_ACCELERATION_MAX = 5;
export const SEISMIC_ACCELERATION_RANGE = `must be between 0 and ${SEISMIC_ACCELERATION_MAX} g`;
export const GROUND_ELEVATION_RANGE = `must be between ${GROUND_ELEVATION_MIN} and ${GROUND_ELEVATION_MAX} feet`;
export { GROUND_ELEVATION_MAX, GROUND_ELEVATION_MIN };
/** The roof structure's allowable load from the building's engineer (psf): above 0, at most this. */
export const ROOF_ALLOWABLE_LOAD_MAX = 500;
export const ROOF_ALLOWABLE_LOAD_RANGE = `must be greater than 0 and at most ${ROOF_ALLOWABLE_LOAD_MAX} psf`;
/** The distance from the mount to the nearest roof edge (ft): 0 (at the edge) to this. */
export const ROOF_EDGE_DISTANCE_MAX = 1000;
export const ROOF_EDGE_DISTANCE_RANGE = `must be between 0 and ${ROOF_EDGE_DISTANCE_MAX} feet`;
/** An edition a request may not name. */
export const CODE_EDITION_CHOICES = 'must be ASCE 7-10, ASCE 7-16 or ASCE 7-22';
/** Why ASCE 7-22 is refused: what its computation needs from the standard's own text. */
export const ASCE_7_22_REFUSED =
  `cannot be computed yet: the standard's own text is needed for ${ASCE_7_22_UNCONFIRMED.join('; ')}. ` +
  'Choose ASCE 7-16 or ASCE 7-10';
/** The project's name and the site's street address, both optional. */
export const PROJECT_NAME_MAX = 120;
export const SITE_ADDRESS_MAX = 200;
/**
 * The least share of the standard's wind loads a reason may bring a search to. Wind-tunnel results are limited to no
 * less than 80 percent of the loads of the standard's own procedure (IBC 2009 §1609.1.1.2; ASCE 7-10 §31.4.3,
 * "Limitations on Loads"); a site-specific study or a building department's letter is held to the same. The loads go
 * with V² (q_z = 0.00256·K_z·K_zt·K_d·V²), so the wind speed may go no lower than √0.8 ≈ 0.894 of the mapped value
 * (docs/engineering.md, "The floor of a lower wind speed").
 */
export const WIND_LOAD_FLOOR_SHARE = 0.8;
/** Why no reason takes a wind speed below its floor, as the API's message and the form's hint say it. */
export const WIND_SPEED_FLOOR_BASIS =
  'a wind-tunnel or site-specific study may not take the wind loads below 80 % of the standard’s ' +
  '(IBC 2009 §1609.1.1.2; ASCE 7-10 §31.4.3), and the loads go with the square of the speed';
export const LATITUDE_RANGE = 'must be between -90 and 90';
export const LONGITUDE_RANGE = 'must be between -180 and 180';
/** A wind exposure that is none of the engine's categories: "must be B, C or D". */
export const NOT_AN_EXPOSURE = `must be ${EXPOSURE_CATEGORIES.slice(0, -1).join(', ')} or ${EXPOSURE_CATEGORIES.at(-1)}`;

/**
 * The wind speed's message in a special wind region with no speed given ("Wind speed " + this): the API's 422 and the
 * form's, before it submits (POST /api/mount_search_results at /api/docs, step 2).
 */
export function specialWindRegionRequired(place: string): string {
  return (
    `is required: ${place} lies in a special wind region, where the building department sets the design wind ` +
    'speed; enter the value the building department gives for the site'
  );
}
/**
 * The message on `location` when a search (or the diagnostics) has location text and no coordinates, and the text
 * names no place: "Location was not found: pick a listed place or give the site's coordinates". A wind speed does
 * not stand in for the place: the site's mapped value and its jurisdiction's rules must be known (decision 0059).
 */
export const LOCATION_NOT_FOUND = "was not found: pick a listed place or give the site's coordinates";

/**
 * The same for text that clearly names a place outside the US (ends in such a country's name, decision 0059) with
 * no wind speed: there a wind speed given is used, as the bundled wind data covers only the US.
 */
export const LOCATION_ABROAD_NOT_FOUND =
  "was not found: pick a listed place, give the site's coordinates, or enter the local design wind speed";

/**
 * The message on `location` when its text names big places in more than one state ("Springfield"): "Location names
 * more than one place: pick one (Springfield, MO, United States; …) or add the state". The 422 also lists the
 * places as `location_candidates` (docs/api.md).
 */
export function locationAmbiguous(candidates: readonly string[]): string {
  return `names more than one place: pick one (${candidates.join('; ')}) or add the state`;
}

/**
 * How a field is named in front of its message:
 * - 'title': every word capitalised, a message on the whole request as it is ("Building Height must be …"), the
 *   API's full_messages and the admin forms;
 * - 'sentence': only the first word capitalised, and so is a message on the whole request ("Building height must
 *   be …"), the calculator and diagnostics forms.
 */
export type MessageStyle = 'title' | 'sentence';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Fields whose name in start case is not plain words ("Fips"): what people call them, as a title and in a sentence. */
const PLAIN_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  fips: ['County FIPS Code', 'County FIPS code'],
  csv: ['CSV File', 'CSV file'],
};

/**
 * "building_height" → "Building Height" ('title') or "Building height" ('sentence'); list indexes are left out; a
 * field whose start case is not words has its plain name ("fips" → "County FIPS Code").
 */
export function fieldName(field: string, style: MessageStyle = 'title'): string {
  const plain = PLAIN_NAMES[field];
  if (plain) return style === 'title' ? plain[0] : plain[1];
  return field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .map((word, index) => (style === 'title' || index === 0 ? capitalize(word) : word))
    .join(' ');
}

/**
 * The one "Field name message" wording: "Building height must be between 1 and 500 feet". A message on the whole
 * request (field "base" or "") has no name in front. `name` replaces the name made from the field.
 */
export function fieldErrorText(
  field: string,
  message: string,
  options: { style?: MessageStyle; name?: string } = {},
): string {
  const style = options.style ?? 'title';
  if (field === '' || field === 'base') return style === 'sentence' ? capitalize(message) : message;
  return `${options.name ?? fieldName(field, style)} ${message}`;
}

/** Words listed as a sentence says them: "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The decimals a field's value is shown with in the admin's lists (docs/product.md, lists), the precision it is
 * measured to: a weight to a tenth of a pound, a friction coefficient to three places. Trailing zeros are dropped,
 * so 0.1 + 0.2 shows as 0.3 and 50 as 50. Fields not named: 2.
 */
const FIELD_DECIMALS: Readonly<Record<string, number>> = {
  weight: 1,
  max_roof_load: 1,
  square_footage: 2,
  mast_diameter: 3,
  friction_coefficient: 3,
  wind_speed: 0,
  table_wind_speed: 0,
};
export const fieldDecimals = (field: string): number => FIELD_DECIMALS[field] ?? 2;

/** The most antennas one mount carries in a search (the search's `antennas` lines). */
export const ANTENNA_LINES_MAX = 6;
