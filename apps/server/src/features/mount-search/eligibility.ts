/**
 * Which catalogue rows a search may use (POST /api/mount_search_results at /api/docs, step 1 and 3): the reseller,
 * antenna and roof type it names, checked to be active and offered, and the candidate mounts among them.
 */
import { ANTENNA_WITHOUT_WIND_AREA, hasWindArea } from '@nprm/contracts';
import { ApiError, type FieldErrors } from '../../errors.js';
import type {
  BlockTypeRow,
  CatalogueAntenna,
  CatalogueMount,
  CatalogueReseller,
  CatalogueSnapshot,
  RoofTypeRow,
} from './catalogue.repository.js';

const NOT_AVAILABLE = 'is not available';

/** The catalogue rows a search refers to, checked to be active and offered. */
export interface SearchSubjects {
  reseller: CatalogueReseller | null;
  antenna: CatalogueAntenna;
  roofType: RoofTypeRow;
  /** The block type the ballast is counted in: the one asked for, else the administrator's default. */
  blockType: BlockTypeRow;
}

const isActive = (row: { deleted_at: Date | null }) => row.deleted_at === null;

/**
 * Step 1 (the catalogue part): the reseller, when given, exists and is active; the antenna is active and offered
 * by that reseller; the roof type is active; the block type, when given, is active (else the default block). Unknown
 * and inactive rows get the same message, so an anonymous caller learns nothing about inactive ones. Throws a 422
 * listing every problem.
 */
export function resolveSubjects(
  catalogue: CatalogueSnapshot,
  ids: { reseller_id: number | null; antenna: number; roof_type: number; block_type?: number | undefined },
): SearchSubjects {
  const errors: FieldErrors = {};
  let reseller: CatalogueReseller | null = null;
  if (ids.reseller_id !== null) {
    const found = catalogue.resellers.get(ids.reseller_id);
    if (found && isActive(found)) reseller = found;
    else errors.reseller_id = [NOT_AVAILABLE];
  }
  const antenna = catalogue.antennas.get(ids.antenna);
  const problem = antennaProblem(antenna, reseller);
  if (problem !== null) errors.antenna = [problem];
  const roofType = catalogue.roofTypes.get(ids.roof_type);
  if (!roofType || !isActive(roofType)) errors.roof_type = [NOT_AVAILABLE];
  const blockType = catalogue.blockTypes.get(ids.block_type ?? catalogue.settings.default_block_type_id);
  if (!blockType || !isActive(blockType)) errors.block_type = [NOT_AVAILABLE];
  if (Object.keys(errors).length > 0 || !antenna || !roofType || !blockType) throw ApiError.validation(errors);
  return { reseller, antenna, roofType, blockType };
}

/**
 * Why a search may not use an antenna (unknown or inactive, not offered by the reseller, without a wind area), or
 * null when it may.
 */
export function antennaProblem(
  antenna: CatalogueAntenna | undefined,
  reseller: CatalogueReseller | null,
): string | null {
  if (!antenna || !isActive(antenna)) return NOT_AVAILABLE;
  if (reseller && reseller.antennaIds.size > 0 && !reseller.antennaIds.has(antenna.id)) {
    return 'is not offered by this reseller';
  }
  // Also part of step 1: an antenna stored before square_footage was required has an EPA of 0, which would leave
  // the antenna's own wind out of the ballast.
  return hasWindArea(antenna) ? null : ANTENNA_WITHOUT_WIND_AREA;
}

/**
 * Step 3: active mounts of the requested ridge kind, linked to the reseller by an active reseller mount when a
 * reseller is given, by ascending id. `compatibleOnly` keeps the mounts compatible with the antenna (and the others) (the search always
 * does; diagnostics may look at every mount).
 */
export function candidateMounts(
  catalogue: CatalogueSnapshot,
  subjects: Pick<SearchSubjects, 'antenna' | 'reseller'> & { otherAntennas?: readonly CatalogueAntenna[] },
  ridgeMount: boolean,
  compatibleOnly = true,
): CatalogueMount[] {
  // With several antennas on the mount, it must be compatible with every one.
  const compatible = [subjects.antenna, ...(subjects.otherAntennas ?? [])].map((a) => new Set(a.mountIds));
  const candidates: CatalogueMount[] = [];
  for (const mount of catalogue.mounts.values()) {
    if (!isActive(mount) || mount.ridge_mount !== ridgeMount) continue;
    if (compatibleOnly && !compatible.every((ids) => ids.has(mount.id))) continue;
    if (subjects.reseller) {
      const link = subjects.reseller.mounts.get(mount.id);
      if (!link || !isActive(link)) continue;
    }
    candidates.push(mount);
  }
  return candidates.sort((a, b) => a.id - b.id);
}
