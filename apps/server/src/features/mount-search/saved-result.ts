/**
 * The saved result: the domain record of one stored search and the answer docs/api.md defines for it. The record
 * is all a result is read from (never the live catalogue), so a shared link reads back the same after the
 * catalogue changes. Only the repository maps it to and from rows.
 */
import { randomBytes } from 'node:crypto';
import type { CalcOptions, GoverningCase } from '@nprm/calc';
import { publicResultUrl } from '../resellers/index.js';
import { resultReference } from '@nprm/contracts';
import type {
  CalculationStep,
  MountSearchResult,
  NoFitBody,
  ResultBlockType,
  ResultMount,
  WindExposureType,
  WindSpeedSource,
} from '@nprm/contracts';

/** One stored search: what was asked, the wind speed used, what was found and its trace, as at search time. */
export interface SavedResult {
  /** The unguessable key of the shared link. */
  token: string;
  /** When it was stored (set by the database). */
  createdAt: Date;
  resellerId: number | null;
  antennaId: number;
  roofTypeId: number;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  buildingHeight: number;
  ridgeMount: boolean;
  windExposure: WindExposureType;
  wind: SavedWindSpeed;
  customer: { name: string; email: string; company: string };
  /** The chosen mount and its figures as shown; null when no mount fits (the search is kept as a lead). */
  design: SavedDesign | null;
  /** The full calculation trace. */
  calculations: string;
  /** The chosen design's calculation sheet as at search time; [] without a fit and in results stored before it. */
  calculationSteps: CalculationStep[];
  engineVersion: string;
  engineOptions: CalcOptions;
  /** The catalogue data shown with the result, as it was at search time. */
  display: ResultDisplay;
  /**
   * The domain of the result's reseller as it is now (read with the row, never stored): null without a reseller or
   * when the reseller is deactivated. Its links (result_url) point there, else at the default domain.
   */
  resellerDomain: string | null;
}

/**
 * A result about to be stored: everything but what the database sets or reads with it, and, when no mount fits, why (kept for the
 * Searches page and the export's `no_fit`).
 */
export type NewSavedResult = Omit<SavedResult, 'createdAt' | 'resellerDomain'> & { noFit?: NoFitBody['no_fit'] | null };

export interface SavedWindSpeed {
  speed: number;
  source: WindSpeedSource;
  /** True when 115 mph was used because nothing else was known. */
  isDefault: boolean;
  /** True when the value is an estimate (or the default) rather than a code value or the visitor's own. */
  approximate: boolean;
  /** One sentence for the visitor on where the value comes from. */
  note: string;
  /** The look-up's value at the site (whatever was used), or null without coordinates, outside the data, or in searches stored before it was kept. */
  mappedSpeed: number | null;
  /** The county (or territory) the mapped value is for, "Miami-Dade, FL", or null. */
  mappedPlace: string | null;
  /** Why this value, in plain words ('' for results stored before it was kept). */
  basis: string;
}

/** The figures shown: ballast and dead load up to whole pounds, roof load up to 0.1 psf. */
export interface SavedDesign {
  mountId: number;
  ballastWeight: number;
  ballastBlocks: { count: number; blockWeight: number };
  governing: GoverningCase;
  roofLoad: number;
  totalDeadLoad: number;
}

export interface ResultDisplay {
  /** The block type the ballast is counted in; null in results saved before block types. */
  blockType: ResultBlockType | null;
  /** The chosen mount's trays and the blocks in its fullest tray; null for a mount without trays. */
  trays: { count: number; blocks_per_tray: number } | null;
  /** The method's assumptions and limits as at search time. */
  assumptions: { code: string; text: string }[];
  mount: ResultMount | null;
  antenna: { id: number; make: string; model: string };
  roofType: { id: number; name: string };
  reseller: { id: number; name: string; contact_email: string | null } | null;
}

export function newResultToken(): string {
  return randomBytes(18).toString('base64url');
}

/** A token this API could have issued (URL-safe base64 of 16 to 48 bytes); anything else is not looked up. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(token);
}

/** What the answer's links are built with (public-url.ts). */
export type ResultUrlConfig = Parameters<typeof publicResultUrl>[0];

/** The JSON of each calculation sheet, written once: a new search's sheet goes both into its row and its answer. */
const sheetJson = new WeakMap<readonly CalculationStep[], string>();

/** A calculation sheet as JSON, written once per sheet (the same array gives the text written the first time). */
export function calculationStepsJson(steps: readonly CalculationStep[]): string {
  let json = sheetJson.get(steps);
  if (json === undefined) {
    json = JSON.stringify(steps);
    sheetJson.set(steps, json);
  }
  return json;
}

/**
 * A result's answer as JSON, its sheet's JSON (calculationStepsJson) put in last: a new search's was written when it
 * was stored, so it is not written again. For toMountSearchResult's answers, which are built field by field for the
 * schema, so the routes send this as it is: the schema's encode pass (a walk over some 70 sheet rows) cost more
 * server time than the rest of the answer (issue 19).
 */
export function mountSearchResultJson(result: MountSearchResult): string {
  const { calculation_steps: steps, ...rest } = result;
  return `${JSON.stringify(rest).slice(0, -1)},"calculation_steps":${calculationStepsJson(steps)}}`;
}

/**
 * The answer for a saved result; a search that found no mount has none: null. Its `result_url` is on the result's
 * reseller's current domain (the default domain without one), whichever domain the request came in on.
 */
export function toMountSearchResult(saved: SavedResult, config: ResultUrlConfig): MountSearchResult | null {
  const { design, display, wind } = saved;
  if (!design || !display.mount) return null;
  return {
    token: saved.token,
    reference: resultReference(saved.token),
    result_url: publicResultUrl(config, saved.resellerDomain, saved.token),
    created_at: saved.createdAt.toISOString(),
    reseller_id: saved.resellerId,
    mount_id: design.mountId,
    antenna_id: saved.antennaId,
    location: saved.location,
    location_latitude: saved.latitude,
    location_longitude: saved.longitude,
    building_height: saved.buildingHeight,
    roof_type_id: saved.roofTypeId,
    ridge_mount: saved.ridgeMount,
    wind_exposure: saved.windExposure,
    wind_speed: wind.speed,
    default_wind_speed: wind.isDefault,
    wind_speed_source: wind.source,
    wind_speed_approximate: wind.approximate,
    wind_speed_note: wind.note,
    mapped_wind_speed: wind.mappedSpeed,
    wind_speed_place: wind.mappedPlace,
    wind_speed_basis: wind.basis,
    ballast_weight: design.ballastWeight,
    ballast_blocks: { count: design.ballastBlocks.count, block_weight: design.ballastBlocks.blockWeight },
    block_type: display.blockType,
    trays: display.trays,
    assumptions: display.assumptions,
    governing: design.governing,
    roof_load: design.roofLoad,
    total_dead_load: design.totalDeadLoad,
    customer_company: saved.customer.company,
    calculations: saved.calculations,
    calculation_steps: saved.calculationSteps,
    engine_version: saved.engineVersion,
    mount: display.mount,
    antenna: display.antenna,
    roof_type: display.roofType,
    reseller: display.reseller,
  };
}
