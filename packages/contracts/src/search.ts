import { z } from 'zod';
import { codeBasis, codeEdition, governingCase, riskCategory, windExposureType, windSpeedSource } from './domain.js';
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
import { latitudeField, longitudeField } from './places.js';
import { billOfMaterials } from './price-lists.js';
import { mountDocumentUrls } from './records.js';
import { calculationStep } from './report.js';
import {
  BUILDING_HEIGHT_MAX,
  BUILDING_HEIGHT_RANGE,
  GROUND_ELEVATION_MAX,
  GROUND_ELEVATION_MIN,
  GROUND_ELEVATION_RANGE,
  PROJECT_NAME_MAX,
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
 * with their source (no screen; docs/api.md, "Code edition, wind citation and seismic screen").
 */
const codeAndHazardFields = {
  code_edition: z.preprocess(blankToUndefined, codeEdition.optional()),
  /** Feet above sea level, for ASCE 7-16's K_e; not given: K_e = 1.0. */
  ground_elevation: numberField(
    z
      .number({ error: NOT_A_NUMBER })
      .min(GROUND_ELEVATION_MIN, GROUND_ELEVATION_RANGE)
      .max(GROUND_ELEVATION_MAX, GROUND_ELEVATION_RANGE)
      .optional(),
  ),
  /** Where the entered wind speed comes from ("ASCE Hazard Tool, 2026-11-20"). */
  wind_speed_citation: nullableText(SOURCE_TEXT_MAX),
  seismic_sds: seismicAcceleration,
  seismic_sd1: seismicAcceleration,
  /** Where the seismic values come from. */
  seismic_source: nullableText(SOURCE_TEXT_MAX),
};

/**
 * The fields the search and the diagnostics share, with the same rules and defaults. A field the search adds here (and
 * to the server's `searchConditions`) reaches the diagnostics too, so they explain the search a client would make.
 */
const searchSubjectFields = {
  /** Blank or null: no reseller. */
  reseller_id: optionalRecordId.transform((id) => id ?? null),
  antenna: recordId,
  location_latitude: optionalCoordinate(latitudeField),
  location_longitude: optionalCoordinate(longitudeField),
  roof_type: recordId,
  ridge_mount: flag,
  wind_exposure: z.preprocess(blankToUndefined, windExposureType),
  /** The ballast block type; blank or not given: the administrator's default block. */
  block_type: optionalRecordId,
  /** Why a given wind speed is below the mapped value; never below the floor (docs/api.md, Mount search step 2). */
  wind_speed_reason: z.preprocess(blankToUndefined, windSpeedReason.optional()).transform((reason) => reason ?? null),
  /** ASCE 7 Risk Category (Table 1.5-1); blank or not given: II. */
  risk_category: z.preprocess(blankToUndefined, riskCategory.default('II')),
  ...codeAndHazardFields,
};
/** What the search and the diagnostics share, parsed (searchSubjectFields). */
export type SearchSubject = z.infer<z.ZodObject<typeof searchSubjectFields>>;

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
 * The request of `POST /api/mount_search_results` (docs/product.md; docs/api.md, Mount search step 1). Also the
 * calculator form's schema.
 */
export const mountSearchRequest = z
  .object(
    {
      ...searchSubjectFields,
      /**
       * The formatted place name ("Chicago, IL, United States"). Without coordinates the server resolves it (a ZIP,
       * coordinates, a place's label, a city name, an address or a county) or answers 422 LOCATION_NOT_FOUND, a
       * wind speed given or not; only text clearly abroad is kept as typed with a `wind_speed` (decision 0059).
       */
      location: requiredText(200),
      building_height: numberField(
        z
          .number({ error: numberMessage })
          .min(1, BUILDING_HEIGHT_RANGE)
          .max(BUILDING_HEIGHT_MAX, BUILDING_HEIGHT_RANGE),
      ),
      /** Only when the visitor gives it; it then wins over the location's look-up. */
      wind_speed: numberField(
        z.number({ error: NOT_A_NUMBER }).min(1, WIND_SPEED_RANGE).max(WIND_SPEED_MAX, WIND_SPEED_RANGE).optional(),
      ),
      customer_name: requiredText(200),
      customer_email: requiredEmail(254),
      customer_company: requiredText(200),
      /** The project the report is for ("Main St. water tower"); blank or not given: null. */
      project_name: nullableText(PROJECT_NAME_MAX),
      /** The site's street address as the permit names it; blank or not given: null. */
      site_address: nullableText(SITE_ADDRESS_MAX),
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
  })
  .refine(
    (query) =>
      (typeof query.wind_speed === 'number' && query.wind_speed > 0) ||
      (query.location_latitude !== undefined && query.location_longitude !== undefined) ||
      // Location text alone is resolved by the server (docs/api.md, "Places"), or refused on `location`.
      (typeof query.location === 'string' && query.location !== ''),
    // Checked even when other fields are wrong, so the form learns every problem at once.
    { message: WIND_SPEED_OR_LOCATION_REQUIRED, path: [], when: () => true },
  )
  .superRefine(bothSeismicValues);
export type DiagnosticsQuery = z.infer<typeof diagnosticsQuery>;

/** The chosen mount as shown with the result; URLs are the reseller mount's where set, else the mount's. */
const resultMount = z.object({
  id: z.number().int(),
  name: z.string(),
  part_number: z.string(),
  max_roof_load: z.number(),
  mount_images: z.array(z.object({ id: z.number().int(), image_url: z.string() })),
  product_url: z.string().nullable(),
  ...mountDocumentUrls,
});
export type ResultMount = z.infer<typeof resultMount>;

/** The block type of a result, as it was at search time. */
const resultBlockType = z.object({
  id: z.number().int(),
  name: z.string(),
  nominal_size: z.string(),
  weight: z.number(),
});
export type ResultBlockType = z.infer<typeof resultBlockType>;

/** Why a result is a planning estimate, not for permit: one reason each (docs/api.md, "Planning only"). */
export const PLANNING_REASON_CODES = [
  /** The edition in force at the site is one the product cannot compute (ASCE 7-22): the latest it can is used. */
  'edition_not_supported',
  /** The product's table does not know the edition in force at the site. */
  'edition_in_force_unknown',
  /** ASCE 7-16 with the bundled ASCE 7-10 map value: the edition's own map value was not entered. */
  'wind_speed_map_edition',
  /** The wind speed is an estimate or the default. */
  'wind_speed_estimate',
  /** A wind speed was entered without its source. */
  'wind_speed_source_not_given',
  /** Seismic values were entered without their source. */
  'seismic_source_not_given',
  /** ASCE 7 Chapter 13 applies: a friction-held design does not meet §13.4. */
  'seismic_friction',
  /** No seismic values, in a state with sites in seismic design category D or above. */
  'seismic_not_checked',
] as const;
export const planningReason = z.object({ code: z.enum(PLANNING_REASON_CODES), text: z.string() });
export type PlanningReason = z.infer<typeof planningReason>;

/**
 * The seismic screen of a result (docs/engineering.md, "Seismic screen"): `checked` false without seismic values,
 * then only `required_here` and the statement; with values, the category, the exemption or not and the force.
 */
export const seismicResult = z.object({
  checked: z.boolean(),
  /** True when the site's state has sites in seismic design category D or above (the product's table). */
  required_here: z.boolean(),
  sds: z.number().nullable(),
  sd1: z.number().nullable(),
  source: z.string().nullable(),
  /** A–D; "D" stands for D or above. */
  category: z.enum(['A', 'B', 'C', 'D']).nullable(),
  /** I_p. */
  importance: z.number().nullable(),
  /** Whether ASCE 7 Chapter 13 applies (no §13.1.4 exemption). */
  applies: z.boolean().nullable(),
  exemption: z.string().nullable(),
  /** F_E, the horizontal seismic design force with the ballast placed (lb, strength level, rounded up). */
  force: z.number().nullable(),
  /** False where Chapter 13 applies: friction from gravity may not resist F_E (§13.4). */
  friction_permitted: z.boolean().nullable(),
  /** The sentence page 1 prints. */
  statement: z.string(),
});
export type SeismicResult = z.infer<typeof seismicResult>;

/**
 * A saved result (`POST /api/mount_search_results` 201 and `GET /api/mount_search_results/token/{token}`): the
 * fields docs/api.md lists for a saved result. Figures are rounded as shown (ballast and dead load up to whole
 * pounds, roof load up to 0.1 psf) and stored as returned; the nested display data is a snapshot taken at search
 * time, so a shared link shows what the customer saw even after the catalogue changes.
 */
export const mountSearchResult = z.object({
  token: z.string(),
  /** The readable reference of the report, "R-7KQ2-M9XD" (resultReference of the token). */
  reference: z.string(),
  /** The result's page on its reseller's current domain (the default domain without one), absolute. */
  result_url: z.string(),
  created_at: z.string(),
  reseller_id: z.number().int().nullable(),
  mount_id: z.number().int(),
  antenna_id: z.number().int(),
  location: z.string().nullable(),
  location_latitude: z.number().nullable(),
  location_longitude: z.number().nullable(),
  building_height: z.number(),
  roof_type_id: z.number().int(),
  ridge_mount: z.boolean(),
  wind_exposure: windExposureType,
  wind_speed: z.number(),
  /** True when no wind speed was given and none was found for the location: 115 mph was used. */
  default_wind_speed: z.boolean(),
  wind_speed_source: windSpeedSource,
  /** True when the location's wind speed is an estimate rather than a code value. */
  wind_speed_approximate: z.boolean(),
  /** One sentence on where the wind speed comes from, for the results page. */
  wind_speed_note: z.string(),
  /**
   * The look-up's wind speed at the site's coordinates (whatever wind speed was used), or null when the site has no
   * coordinates or the data has no value there (searches stored before it was kept: null too).
   */
  mapped_wind_speed: z.number().nullable(),
  /** The county (or territory) the mapped value is for, "Miami-Dade, FL", or null with it. */
  wind_speed_place: z.string().nullable(),
  /** Why this wind speed, in plain words ("" for results stored before it was kept). */
  wind_speed_basis: z.string(),
  /** The visitor's reason for a wind speed below the mapped value, or null (none given, or none needed). */
  wind_speed_reason: z.string().nullable(),
  /** Where the entered wind speed comes from, as the visitor cited it; null when not given. */
  wind_speed_citation: z.string().nullable(),
  /** Edition (and the one in force at the site), risk category, jurisdiction rule and load combination. */
  code_basis: codeBasis,
  /** The ground elevation (ft) K_e was taken at; null when not given (K_e 1.0 under ASCE 7-16). */
  ground_elevation: z.number().nullable(),
  /** True when the result is a planning estimate, not for permit; the reasons say why. */
  planning_only: z.boolean(),
  planning_reasons: z.array(planningReason),
  seismic: seismicResult,
  ballast_weight: z.number(),
  ballast_blocks: z.object({ count: z.number().int(), block_weight: z.number() }),
  /** The block type the ballast is counted in; null for results saved before block types existed. */
  block_type: resultBlockType.nullable(),
  /** The chosen mount's trays and the blocks in the fullest tray (shared evenly); null for a mount without trays. */
  trays: z.object({ count: z.number().int(), blocks_per_tray: z.number().int() }).nullable(),
  /**
   * The chosen mount's base as at search time (ft), for the block layout drawing: base_length × base_width when the
   * catalogue gives them (both or neither), else a square of 2b × 2b; null without a fit.
   */
  footprint: z
    .object({ base_length: z.number().nullable(), base_width: z.number().nullable(), half_base_width: z.number() })
    .nullable(),
  /** What the method assumes and leaves out, as at search time (docs/engineering.md, "Assumptions and limits"). */
  assumptions: z.array(z.object({ code: z.string(), text: z.string() })),
  governing: governingCase,
  roof_load: z.number(),
  total_dead_load: z.number(),
  customer_company: z.string(),
  /** The project and the site's street address as the visitor typed them; null when not given. */
  project_name: z.string().nullable(),
  site_address: z.string().nullable(),
  /** The calculation sheet's rows as at search time; [] for results stored before it (the page shows the text). */
  calculation_steps: z.array(calculationStep),
  engine_version: z.string(),
  /** The parts with the reseller's prices as at search time (docs/api.md, "Price lists"); no lines before issue 33. */
  bill_of_materials: billOfMaterials,
  mount: resultMount,
  antenna: z.object({ id: z.number().int(), make: z.string(), model: z.string() }),
  roof_type: z.object({ id: z.number().int(), name: z.string() }),
  reseller: z.object({ id: z.number().int(), name: z.string(), contact_email: z.string().nullable() }).nullable(),
});
export type MountSearchResult = z.infer<typeof mountSearchResult>;

/** Why a search found no mount (docs/api.md, Mount search step 5), most specific first. */
export const NO_FIT_REASONS = [
  /** No active mount of the ridge kind is compatible with the antenna (and linked to the reseller, if any). */
  'no_candidates',
  /** Every candidate's catalogue data is outside the method's domain. */
  'invalid_candidates',
  /** Friction cannot hold any candidate (μ = 0 on this roof type). */
  'friction',
  /** Every candidate would put the antenna's centerline below the roof (H + Δa < 0). */
  'antenna_below_roof',
  /**
   * Every candidate left needs ballast and has no place for it: ridge mounts without ballast trays
   * (docs/engineering.md, "Ridge mounts").
   */
  'no_ballast_positions',
  /** Every candidate that can carry the antenna would load the roof above its allowable. */
  'roof_load',
  /** Every candidate that can carry the antenna is above one of its manufacturer's ratings (max EPA or moment). */
  'mount_rating',
  /** The candidates within their roof load cannot hold the ballast in their trays. */
  'tray_capacity',
] as const;
export const noFitReason = z.enum(NO_FIT_REASONS);
export type NoFitReason = z.infer<typeof noFitReason>;

/**
 * 404 of `POST /api/mount_search_results` without a fit: `{"errors": ["No compatible mount found"], "no_fit":
 * {"reason": "roof_load", "message": "Every compatible mount would load the roof above its allowable: …"}}`. The
 * message names only the search's own candidates (of its reseller).
 */
export const noFitBody = z.object({
  errors: z.array(z.string()),
  no_fit: z.object({ reason: noFitReason, message: z.string() }),
});
export type NoFitBody = z.infer<typeof noFitBody>;

/** `GET /api/mount_search_results/token/{token}`; a token is URL-safe base64. */
export const resultTokenParams = z.object({ token: z.string() });

/** 200 of the diagnostics: a plain-text report (text/plain, sent as it is; the schema documents it). */
export const diagnosticsReport = z.string();

/** 200 of `GET …/token/{token}/calculations.txt`: the result's calculation sheet as plain text (text/plain). */
export const calculationsText = z.string();
