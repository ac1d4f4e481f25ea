import { z } from 'zod';
import { blankToUndefined, numberField, numberMessage, queryText, wholeNumber } from './fields.js';
import { KNOWN_CODE_EDITIONS } from '@nprm/calc/editions';
import { CODE_EDITIONS } from '@nprm/calc/options';
import { adoptedCode, riskCategory } from './domain.js';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './wording.js';

/** Places (the places calls at /api/docs): the location autocomplete's look-up. */
const PLACES_DEFAULT_LIMIT = 8;
const PLACES_MAX_LIMIT = 20;

/** The typed place text: trimmed, at most 100 characters, blank or missing is "". */
const placeText = z.preprocess(
  (value) => blankToUndefined(value) ?? '',
  queryText(100, 'is too long (maximum is 100 characters)'),
);

/** `GET /api/places?q=chica&limit=8&countries=US,CA`. */
export const placesQuery = z.object({
  q: placeText,
  limit: wholeNumber(1, PLACES_MAX_LIMIT, {
    fallback: PLACES_DEFAULT_LIMIT,
    range: `must be a whole number from 1 to ${PLACES_MAX_LIMIT}`,
  }),
  /** ISO 3166-1 alpha-2 codes, comma-separated or repeated ("US,CA" or countries=US&countries=CA). */
  countries: z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (given === undefined) return undefined;
      const parts = (Array.isArray(given) ? (given as unknown[]) : [given]).flatMap((part) =>
        typeof part === 'string' ? part.split(',') : [part],
      );
      return parts
        .map((part) => (typeof part === 'string' ? part.trim().toUpperCase() : part))
        .filter((part) => part !== '');
    },
    z
      .array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes such as US or CA'))
      .max(50, 'must list at most 50 countries')
      .optional(),
  ),
});

/**
 * What a place is: a city of the gazetteer, a US ZIP code's centroid, a US county named in typed text ("Broward
 * County, FL": a point inside it), or coordinates as typed.
 */
export const PLACE_KINDS = ['city', 'zip', 'county', 'coordinates'] as const;
export const placeKind = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof placeKind>;

/**
 * One place: `{id, name: "Chicago, IL, United States", latitude, longitude, kind: "city"}`. `id` is the GeoNames id
 * of a city, the ZIP code as a number for a ZIP (33139), the FIPS code as a number for a county (12086), 0 for
 * coordinates: unique only together with `kind`. Names: "Chicago, IL, United States", "33139, Miami Beach, FL, United
 * States", "Miami-Dade County, FL, United States", "25.79, -80.13".
 */
export const place = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  kind: placeKind,
});
export type Place = z.infer<typeof place>;

/** 200 of GET /api/places: the best matches first. */
export const placesResponse = z.array(place);

/** `GET /api/places/resolve?q=Miami`: the one rule that turns typed text into a place (docs/api.md). */
export const placeResolveQuery = z.object({ q: placeText });

/**
 * 200 of GET /api/places/resolve: the place the text names, or null when it names none; `candidates` the places an
 * ambiguous name could mean ("Springfield"), most populous first, else [].
 */
export const placeResolveResponse = z.object({ place: place.nullable(), candidates: z.array(place) });
export type PlaceResolveResponse = z.infer<typeof placeResolveResponse>;

export {
  LOCATION_ABROAD_NOT_FOUND,
  LOCATION_NOT_FOUND,
  locationAmbiguous,
  specialWindRegionRequired,
} from './wording.js';

/** A latitude in degrees, -90..90, from JSON or a query string. */
export const latitudeField = numberField(
  z.number({ error: numberMessage }).min(-90, LATITUDE_RANGE).max(90, LATITUDE_RANGE),
);

/** A longitude in degrees, -180..180, from JSON or a query string. */
export const longitudeField = numberField(
  z.number({ error: numberMessage }).min(-180, LONGITUDE_RANGE).max(180, LONGITUDE_RANGE),
);

/** `GET /api/wind_speed?latitude=..&longitude=..&risk_category=IV` (risk category II when not given). */
export const windSpeedQuery = z.object({
  latitude: latitudeField,
  longitude: longitudeField,
  risk_category: z.preprocess(blankToUndefined, riskCategory.default('II')),
});

/**
 * The ASCE 7-10 Risk Category II basic wind speed at a point. `default_wind_speed` true (with 115 mph) when the
 * point is outside the data; `approximate` true when the value is an estimate, never a code value; `source` cites
 * the document the value comes from, by name ("" when there is none); `note` is one sentence for the visitor;
 * `place` the county (or territory) the value is for, "Miami-Dade, FL", or null when not found.
 */
export const windSpeedResponse = z.object({
  /** The basic wind speed for `risk_category` (I, III and IV derived from the II table, an estimate). */
  wind_speed: z.number(),
  risk_category: riskCategory,
  default_wind_speed: z.boolean(),
  source: z.string(),
  approximate: z.boolean(),
  note: z.string(),
  place: z.string().nullable(),
  /** Why this value, in plain words: the code that sets it, the reasoning of an estimate, or the override's note. */
  basis: z.string(),
  /** True in a special wind region: the local building department sets the value; the page asks to confirm it. */
  special_wind_region: z.boolean(),
  /** True when an administrator's override for the county gave the value. */
  override: z.boolean(),
  /** The county's 5-digit FIPS code, or null (territory-wide value, not found). */
  fips: z.string().nullable(),
  /**
   * The least wind speed a search here takes, whatever its reason (mph): √0.8 of `wind_speed`, rounded up; outside the
   * data, the lowest value of the map for the risk category (POST /api/mount_search_results at /api/docs, step 2).
   */
  wind_speed_floor: z.number(),
  /**
   * The code in force at the point today: the edition its adopted code references (null: not known), the one a search
   * there computes to unless it names one, and the adopted code (docs/engineering.md, "Code editions").
   */
  code_in_force: z.object({
    edition_in_force: z.enum(KNOWN_CODE_EDITIONS).nullable(),
    edition: z.enum(CODE_EDITIONS),
    adopted_code: adoptedCode.nullable(),
  }),
});
export type WindSpeedResponse = z.infer<typeof windSpeedResponse>;

/**
 * `GET /api/seismic_reference_values`: published S_DS and S_D1 for a few places, each from one report at one point,
 * offered to the visitor as a starting point only (docs/engineering.md, "Seismic screen"): never the site's values.
 */
export const seismicReferenceValuesResponse = z.array(
  z.object({
    place: z.string(),
    state: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    edition: z.string(),
    site_class: z.string(),
    risk_category: z.string().nullable(),
    sds: z.number(),
    sd1: z.number(),
    source: z.string(),
    note: z.string().nullable(),
  }),
);
export type SeismicReferenceValue = z.infer<typeof seismicReferenceValuesResponse>[number];
