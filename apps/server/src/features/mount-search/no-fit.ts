/**
 * Why a search found no mount, in one plain sentence from the engine's reasons (docs/api.md, Mount search step 5).
 * It names only the search's own candidates (the reseller's), never another reseller's mounts.
 */
import { formatNumber, type MountDesign, type MountSelection } from '@nprm/calc';
import type { NoFitBody, NoFitReason } from '@nprm/contracts';
import type { CatalogueMount } from './mount-search.repository.js';
import { roundUp } from './rounding.js';

export type NoFit = NoFitBody['no_fit'];

function noFit(reason: NoFitReason, message: string): NoFit {
  return { reason, message };
}

/** How far a design is over its allowable roof load, as a ratio (1 = at the limit). */
function overload(design: MountDesign): number {
  return design.maxRoofLoad > 0 ? design.roofLoad / design.maxRoofLoad : Infinity;
}

/** The reason for a selection without a chosen mount; null when a mount was chosen. */
export function noFitReason(
  selection: MountSelection,
  candidates: readonly CatalogueMount[],
  ridgeMount: boolean,
): NoFit | null {
  if (selection.chosen) return null;
  if (candidates.length === 0) {
    return noFit(
      'no_candidates',
      `This site offers no mount for this antenna ${ridgeMount ? 'with' : 'without'} a ridge mount`,
    );
  }
  const { designs } = selection;
  if (designs.length === 0) {
    return noFit(
      'invalid_candidates',
      'No compatible mount can be calculated: the catalogue data of every one is incomplete',
    );
  }
  const held = designs.filter((design) => !design.failures.some((failure) => failure.check === 'friction'));
  if (held.length === 0) {
    return noFit(
      'friction',
      'Friction cannot hold any compatible mount on this roof type: choose another roof type or anchor the mount',
    );
  }
  const closest = [...held].sort((a, b) => overload(a) - overload(b) || a.mountId - b.mountId)[0] as MountDesign;
  const name = candidates.find((mount) => mount.id === closest.mountId)?.name ?? closest.mountName ?? 'mount';
  const every = held.length === 1 ? 'The only compatible mount' : 'Every compatible mount';
  const which = held.length === 1 ? `the ${name}` : `the closest, the ${name},`;
  return noFit(
    'roof_load',
    `${every} would load the roof above its allowable: ${which} needs ` +
      `${formatNumber(roundUp(closest.roofLoad, 1), 1)} psf where ${formatNumber(closest.maxRoofLoad, 1)} psf is allowed`,
  );
}
