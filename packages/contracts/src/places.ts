import { z } from 'zod';
import { blankToUndefined, numberField, numberMessage, wholeNumber } from './fields.js';

/** Places (docs/api.md, "Places and wind speed"): the location autocomplete's look-up. */
const PLACES_DEFAULT_LIMIT = 8;
const PLACES_MAX_LIMIT = 20;

/** `GET /api/places?q=chica&limit=8&countries=US,CA`. */
export const placesQuery = z.object({
  q: z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    z.string({ error: 'must be text' }).trim().max(100, 'is too long (maximum is 100 characters)'),
  ),
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

/** One city: `{id, name: "Chicago, IL, United States", latitude, longitude}`. */
export const place = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof place>;

/** 200 of GET /api/places: the best matches first. */
export const placesResponse = z.array(place);

/** A latitude in degrees, -90..90, from JSON or a query string. */
export const latitudeField = numberField(
  z.number({ error: numberMessage }).min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
);

/** A longitude in degrees, -180..180, from JSON or a query string. */
export const longitudeField = numberField(
  z.number({ error: numberMessage }).min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
);

/** `GET /api/wind_speed?latitude=..&longitude=..`. */
export const windSpeedQuery = z.object({ latitude: latitudeField, longitude: longitudeField });

/**
 * The ASCE 7-10 Risk Category II basic wind speed at a point. `default_wind_speed` true (with 115 mph) when the
 * point is outside the data; `approximate` true when the value is an estimate, never a code value; `source` cites
 * the document the value comes from, by name ("" when there is none); `note` is one sentence for the visitor.
 */
export const windSpeedResponse = z.object({
  wind_speed: z.number(),
  default_wind_speed: z.boolean(),
  source: z.string(),
  approximate: z.boolean(),
  note: z.string(),
  /** Why this value, in plain words: the code that sets it, the reasoning of an estimate, or the override's note. */
  basis: z.string(),
  /** True in a special wind region: the local building department sets the value; the page asks to confirm it. */
  special_wind_region: z.boolean(),
  /** True when an administrator's override for the county gave the value. */
  override: z.boolean(),
  /** The county's 5-digit FIPS code, or null (territory-wide value, not found). */
  fips: z.string().nullable(),
});
export type WindSpeedResponse = z.infer<typeof windSpeedResponse>;
