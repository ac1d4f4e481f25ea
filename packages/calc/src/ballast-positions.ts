/**
 * Where a mount's ballast goes (docs/engineering.md, "Ridge mounts"). The method shares the blocks over a mount's
 * trays, or, for a mount without trays, lays them on its base. Some mounts have neither: a ridge mount stands on
 * both slopes, and without trays nothing on it is known to hold a block. Such a mount cannot take any ballast, so a
 * design on it fits only when it needs none. Which mounts those are is catalogue knowledge, given by the caller; the
 * rule and its failure are the engine's.
 */
import { fitFailure } from './failures.js';
import type { MountDesign } from './mount-design.js';
import { chooseAgain, withFailure } from './checked-selection.js';
import type { MountSelection } from './select.js';

/**
 * A design on a mount with no place for ballast: the same design when it places no block, else one that does not
 * fit, with a `no_ballast_positions` failure (value: the ballast placed, lb; limit 0 lb).
 */
export function withoutBallastPositions(design: MountDesign): MountDesign {
  if (design.ballast.count === 0) return design;
  return withFailure(design, fitFailure('no_ballast_positions', design.ballastWeight, 0));
}

/**
 * The selection with every design on a mount that has no place for ballast (`hasPositions(mountId)` false) checked
 * by {@link withoutBallastPositions}, and the choice made again among the designs that still fit (the same order as
 * selectMount). The same selection when no design changes.
 */
export function requireBallastPositions(
  selection: MountSelection,
  hasPositions: (mountId: number) => boolean,
): MountSelection {
  return chooseAgain(
    selection,
    selection.designs.map((design) => (hasPositions(design.mountId) ? design : withoutBallastPositions(design))),
  );
}
