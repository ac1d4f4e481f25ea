/**
 * The roof structure's own limit (docs/engineering.md, "The roof checked"): the mount's maximum roof load is the
 * manufacturer's rating of the mount, not what the building can carry. When the building's engineer gives the
 * roof's allowable load, a design whose roof load p exceeds it does not fit either. Not given: no check, the same
 * selection.
 */
import { chooseAgain, withFailure } from './checked-selection.js';
import { fitFailure } from './failures.js';
import type { MountSelection } from './select.js';

/**
 * The selection with every design whose roof load exceeds `allowable` (psf) failing `roof_structure` (value: the
 * roof load, limit: the allowable), and the choice made again. The same selection when `allowable` is null.
 */
export function requireRoofAllowableLoad(selection: MountSelection, allowable: number | null): MountSelection {
  if (allowable === null) return selection;
  return chooseAgain(
    selection,
    selection.designs.map((design) =>
      design.roofLoad > allowable
        ? withFailure(design, fitFailure('roof_structure', design.roofLoad, allowable))
        : design,
    ),
  );
}
