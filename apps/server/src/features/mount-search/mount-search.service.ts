/**
 * Mount search, top to bottom (docs/api.md, Mount search steps 1–5): the request's catalogue rows (eligibility.ts),
 * the wind speed (wind-speed.ts), the candidate mounts, the engine over them (engine-adapter.ts), then the saved
 * result (saved-result.ts), stored whether or not a mount fits, and answered from that record.
 */
import { ASSUMPTIONS, formatTrace, type MountDesign } from '@nprm/calc';
import { NO_COMPATIBLE_MOUNT_FOUND, type MountSearchRequest, type MountSearchResult } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { candidateMounts, resolveSubjects, type SearchSubjects } from './eligibility.js';
import { engineOptions, runSelection, searchInput } from './engine-adapter.js';
import {
  findSearchResultByToken,
  insertSearchResult,
  type CatalogueMount,
  type CatalogueSnapshot,
} from './mount-search.repository.js';
import {
  isWellFormedToken,
  newResultToken,
  toMountSearchResult,
  type NewSavedResult,
  type ResultDisplay,
  type SavedDesign,
} from './saved-result.js';
import { inputNotes } from './trace-notes.js';
import { resolveWindSpeed } from './wind-speed.js';

/**
 * POST: runs the search, stores it (the lead is kept either way) and answers the result; no fit is a 404. A
 * `reseller_id` in the body must be the reseller of the site asked (`siteResellerId`, from the Host), so a visitor
 * cannot file leads under another reseller.
 */
export async function searchMounts(
  db: Db,
  catalogue: CatalogueSnapshot,
  request: MountSearchRequest,
  siteResellerId: number | null,
): Promise<MountSearchResult> {
  const plan = planMountSearch(catalogue, request);
  if (request.reseller_id !== null && request.reseller_id !== siteResellerId) {
    throw ApiError.validation({ reseller_id: ['does not match this site'] });
  }
  const saved = await insertSearchResult(db, plan);
  const result = toMountSearchResult(saved);
  if (!result) throw new ApiError(404, { errors: [NO_COMPATIBLE_MOUNT_FOUND] });
  return result;
}

/** GET by token: the stored result, or 404 for an unknown token and for a search that found no mount. */
export async function findSavedResult(db: Db, token: string): Promise<MountSearchResult> {
  const saved = isWellFormedToken(token) ? await findSearchResultByToken(db, token) : undefined;
  const result = saved ? toMountSearchResult(saved) : null;
  if (!result) throw ApiError.notFound();
  return result;
}

/** Steps 1–5 for a validated request: the record to store. */
export function planMountSearch(catalogue: CatalogueSnapshot, request: MountSearchRequest): NewSavedResult {
  const subjects = resolveSubjects(catalogue, request);
  const wind = resolveWindSpeed(request.wind_speed, request.location_latitude, request.location_longitude);
  const candidates = candidateMounts(catalogue, subjects, request.ridge_mount);
  const selection = runSelection(
    searchInput(subjects, {
      windSpeed: wind.windSpeed,
      exposure: request.wind_exposure,
      buildingHeight: request.building_height,
    }),
    candidates,
    engineOptions(catalogue.settings, subjects.blockType),
  );
  const chosen = selection.chosen;
  const notes = inputNotes(subjects, wind, request);
  const fitting = selection.designs.filter((design) => design.fits).length;
  const calculations = chosen
    ? formatTrace(chosen, {
        notes: [
          ...notes,
          `Mount choice: the fitting mount with the least total dead load (${fitting} of ${candidates.length} candidates fit)`,
        ],
      })
    : formatTrace(selection, { notes });
  const chosenMount = chosen ? (catalogue.mounts.get(chosen.mountId) ?? null) : null;
  return {
    token: newResultToken(),
    resellerId: subjects.reseller?.id ?? null,
    antennaId: subjects.antenna.id,
    roofTypeId: subjects.roofType.id,
    location: request.location,
    latitude: request.location_latitude ?? null,
    longitude: request.location_longitude ?? null,
    buildingHeight: request.building_height,
    ridgeMount: request.ridge_mount,
    windExposure: request.wind_exposure,
    wind: {
      speed: wind.windSpeed,
      source: wind.source,
      isDefault: wind.defaultWindSpeed,
      approximate: wind.approximate,
      note: wind.note,
    },
    customer: { name: request.customer_name, email: request.customer_email, company: request.customer_company },
    design: chosen && chosenMount ? savedDesign(chosen) : null,
    calculations,
    engineVersion: selection.engineVersion,
    engineOptions: selection.options,
    display: resultDisplay(subjects, chosenMount, chosen),
  };
}

/** Rounds a demand up to `decimals` places (conservative), ignoring floating-point noise below the last place. */
export function roundUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.ceil(value * scale - 1e-6) / scale;
}

/** The figures stored and shown for a design: ballast and dead load up to whole pounds, roof load up to 0.1 psf. */
function savedDesign(design: MountDesign): SavedDesign {
  return {
    mountId: design.mountId,
    ballastWeight: roundUp(design.ballastWeight, 0),
    ballastBlocks: { count: design.ballast.count, blockWeight: design.ballast.blockWeight },
    governing: design.governing,
    roofLoad: roundUp(design.roofLoad, 1),
    totalDeadLoad: roundUp(design.totalDeadLoad, 0),
  };
}

/** The catalogue data shown with a result; the chosen mount's URLs are the reseller mount's where set. */
function resultDisplay(
  subjects: SearchSubjects,
  mount: CatalogueMount | null,
  design: MountDesign | null,
): ResultDisplay {
  const { reseller, antenna, roofType, blockType } = subjects;
  const link = mount && reseller ? reseller.mounts.get(mount.id) : undefined;
  return {
    blockType: {
      id: blockType.id,
      name: blockType.name,
      nominal_size: blockType.nominal_size,
      weight: blockType.weight,
    },
    trays: design?.trays ? { count: design.trays.trays, blocks_per_tray: design.trays.blocksPerTray } : null,
    assumptions: (design?.assumptions ?? ASSUMPTIONS).map(({ code, text }) => ({ code, text })),
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
    roofType: { id: roofType.id, name: roofType.name },
    reseller: reseller && { id: reseller.id, name: reseller.name, contact_email: reseller.contact_email },
  };
}
