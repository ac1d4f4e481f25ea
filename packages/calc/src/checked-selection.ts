/**
 * Checks made after the engine has designed every candidate, with facts the engine does not hold (which mounts have
 * no place for ballast, what the roof structure allows): a design that fails one gets the failure, and the choice is
 * made again among the designs that still fit, in selectMount's order.
 */
import type { FitFailure } from './failures.js';
import type { MountDesign } from './mount-design.js';
import { compareDesigns, type MountSelection } from './select.js';

/** The design, not fitting, with one more failure; its figures and lazily recorded trace unchanged. */
export function withFailure(design: MountDesign, failure: FitFailure): MountDesign {
  // Copied by descriptor: a spread would read the lazily recorded trace (design.ts) of every candidate.
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(design),
      fits: { value: false, enumerable: true },
      failures: { value: [...design.failures, failure], enumerable: true },
    },
  ) as MountDesign;
}

/** The selection with its designs checked again; the same selection when no design changed. */
export function chooseAgain(selection: MountSelection, designs: readonly MountDesign[]): MountSelection {
  if (designs.every((design, index) => design === selection.designs[index])) return selection;
  const chosen = designs.filter((design) => design.fits).sort(compareDesigns)[0] ?? null;
  return { ...selection, designs, chosen };
}
