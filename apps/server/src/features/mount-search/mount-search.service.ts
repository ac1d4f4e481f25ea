/**
 * Mount search, top to bottom (docs/api.md, Mount search steps 1–5): the request's catalogue rows (eligibility.ts),
 * the site (site.ts) and wind speed (wind-speed.ts, mapped-wind.ts), the candidate mounts, the engine over them
 * (engine-adapter.ts), then the saved result (saved-result.ts, rounding.ts), stored whether or not a mount fits,
 * and answered from that record; no fit answers why (no-fit.ts).
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
  type StoredSearch,
  type CatalogueSnapshot,
} from './mount-search.repository.js';
import {
  isWellFormedToken,
  newResultToken,
  toMountSearchResult,
  type NewSavedResult,
  type ResultDisplay,
  type ResultUrlConfig,
} from './saved-result.js';
import { belowMappedNote, mappedWindSpeed, type MappedWindSpeed } from './mapped-wind.js';
import { noFitReason, type NoFit } from './no-fit.js';
import { savedDesign, shownFiguresLine } from './rounding.js';
import { resolveSite, type SearchSite } from './site.js';
import { inputNotes } from './trace-notes.js';
import { lookUpSite, resolveWindSpeed, type ResolvedWindSpeed } from './wind-speed.js';

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
  onStored: (stored: StoredSearch) => Promise<void> = () => Promise.resolve(),
): Promise<MountSearchResult> {
  const site = resolveSite(request, request.wind_speed !== undefined);
  // One look-up serves both the wind speed used and the mapped value beside it.
  const found = lookUpSite(catalogue, site.latitude, site.longitude);
  const wind = resolveWindSpeed(request.wind_speed, found);
  const mapped = mappedWindSpeed(found);
  const { saved: plan, noFit } = planMountSearch(catalogue, request, { site, wind, mapped });
  if (request.reseller_id !== null && request.reseller_id !== siteResellerId) {
    throw ApiError.validation({ reseller_id: ['does not match this site'] });
  }
  const saved = await insertSearchResult(db, plan);
  await onStored(saved);
  const result = toMountSearchResult(saved, config);
  if (!result) throw new ApiError(404, { errors: [NO_COMPATIBLE_MOUNT_FOUND], ...(noFit ? { no_fit: noFit } : {}) });
  return result;
}

/** GET by token: the stored result, or 404 for an unknown token and for a search that found no mount. */
export async function findSavedResult(db: Db, config: ResultUrlConfig, token: string): Promise<MountSearchResult> {
  const saved = isWellFormedToken(token) ? await findSearchResultByToken(db, token) : undefined;
  const result = saved ? toMountSearchResult(saved, config) : null;
  if (!result) throw ApiError.notFound();
  return result;
}

/** The site, its wind speed (step 2) and the mapped value, resolved before the pure steps. */
export interface SearchConditions {
  site: SearchSite;
  wind: ResolvedWindSpeed;
  mapped: MappedWindSpeed;
}

/** Steps 1–5 for a validated request and its conditions: the record to store, and why nothing fits when nothing does. */
export function planMountSearch(
  catalogue: CatalogueSnapshot,
  request: MountSearchRequest,
  { site, wind, mapped }: SearchConditions,
): { saved: NewSavedResult; noFit: NoFit | null } {
  const subjects = resolveSubjects(catalogue, request);
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
  const notes = [
    ...inputNotes(subjects, wind, {
      ridge_mount: request.ridge_mount,
      location: site.location,
      location_latitude: site.latitude,
      location_longitude: site.longitude,
    }),
    ...(site.resolvedFrom === null ? [] : [`Location as typed: "${site.resolvedFrom}", resolved to ${site.location}`]),
    ...belowMappedNote(wind, mapped),
  ];
  const fitting = selection.designs.filter((design) => design.fits).length;
  const chosenMount = chosen ? (catalogue.mounts.get(chosen.mountId) ?? null) : null;
  const design = chosen && chosenMount ? savedDesign(chosen) : null;
  const calculations =
    chosen && design
      ? formatTrace(chosen, {
          notes: [
            ...notes,
            `Mount choice: the fitting mount with the least total dead load (${fitting} of ${candidates.length} candidates fit)`,
          ],
        }) + `${shownFiguresLine(chosen, design)}\n`
      : formatTrace(selection, { notes });
  const noFit = noFitReason(selection, candidates, request.ridge_mount);
  const saved: NewSavedResult = {
    token: newResultToken(),
    resellerId: subjects.reseller?.id ?? null,
    antennaId: subjects.antenna.id,
    roofTypeId: subjects.roofType.id,
    location: site.location,
    latitude: site.latitude ?? null,
    longitude: site.longitude ?? null,
    buildingHeight: request.building_height,
    ridgeMount: request.ridge_mount,
    windExposure: request.wind_exposure,
    wind: {
      speed: wind.windSpeed,
      source: wind.source,
      isDefault: wind.defaultWindSpeed,
      approximate: wind.approximate,
      note: wind.note,
      mappedSpeed: mapped.speed,
      mappedPlace: mapped.place,
      basis: wind.basis,
    },
    customer: { name: request.customer_name, email: request.customer_email, company: request.customer_company },
    design,
    calculations,
    calculationSteps: chosen && design ? [...chosen.trace] : [],
    engineVersion: selection.engineVersion,
    engineOptions: selection.options,
    display: resultDisplay(subjects, chosenMount, chosen),
    noFit,
  };
  return { saved, noFit };
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
