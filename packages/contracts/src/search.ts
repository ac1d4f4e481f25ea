import { z } from 'zod';
import { codeEdition, riskCategory, windExposureType } from './domain.js';
import {
  blankToUndefined,
  bodyObjectError,
  flag,
  NOT_A_NUMBER,
  numberField,
  nullableText,
  numberMessage,
  optionalRecordId,
  recordId,
  requiredEmail,
  requiredText,
} from './fields.js';
import { antennaLinesField, antennaLinesRule } from './antenna-lines.js';
import { latitudeField, longitudeField } from './places.js';
import {
  BUILDING_HEIGHT_MAX,
  BUILDING_HEIGHT_RANGE,
  GROUND_ELEVATION_MAX,
  GROUND_ELEVATION_MIN,
  GROUND_ELEVATION_RANGE,
  PROJECT_NAME_MAX,
  ROOF_ALLOWABLE_LOAD_MAX,
  ROOF_ALLOWABLE_LOAD_RANGE,
  ROOF_EDGE_DISTANCE_MAX,
  ROOF_EDGE_DISTANCE_RANGE,
  SEISMIC_ACCELERATION_MAX,
  SEISMIC_ACCELERATION_RANGE,
  SOURCE_TEXT_MAX,
  SITE_ADDRESS_MAX,
  WIND_SPEED_MAX,
  WIND_SPEED_RANGE,
  WIND_SPEED_REASON_MAX,
  WIND_SPEED_REASON_MIN,
} from './wording.js';

/**
 * Mount search (docs/api.md, "Mount search"), saved results and diagnostics. The field messages are written to
 * follow the field's name: the API's full message is "Building Height must be between 1 and 500 feet"; a form
 * shows "Building height must be between 1 and 500 feet" (see errors.ts fieldErrorText; docs/product.md).
 */
export {
  BUILDING_HEIGHT_MAX,
  PROJECT_NAME_MAX,
  SITE_ADDRESS_MAX,
  WIND_SPEED_MAX,
  WIND_SPEED_REASON_MAX,
  WIND_SPEED_REASON_MIN,
  WIND_LOAD_FLOOR_SHARE,
  WIND_SPEED_FLOOR_BASIS,
} from './wording.js';
export const NO_COMPATIBLE_MOUNT_FOUND = 'No compatible mount found';
const WIND_SPEED_OR_LOCATION_REQUIRED = 'either wind speed or location must be given';

const optionalCoordinate = (field: typeof latitudeField) => z.preprocess(blankToUndefined, field.optional());

/** A reason for a wind speed below the map: 10 to 500 characters. */
const windSpeedReason = requiredText(WIND_SPEED_REASON_MAX).refine(
  (reason) => reason.length >= WIND_SPEED_REASON_MIN,
  `is too short (minimum is ${WIND_SPEED_REASON_MIN} characters)`,
);

const seismicAcceleration = numberField(
  z
    .number({ error: NOT_A_NUMBER })
    .min(0, SEISMIC_ACCELERATION_RANGE)
    .max(SEISMIC_ACCELERATION_MAX, SEISMIC_ACCELERATION_RANGE)
    .optional(),
);

/**
 * The code and hazard inputs the search and diagnostics share, each optional with a safe default: the edition (the
 * one in force at the site), the ground elevation (K_e = 1.0), the wind speed's citation and the seismic values
 * with their source (no screen). Their descriptions reach the API document.
 */
const codeAndHazardFields = {
  code_edition: z
    .preprocess(blankToUndefined, codeEdition.optional())
    .describe(
      "Not given: the edition the site's state's adopted code references today (ASCE 7-16 where that is ASCE " +
        '7-22 or not known). ASCE 7-22 is refused (422) until its own text confirms its coefficients.',
    ),
  ground_elevation: numberField(
    z
      .number({ error: NOT_A_NUMBER })
      .min(GROUND_ELEVATION_MIN, GROUND_ELEVATION_RANGE)
      .max(GROUND_ELEVATION_MAX, GROUND_ELEVATION_RANGE)
      .optional(),
  ).describe("Feet above sea level, for ASCE 7-16's ground elevation factor K_e; not given: K_e = 1.0."),
  wind_speed_citation: nullableText(SOURCE_TEXT_MAX).describe(
    'Where an entered wind_speed comes from ("ASCE Hazard Tool, 2026-11-20"); without it the result is a ' +
      'planning estimate (planning_only).',
  ),
  seismic_sds: seismicAcceleration.describe(
    'S_DS in g, with seismic_sd1 (both or neither): the ASCE 7 Chapter 13 screen. Not given where sites reach ' +
      'seismic design category D: the result says seismic was not checked.',
  ),
  seismic_sd1: seismicAcceleration.describe('S_D1 in g, with seismic_sds.'),
  seismic_source: nullableText(SOURCE_TEXT_MAX).describe(
    'Where the seismic values come from; without it a result with them is a planning estimate.',
  ),
};

/**
 * The fields the search and the diagnostics share, with the same rules and defaults. A field the search adds here (and
 * to the server's `searchConditions`) reaches the diagnostics too, so they explain the search a client would make.
 */
const searchSubjectFields = {
  reseller_id: optionalRecordId
    .transform((id) => id ?? null)
    .describe("The site's reseller (the one its domain names); blank or null: no reseller."),
  antenna: recordId.describe(
    'An active antenna the reseller offers, with a wind area: the one on the mount, or the first of `antennas`.',
  ),
  location_latitude: optionalCoordinate(latitudeField).describe('With location_longitude, both or neither.'),
  location_longitude: optionalCoordinate(longitudeField).describe('With location_latitude, both or neither.'),
  roof_type: recordId.describe('An active roof type: its friction coefficient holds the mount.'),
  ridge_mount: flag.describe('true: only ridge mounts are candidates; false (the default): only the others.'),
  wind_exposure: z.preprocess(blankToUndefined, windExposureType).describe('ASCE 7 exposure category.'),
  block_type: optionalRecordId.describe(
    "The ballast block type, active; blank or not given: the engineering settings' default block.",
  ),
  wind_speed_reason: z
    .preprocess(blankToUndefined, windSpeedReason.optional())
    .transform((reason) => reason ?? null)
    .describe(
      'Why a given wind_speed is below the mapped value (10–500 characters); required then, kept with the result. ' +
        'No reason admits a speed below the floor.',
    ),
  risk_category: z
    .preprocess(blankToUndefined, riskCategory.default('II'))
    .describe('ASCE 7 Risk Category (Table 1.5-1); blank or not given: II. It selects the wind map.'),
  ...codeAndHazardFields,
};
/** What the search and the diagnostics share, parsed (searchSubjectFields). */
export type SearchSubject = z.infer<z.ZodObject<typeof searchSubjectFields>>;

/**
 * What the building's side gives about the roof, both optional: not given, the roof structure is not checked and
 * no setback is checked (the result says so), and the answer is the same as without them.
 */
const roofSiteFields = {
  roof_allowable_load: numberField(
    z
      .number({ error: NOT_A_NUMBER })
      .gt(0, ROOF_ALLOWABLE_LOAD_RANGE)
      .max(ROOF_ALLOWABLE_LOAD_MAX, ROOF_ALLOWABLE_LOAD_RANGE)
      .optional(),
  )
    .transform((load) => load ?? null)
    .describe(
      "The roof structure's allowable superimposed load (psf) from the building's engineer: a mount whose roof " +
        "load exceeds it does not fit, beside the mount's own rating. Not given: the roof structure is not checked.",
    ),
  roof_edge_distance: numberField(
    z
      .number({ error: NOT_A_NUMBER })
      .min(0, ROOF_EDGE_DISTANCE_RANGE)
      .max(ROOF_EDGE_DISTANCE_MAX, ROOF_EDGE_DISTANCE_RANGE)
      .optional(),
  )
    .transform((distance) => distance ?? null)
    .describe(
      "Feet from the mount's base to the nearest roof edge: printed on the ballast plan and checked against the " +
        '6 ft setback inside which work on a low-slope roof needs fall protection (29 CFR 1910.28(b)(13)). Not ' +
        'given: no setback is checked.',
    ),
};

/** Both seismic values or neither: one alone is a 422 on the other. */
function bothSeismicValues(
  request: { seismic_sds?: number | undefined; seismic_sd1?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (request.seismic_sds !== undefined && request.seismic_sd1 === undefined) {
    ctx.addIssue({ code: 'custom', path: ['seismic_sd1'], message: 'must be given with S_DS' });
  }
  if (request.seismic_sd1 !== undefined && request.seismic_sds === undefined) {
    ctx.addIssue({ code: 'custom', path: ['seismic_sds'], message: 'must be given with S_D1' });
  }
}

/**
 * The request of `POST /api/mount_search_results` (docs/product.md; POST /api/mount_search_results at /api/docs, step
 * 1). Also the calculator form's schema.
 */
export const mountSearchRequest = z
  .object(
    {
      ...searchSubjectFields,
      antennas: antennaLinesField,
      location: requiredText(200).describe(
        'The place ("Chicago, IL, United States"). Without coordinates the server resolves it (a ZIP, ' +
          "coordinates, a place's label, a city name, an address or a county) or answers 422 on location, a " +
          'wind_speed given or not; only text clearly abroad is kept as typed, with a wind_speed (decision 0059).',
      ),
      building_height: numberField(
        z
          .number({ error: numberMessage })
          .min(1, BUILDING_HEIGHT_RANGE)
          .max(BUILDING_HEIGHT_MAX, BUILDING_HEIGHT_RANGE),
      ).describe('Feet above grade.'),
      wind_speed: numberField(
        z.number({ error: NOT_A_NUMBER }).min(1, WIND_SPEED_RANGE).max(WIND_SPEED_MAX, WIND_SPEED_RANGE).optional(),
      ).describe(
        "The basic wind speed in mph, when the caller knows it: it then wins over the location's look-up (below " +
          'the mapped value only with wind_speed_reason).',
      ),
      customer_name: requiredText(200).describe('Stored with the lead; never answered by the share link.'),
      customer_email: requiredEmail(254).describe(
        'Stored with the lead; where "E-mail me this report" sends; never answered by the share link.',
      ),
      customer_company: requiredText(200),
      project_name: nullableText(PROJECT_NAME_MAX).describe(
        'The project the report is for ("Main St. water tower"); blank or not given: null.',
      ),
      site_address: nullableText(SITE_ADDRESS_MAX).describe(
        "The site's street address as the permit names it; blank or not given: null.",
      ),
      ...roofSiteFields,
    },
    bodyObjectError,
  )
  .superRefine((request, ctx) => {
    const hasLatitude = request.location_latitude !== undefined;
    const hasLongitude = request.location_longitude !== undefined;
    if (hasLatitude && !hasLongitude) {
      ctx.addIssue({ code: 'custom', path: ['location_longitude'], message: 'must be given with the latitude' });
    }
    if (hasLongitude && !hasLatitude) {
      ctx.addIssue({ code: 'custom', path: ['location_latitude'], message: 'must be given with the longitude' });
    }
    bothSeismicValues(request, ctx);
    antennaLinesRule(request, ctx);
  });
export type MountSearchRequest = z.infer<typeof mountSearchRequest>;
/** What a client sends (numbers may be numeric strings; wind_speed only when given). */
export type MountSearchRequestInput = z.input<typeof mountSearchRequest>;

/** `GET /api/mount_search_results/diagnostics` (docs/product.md, the diagnostics request and form). */
export const diagnosticsQuery = z
  .object({
    ...searchSubjectFields,
    location: z.preprocess(blankToUndefined, requiredText(200).optional()),
    building_height: numberField(
      z
        .number({ error: numberMessage })
        .min(0, 'must not be negative')
        .max(BUILDING_HEIGHT_MAX, `must be less than ${BUILDING_HEIGHT_MAX} feet`),
    ),
    /** 0 or not given: use the location's wind speed. */
    wind_speed: numberField(
      z
        .number({ error: NOT_A_NUMBER })
        .min(0, 'must be 0 or more')
        .max(WIND_SPEED_MAX, `must be at most ${WIND_SPEED_MAX} mph`)
        .optional(),
    ),
    /** true: only the mounts compatible with the antenna; otherwise every active mount of the right ridge kind. */
    compatible_only: flag,
    ...roofSiteFields,
  })
  .refine(
    (query) =>
      (typeof query.wind_speed === 'number' && query.wind_speed > 0) ||
      (query.location_latitude !== undefined && query.location_longitude !== undefined) ||
      // Location text alone is resolved by the server (the places calls at /api/docs), or refused on `location`.
      (typeof query.location === 'string' && query.location !== ''),
    // Checked even when other fields are wrong, so the form learns every problem at once.
    { message: WIND_SPEED_OR_LOCATION_REQUIRED, path: [], when: () => true },
  )
  .superRefine(bothSeismicValues);
export type DiagnosticsQuery = z.infer<typeof diagnosticsQuery>;

/** `GET /api/mount_search_results/token/{token}`; a token is URL-safe base64. */
export const resultTokenParams = z.object({
  token: z
    .string()
    .describe(
      'The share token: 18 random bytes in URL-safe base64 (24 characters). Text that is not 22–64 characters of ' +
        'A–Z a–z 0–9 _ - is a 404, as an unknown token is.',
    ),
});

/** 200 of the diagnostics: a plain-text report (text/plain, sent as it is; the schema documents it). */
export const diagnosticsReport = z.string();

/** 200 of `GET …/token/{token}/calculations.txt`: the result's calculation sheet as plain text (text/plain). */
export const calculationsText = z.string();
