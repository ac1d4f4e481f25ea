/**
 * Why a search found no mount, in one plain sentence from the engine's reasons (POST /api/mount_search_results at
 * /api/docs, step 5). It names only the search's own candidates (the reseller's), never another reseller's mounts.
 */
import { formatNumber, type FitCheck, type FitFailure, type MountDesign, type MountSelection } from '@nprm/calc';
import type { NoFitBody, NoFitReason } from '@nprm/contracts';
import { listWords } from '@nprm/contracts/wording';
import type { CatalogueMount } from './catalogue.repository.js';
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
  /** With several antennas: the ones no mount of the site carries (antennasWithoutMount). */
  unmounted: { names: string[]; together: boolean } | null = null,
): NoFit | null {
  if (selection.chosen) return null;
  if (candidates.length === 0) {
    const kind = `${ridgeMount ? 'with' : 'without'} a ridge mount`;
    if (unmounted === null) return noFit('no_candidates', `This site offers no mount for this antenna ${kind}`);
    const named = listWords(unmounted.names.map((name) => `the ${name}`));
    return noFit(
      'no_candidates',
      unmounted.together
        ? `This site offers no mount that carries ${named} together ${kind}`
        : `This site offers no mount for ${named} ${kind}`,
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
  const fails = (design: MountDesign, check: FitCheck) => design.failures.some((failure) => failure.check === check);
  const failure = (design: MountDesign, check: FitCheck) => design.failures.find((found) => found.check === check)!;
  const nameOf = (design: MountDesign) =>
    candidates.find((mount) => mount.id === design.mountId)?.name ?? design.mountName ?? 'mount';
  const closestBy = (designs: MountDesign[], excess: (design: MountDesign) => number) =>
    [...designs].sort((a, b) => excess(a) - excess(b) || a.mountId - b.mountId)[0] as MountDesign;
  const phrase = (designs: MountDesign[], closest: MountDesign) =>
    designs.length === 1
      ? { every: 'The only compatible mount', which: `the ${nameOf(closest)}` }
      : { every: 'Every compatible mount', which: `the closest, the ${nameOf(closest)},` };

  // Each design left fails at least one check; name the one that stops the candidates closest to fitting.
  const placeable = held.filter((design) => !fails(design, 'antenna_below_roof'));
  if (placeable.length === 0) {
    const closest = closestBy(held, (design) => -failure(design, 'antenna_below_roof').value);
    const { every, which } = phrase(held, closest);
    return noFit(
      'antenna_below_roof',
      `${every} would put the antenna's centerline below the roof: on ${which} it sits ` +
        `${formatNumber(-failure(closest, 'antenna_below_roof').value, 1)} ft below it`,
    );
  }
  // A mount with no place for ballast cannot take any, whatever else holds: the ones that can come first.
  const positioned = placeable.filter((design) => !fails(design, 'no_ballast_positions'));
  if (positioned.length === 0) return noBallastPositions(placeable, nameOf);
  const withinRating = positioned.filter((design) => !fails(design, 'mount_rating'));
  if (withinRating.length === 0) {
    const rating = (design: MountDesign) => failure(design, 'mount_rating');
    const closest = closestBy(positioned, (design) => rating(design).value / rating(design).limit);
    const { every, which } = phrase(positioned, closest);
    return noFit(
      'mount_rating',
      `${every} is rated by its manufacturer below this design: ${ratingWords(which, rating(closest), closest.antennas.length)}`,
    );
  }
  const withinRoofLoad = withinRating.filter((design) => !fails(design, 'roof_load'));
  if (withinRoofLoad.length === 0) {
    const closest = closestBy(withinRating, overload);
    const { every, which } = phrase(withinRating, closest);
    return noFit(
      'roof_load',
      `${every} would load the roof above its allowable: ${which} needs ` +
        `${formatNumber(roundUp(closest.roofLoad, 1), 1)} psf where ${formatNumber(closest.maxRoofLoad, 1)} psf is allowed`,
    );
  }
  const withinRoof = withinRoofLoad.filter((design) => !fails(design, 'roof_structure'));
  if (withinRoof.length === 0) return roofStructure(withinRoofLoad, phrase);
  // Within both roof loads, only the trays are left: the fullest tray holds more than its capacity.
  const tray = (design: MountDesign) => failure(design, 'tray_capacity');
  const closest = closestBy(withinRoof, (design) => tray(design).value / tray(design).limit);
  const { every, which } = phrase(withinRoof, closest);
  return noFit(
    'tray_capacity',
    `${every} within its roof load cannot hold the ballast in its trays: ${which} needs ` +
      `${formatNumber(roundUp(tray(closest).value, 0), 0)} lb in its fullest tray where ` +
      `${formatNumber(tray(closest).limit, 0)} lb fits`,
  );
}

/**
 * Every design within its mount's ratings would load the roof above what the roof structure allows (the building
 * engineer's figure): the roof is what stops them, so the message names it, with the lightest mount's roof load.
 */
function roofStructure(
  designs: MountDesign[],
  phrase: (designs: MountDesign[], closest: MountDesign) => { every: string; which: string },
): NoFit {
  const closest = [...designs].sort((a, b) => a.roofLoad - b.roofLoad || a.mountId - b.mountId)[0] as MountDesign;
  const allowable = closest.failures.find((found) => found.check === 'roof_structure')!.limit;
  const { every, which } = phrase(designs, closest);
  return noFit(
    'roof_structure',
    `${every} would load the roof above what the roof structure allows: the roof's allowable load is ` +
      `${formatNumber(allowable, 1)} psf (the building engineer's figure) and ${which} needs ` +
      `${formatNumber(roundUp(closest.roofLoad, 1), 1)} psf`,
  );
}

/**
 * Every design left needs ballast on a mount without trays or positions for it, named with the ballast each needs:
 * "The only compatible mount, the Ridge Mount 3 ft [demo], has no ballast trays or positions for the 90 lb of
 * ballast it needs here".
 */
function noBallastPositions(designs: MountDesign[], nameOf: (design: MountDesign) => string): NoFit {
  const lb = (design: MountDesign) => `${formatNumber(design.ballastWeight, 0)} lb`;
  const [only] = designs;
  if (designs.length === 1 && only) {
    return noFit(
      'no_ballast_positions',
      `The only compatible mount, the ${nameOf(only)}, has no ballast trays or positions for the ${lb(only)} of ` +
        'ballast it needs here',
    );
  }
  const each = designs.map((design) => `the ${nameOf(design)} needs ${lb(design)}`);
  return noFit(
    'no_ballast_positions',
    `No compatible mount has ballast trays or positions for the ballast it needs here: ${listWords(each)}`,
  );
}

/**
 * The rating a design exceeds, in plain words: "the X carries at most 3 ft² of antenna EPA where this one has 4 ft²";
 * with several antennas, their EPAs together.
 */
function ratingWords(which: string, failure: FitFailure, antennas: number): string {
  if (failure.rating === 'max_epa') {
    const these = antennas > 1 ? `these ${antennas} antennas have together` : 'this one has';
    return (
      `${which} carries an antenna of at most ${formatNumber(failure.limit, 2)} ft² EPA where ${these} ` +
      `${formatNumber(failure.value, 2)} ft²`
    );
  }
  return (
    `${which} is rated for an overturning moment of at most ${formatNumber(failure.limit, 0)} ft·lb where this ` +
    `design makes ${formatNumber(roundUp(failure.value, 0), 0)} ft·lb`
  );
}
