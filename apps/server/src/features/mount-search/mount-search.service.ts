/**
 * Mount search, top to bottom (POST /api/mount_search_results at /api/docs, step 1–5): the request's catalogue rows
 * (eligibility.ts), the site (site.ts) and wind speed (wind-speed.ts, mapped-wind.ts), the candidate mounts, the engine
 * over them (engine-adapter.ts), then the saved result (saved-result.ts, rounding.ts), stored whether or not a mount
 * fits, and answered from that record; no fit answers why (no-fit.ts).
 */
import { ASSUMPTIONS, resultSheet, type MountDesign } from '@nprm/calc';
import {
  calculationSheetText,
  EMPTY_BILL_OF_MATERIALS,
  antennaLines,
  NO_COMPATIBLE_MOUNT_FOUND,
  type MountSearchRequest,
  type MountSearchResult,
} from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError, foundOr404 } from '../../errors.js';
import { billOfMaterials, validOn, type StoredPriceList } from '../price-lists/index.js';
import type { CatalogueMount, CatalogueSnapshot } from './catalogue.repository.js';
import { candidateMounts, type SearchSubjects } from './eligibility.js';
import { codeBasisRecord, runSelection, searchInput } from './engine-adapter.js';
import { noFitReason } from './no-fit.js';
import { antennasWithoutMount, lineAntennas, mountedAntennas, resultAntennas } from './antenna-lines.js';
import { planningReasons, seismicResult } from './planning.js';
import { shownFigures } from './rounding.js';
import {
  isFit,
  isWellFormedToken,
  newResultToken,
  toMountSearchResult,
  type NewSavedResult,
  type ResultUrlConfig,
  type SavedResult,
} from './saved-result.js';
import { findSearchResultByToken } from './saved-result.repository.js';
import { storeLeadOnce, type LeadOrigin } from './lead-once.js';
import { searchConditions, type SearchConditions } from './search-conditions.js';
import { withWindSpeedNote } from './wind-speed-note.js';
import { withJurisdictionAssumption, type SearchJurisdiction } from './jurisdiction.js';
import { withRidgeAssumption } from './ridge-slope.js';

/**
 * POST: runs the search, stores it (the lead is kept either way) and answers the result; no fit is a 404. A
 * `reseller_id` in the body must be the reseller of the site asked (`siteResellerId`, from the Host), so a visitor
 * cannot file leads under another reseller.
 */
export async function searchMounts(
  db: Db,
  config: ResultUrlConfig,
  catalogue: CatalogueSnapshot,
  request: MountSearchRequest,
  siteResellerId: number | null,
  /** Called once the search is stored, fit or no fit (the new-lead e-mail); it must not throw. */
  onStored: (stored: SavedResult) => Promise<void> = () => Promise.resolve(),
  /** Who searched: its identical searches within a short window are one lead (lead-once.ts). */
  origin: LeadOrigin = { clientAddress: '', windowMs: 0 },
): Promise<MountSearchResult> {
  const conditions = searchConditions(catalogue, request);
  // Before the engine: a search for another site's reseller does no work.
  if (request.reseller_id !== null && request.reseller_id !== siteResellerId) {
    throw ApiError.validation({ reseller_id: ['does not match this site'] });
  }
  // The site's reseller's prices valid today (UTC), frozen into the result's bill of materials.
  const prices =
    request.reseller_id !== null
      ? validOn(catalogue.priceLists.get(request.reseller_id), new Date().toISOString().slice(0, 10))
      : undefined;
  const plan = planMountSearch(catalogue, request, conditions, prices);
  const { saved, stored } = await storeLeadOnce(db, plan, origin);
  if (stored) await onStored(saved);
  const result = toMountSearchResult(saved, config);
  if (!result) {
    throw new ApiError(404, {
      errors: [NO_COMPATIBLE_MOUNT_FOUND],
      ...(saved.no_fit ? { no_fit: saved.no_fit, token: saved.token } : {}),
    });
  }
  return result;
}

/**
 * A stored result by its token, with its answer: 404 for an unknown or malformed token and for a search that found
 * no mount (the same rule for the result, its text, its report and its e-mail).
 */
export async function findSavedResult(
  db: Db,
  config: ResultUrlConfig,
  token: string,
): Promise<{ saved: SavedResult; result: MountSearchResult }> {
  const saved = isWellFormedToken(token) ? await findSearchResultByToken(db, token) : undefined;
  const result = saved ? toMountSearchResult(saved, config) : null;
  if (!saved || !result) throw ApiError.notFound();
  return { saved, result };
}

/**
 * The stored search a token names, fit or not: what a review or a quote is about (a search that found no mount is
 * not a dead end). 404 for a malformed or unknown token.
 */
export async function findSearchByToken(db: Db, token: string): Promise<SavedResult> {
  return foundOr404(isWellFormedToken(token) ? await findSearchResultByToken(db, token) : undefined);
}

/**
 * The saved result a token names when it found a mount: what an e-mailed report is about. 404 for a malformed or
 * unknown token and for a result with no fit (nothing to report).
 */
export async function findFitByToken(db: Db, token: string): Promise<SavedResult> {
  const saved = await findSearchByToken(db, token);
  if (!isFit(saved)) throw ApiError.notFound();
  return saved;
}

/** A result's calculation as plain text: derived from its sheet, or the text a result without one was computed with. */
export function calculationsText(saved: SavedResult, result: MountSearchResult): string {
  return saved.calculations_text ?? calculationSheetText(result);
}

/**
 * Steps 3–5 for a validated request and its conditions (searchConditions): the record to store (with why nothing
 * fits when nothing does). `prices` is the reseller's price list valid at search time; none: every part of the bill
 * of materials is on request.
 */
export function planMountSearch(
  catalogue: CatalogueSnapshot,
  request: MountSearchRequest,
  conditions: SearchConditions,
  prices?: StoredPriceList,
): NewSavedResult {
  const { site, wind, mapped, jurisdiction, subjects, options, edition } = conditions;
  const lines = antennaLines(request);
  const [, ...otherAntennas] = lineAntennas(catalogue, subjects, lines);
  const candidates = candidateMounts(catalogue, { ...subjects, otherAntennas }, request.ridge_mount);
  const mounted = mountedAntennas([subjects.antenna, ...otherAntennas], lines, candidates);
  const selection = runSelection(
    searchInput(
      subjects,
      {
        windSpeed: wind.windSpeed,
        exposure: request.wind_exposure,
        buildingHeight: request.building_height,
        ...conditions.siteInputs,
      },
      mounted,
    ),
    candidates,
    options,
    request.roof_allowable_load,
  );
  const chosen = selection.chosen;
  const chosenMount = chosen ? (catalogue.mounts.get(chosen.mountId) ?? null) : null;
  const fit = chosen && chosenMount ? { design: chosen, mount: chosenMount } : null;
  const seismic = seismicResult(
    fit?.design.seismic ?? null,
    conditions.seismic,
    conditions.seismicRequiredHere,
    edition.edition,
  );
  const citation = wind.source === 'given' ? request.wind_speed_citation : null;
  const planning = planningReasons({
    edition,
    wind: wind.source === 'given' ? { given: true, citation } : { given: false, approximate: conditions.windEstimate },
    seismic,
  });
  return {
    token: newResultToken(),
    reseller_id: subjects.reseller?.id ?? null,
    antenna_id: subjects.antenna.id,
    roof_type_id: subjects.roofType.id,
    location: site.location,
    location_latitude: site.latitude ?? null,
    location_longitude: site.longitude ?? null,
    building_height: request.building_height,
    ridge_mount: request.ridge_mount,
    wind_exposure: request.wind_exposure,
    wind_speed: wind.windSpeed,
    default_wind_speed: wind.defaultWindSpeed,
    wind_speed_source: wind.source,
    wind_speed_approximate: wind.approximate,
    wind_speed_note: wind.note,
    mapped_wind_speed: mapped.speed,
    wind_speed_place: mapped.place,
    wind_speed_basis: wind.basis,
    wind_speed_reason: wind.reason,
    wind_speed_citation: citation,
    code_basis: codeBasisRecord(selection.options.codeBasis, edition),
    ground_elevation: request.ground_elevation ?? null,
    planning_only: planning.length > 0,
    planning_reasons: planning,
    seismic,
    customer_name: request.customer_name,
    customer_email: request.customer_email,
    customer_company: request.customer_company,
    project_name: request.project_name,
    site_address: request.site_address,
    roof_allowable_load: request.roof_allowable_load,
    roof_edge_distance: request.roof_edge_distance,
    ...shownFigures(fit?.design ?? null),
    ...resultDisplay(subjects, fit?.mount ?? null, fit?.design ?? null, jurisdiction, request.ridge_mount),
    antennas: resultAntennas(mounted, fit?.design ?? null),
    calculation_steps: fit
      ? withWindSpeedNote(resultSheet(fit.design.trace), wind, mapped, citation, edition.edition)
      : [],
    bill_of_materials: fit
      ? billOfMaterials(
          {
            mount: fit.mount,
            trayCount: fit.design.trays?.trays ?? null,
            blockType: subjects.blockType,
            blockCount: fit.design.ballast.count,
          },
          prices,
        )
      : EMPTY_BILL_OF_MATERIALS,
    engine_version: selection.engineVersion,
    engine_options: selection.options,
    no_fit: noFitReason(
      selection,
      candidates,
      request.ridge_mount,
      otherAntennas.length > 0
        ? antennasWithoutMount(
            mounted.map((line) => line.antenna),
            (antenna) => candidateMounts(catalogue, { antenna, reseller: subjects.reseller }, request.ridge_mount),
          )
        : null,
    ),
    calculations_text: null,
  };
}

/** The catalogue data shown with a result; the chosen mount's URLs are the reseller mount's where set. */
function resultDisplay(
  subjects: SearchSubjects,
  mount: CatalogueMount | null,
  design: MountDesign | null,
  jurisdiction: SearchJurisdiction,
  ridgeMount: boolean,
) {
  const { reseller, antenna, roofType, blockType } = subjects;
  const link = mount && reseller ? reseller.mounts.get(mount.id) : undefined;
  return {
    block_type: {
      id: blockType.id,
      name: blockType.name,
      nominal_size: blockType.nominal_size,
      weight: blockType.weight,
    },
    trays: design?.trays ? { count: design.trays.trays, blocks_per_tray: design.trays.blocksPerTray } : null,
    footprint: mount && {
      base_length: mount.base_length,
      base_width: mount.base_width,
      half_base_width: mount.half_base_width,
    },
    assumptions: withRidgeAssumption(
      withJurisdictionAssumption(design?.assumptions ?? ASSUMPTIONS, jurisdiction),
      ridgeMount,
    ),
    mount: mount && {
      id: mount.id,
      name: mount.name,
      part_number: mount.part_number,
      max_roof_load: mount.max_roof_load,
      mount_images: mount.images.map(({ id, image_url }) => ({ id, image_url })),
      product_url: link?.product_url ?? mount.product_url,
      assembly_instructions_url: link?.assembly_instructions_url ?? mount.assembly_instructions_url,
      product_sheet_url: link?.product_sheet_url ?? mount.product_sheet_url,
    },
    antenna: { id: antenna.id, make: antenna.make, model: antenna.model },
    roof_type: {
      id: roofType.id,
      name: roofType.name,
      friction_coefficient_source: roofType.friction_coefficient_source,
    },
    reseller: reseller && { id: reseller.id, name: reseller.name, contact_email: reseller.contact_email },
  };
}
