/**
 * The saved result of a mount search (the saved result at /api/docs) and why a search found no mount: the answer's
 * schema, with its planning flag and seismic screen.
 */
import { z } from 'zod';
import { resultAntenna } from './antenna-lines.js';
import { codeBasis, governingCase, windExposureType, windSpeedSource } from './domain.js';
import { billOfMaterials } from './price-lists.js';
import { mountDocumentUrls } from './records.js';
import { calculationStep } from './report.js';
import { roofCheck } from './roof-check.js';

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

/** Why a result is a planning estimate, not for permit: one reason each (planning_reasons at /api/docs). */
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
export const planningReason = z
  .object({ code: z.enum(PLANNING_REASON_CODES), text: z.string() })
  .describe(
    'Why the result is a planning estimate: edition_not_supported (ASCE 7-22 in force; ASCE 7-16 used), ' +
      'edition_in_force_unknown, wind_speed_map_edition (ASCE 7-16 with the ASCE 7-10 map value), ' +
      'wind_speed_estimate, wind_speed_source_not_given, seismic_source_not_given, seismic_friction (Chapter 13 ' +
      'applies: friction may not resist F_E) and seismic_not_checked (no seismic values where sites reach ' +
      'category D). text says it in words.',
  );
export type PlanningReason = z.infer<typeof planningReason>;

/**
 * The seismic screen of a result (docs/engineering.md, "Seismic screen"): `checked` false without seismic values,
 * then only `required_here` and the statement; with values, the category, the exemption or not and the force.
 */
export const seismicResult = z.object({
  checked: z.boolean(),
  required_here: z
    .boolean()
    .describe("True when the site's state has sites in seismic design category D or above (the product's table)."),
  sds: z.number().nullable(),
  sd1: z.number().nullable(),
  source: z.string().nullable(),
  category: z.enum(['A', 'B', 'C', 'D']).nullable().describe('A–D; "D" stands for D or above.'),
  importance: z.number().nullable().describe('I_p.'),
  applies: z.boolean().nullable().describe('Whether ASCE 7 Chapter 13 applies (no §13.1.4 exemption).'),
  exemption: z.string().nullable(),
  force: z
    .number()
    .nullable()
    .describe('F_E, the horizontal seismic design force with the ballast placed (lb, strength level, rounded up).'),
  friction_permitted: z
    .boolean()
    .nullable()
    .describe('False where Chapter 13 applies: friction from gravity may not resist F_E (§13.4).'),
  statement: z.string().describe('The sentence page 1 prints.'),
});
export type SeismicResult = z.infer<typeof seismicResult>;

/** A seismic screen that did not run: no figures, only whether seismic is required here and the statement. */
export function unscreenedSeismic(statement: string, requiredHere: boolean): SeismicResult {
  return {
    checked: false,
    required_here: requiredHere,
    sds: null,
    sd1: null,
    source: null,
    category: null,
    importance: null,
    applies: null,
    exemption: null,
    force: null,
    friction_permitted: null,
    statement,
  };
}

/**
 * A saved result (`POST /api/mount_search_results` 201 and `GET /api/mount_search_results/token/{token}`). Figures
 * are rounded as shown (ballast and dead load up to whole pounds, roof load up to 0.1 psf) and stored as returned;
 * the nested display data is a snapshot taken at search time, so a shared link shows what the customer saw even
 * after the catalogue changes.
 */
export const mountSearchResult = z.object({
  token: z.string(),
  reference: z
    .string()
    .describe(
      'The readable reference, "R-7KQ2-M9XD": the first 40 bits of the token in Crockford base 32, derived, never ' +
        'stored; for reading aloud and filing (only the token opens the result).',
    ),
  result_url: z
    .string()
    .describe("The result's page on its reseller's current domain (the default domain without one), absolute."),
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
  default_wind_speed: z
    .boolean()
    .describe('True when no wind speed was given and none was found for the location: 115 mph was used.'),
  wind_speed_source: windSpeedSource,
  wind_speed_approximate: z
    .boolean()
    .describe("True when the location's wind speed is an estimate rather than a code value."),
  wind_speed_note: z.string().describe('One sentence on where the wind speed comes from, for the results page.'),
  mapped_wind_speed: z
    .number()
    .nullable()
    .describe(
      "The look-up's wind speed at the site's coordinates (whatever wind speed was used), or null when the site " +
        'has no coordinates or the data has no value there (and in searches stored before it was kept).',
    ),
  wind_speed_place: z
    .string()
    .nullable()
    .describe('The county (or territory) the mapped value is for, "Miami-Dade, FL", or null with it.'),
  wind_speed_basis: z
    .string()
    .describe('Why this wind speed, in plain words ("" for results stored before it was kept).'),
  wind_speed_reason: z
    .string()
    .nullable()
    .describe("The visitor's reason for a wind speed below the mapped value, or null (none given, or none needed)."),
  wind_speed_citation: z
    .string()
    .nullable()
    .describe('Where the entered wind speed comes from, as the visitor cited it; null when not given.'),
  code_basis: codeBasis.describe(
    'Edition (and the one in force at the site), risk category, jurisdiction rule and load combination.',
  ),
  ground_elevation: z
    .number()
    .nullable()
    .describe('The ground elevation (ft) K_e was taken at; null when not given (K_e 1.0 under ASCE 7-16).'),
  planning_only: z
    .boolean()
    .describe('True when the result is a planning estimate, not for permit; the reasons say why.'),
  planning_reasons: z.array(planningReason),
  seismic: seismicResult,
  ballast_weight: z.number(),
  ballast_blocks: z.object({ count: z.number().int(), block_weight: z.number() }),
  block_type: resultBlockType
    .nullable()
    .describe('The block type the ballast is counted in; null for results saved before block types existed.'),
  trays: z
    .object({ count: z.number().int(), blocks_per_tray: z.number().int() })
    .nullable()
    .describe(
      "The chosen mount's trays and the blocks in the fullest tray (shared evenly); null for a mount without trays.",
    ),
  footprint: z
    .object({ base_length: z.number().nullable(), base_width: z.number().nullable(), half_base_width: z.number() })
    .nullable()
    .describe(
      "The chosen mount's base as at search time (ft), for the block layout drawing: base_length × base_width " +
        'when the catalogue gives them (both or neither), else a square of 2b × 2b; null without a fit.',
    ),
  assumptions: z
    .array(z.object({ code: z.string(), text: z.string() }))
    .describe(
      'What the method assumes and leaves out, as at search time (docs/engineering.md, "Assumptions and limits").',
    ),
  governing: governingCase,
  roof_load: z.number(),
  roof_allowable_load: z
    .number()
    .nullable()
    .describe("The roof structure's allowable load (psf) as the search gave it; null: not given, not checked."),
  roof_edge_distance: z
    .number()
    .nullable()
    .describe("Feet from the mount's base to the nearest roof edge as the search gave it; null: not given."),
  roof_check: roofCheck,
  total_dead_load: z.number(),
  customer_company: z.string(),
  project_name: z
    .string()
    .nullable()
    .describe("The project and the site's street address as the visitor typed them; null when not given."),
  site_address: z.string().nullable(),
  calculation_steps: z
    .array(calculationStep)
    .describe(
      "The calculation sheet's rows as at search time, each value as its row prints it (a given value exactly, a " +
        'computed one to 7 significant digits); [] for results stored before it (its text is still served).',
    ),
  engine_version: z.string(),
  bill_of_materials: billOfMaterials.describe(
    "The mount, its trays when sold separately and the ballast blocks, each priced from the site's reseller's list " +
      "valid on the search's day (UTC), null where on request (the total is then null too); frozen with the " +
      'result. No lines in results saved before it.',
  ),
  mount: resultMount,
  antenna: z.object({ id: z.number().int(), make: z.string(), model: z.string() }),
  antennas: z
    .array(resultAntenna)
    .describe(
      "Every antenna on the mount, in the search's order (the first is `antenna`), each with its own figures as " +
        'the sheet prints them; [] without a fit.',
    ),
  /** The roof type as at search time, with where its μ came from (null: "Source not given"). */
  roof_type: z.object({ id: z.number().int(), name: z.string(), friction_coefficient_source: z.string().nullable() }),
  reseller: z.object({ id: z.number().int(), name: z.string(), contact_email: z.string().nullable() }).nullable(),
});
export type MountSearchResult = z.infer<typeof mountSearchResult>;

/** Why a search found no mount (POST /api/mount_search_results at /api/docs, step 5), most specific first. */
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
  /** Every candidate within its own ratings would load the roof above the roof structure's allowable load. */
  'roof_structure',
  /** The candidates within their roof load cannot hold the ballast in their trays. */
  'tray_capacity',
] as const;
export const noFitReason = z
  .enum(NO_FIT_REASONS)
  .describe(
    'When the candidates fail different checks, the first that stops all of those left, in this order: friction, ' +
      'antenna_below_roof, no_ballast_positions, mount_rating, roof_load, roof_structure (the roof_allowable_load ' +
      'given), tray_capacity.',
  );
export type NoFitReason = z.infer<typeof noFitReason>;

/**
 * 404 of `POST /api/mount_search_results` without a fit: `{"errors": ["No compatible mount found"], "no_fit":
 * {"reason": "roof_load", "message": "Every compatible mount would load the roof above its allowable: …"}, "token":
 * "…"}`. The message names only the search's own candidates (of its reseller). The token names the stored search, so
 * the visitor can still ask an engineer or for a quote; it opens no result page.
 */
export const noFitBody = z.object({
  errors: z.array(z.string()),
  no_fit: z.object({ reason: noFitReason, message: z.string() }),
  token: z.string().describe('The stored search: its engineer review and quote requests take it (…/token/{token}/…)'),
});
export type NoFitBody = z.infer<typeof noFitBody>;
