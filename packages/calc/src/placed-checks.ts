/**
 * The checks with the ballast placed, recorded on the sheet (docs/engineering.md, method step 7): the figures a
 * reviewer signs from (page 1 of the report, the results page) are read from these rows, never recomputed.
 */
import { frictionCapacity, overturningDemand, resistingMoment, slidingDemand, utilisation } from './ballast.js';
import { F_FR, F_SL, M_D, M_R, U_OT, U_SL } from './formulas.js';
import type { LoadCombinationFactors } from './options.js';
import { REF, type Recorder } from './recorder.js';

export interface PlacedChecksInput {
  readonly MOT: number;
  readonly FH: number;
  readonly Fv: number;
  readonly b: number;
  readonly mu: number;
  readonly Wself: number;
  /** The ballast placed, n·w (lb). */
  readonly B: number;
  readonly combination: LoadCombinationFactors;
}

/**
 * Records overturning (M_d against M_R) and sliding (F_sl against F_fr) with their utilisations in per cent.
 * Sliding is left out when friction cannot hold the mount (μ ≤ 0, no fit); a utilisation without capacity (0) is
 * left out rather than printed as Infinity.
 */
export function tracePlacedChecks(t: Recorder, input: PlacedChecksInput): void {
  const { combination } = input;
  const Md = t.step('M_d', overturningDemand(input.MOT, input.Fv, input.b, combination), 'ft·lb', REF.checks, M_D);
  const Mr = t.step('M_R', resistingMoment(input.Wself, input.B, input.b, combination), 'ft·lb', REF.checks, M_R);
  const overturning = utilisation(Md, Mr);
  if (overturning !== null) t.step('U_ot', overturning, '%', REF.checks, U_OT);
  if (!(input.mu > 0)) return;
  const Fsl = t.step('F_sl', slidingDemand(input.FH, combination), 'lb', REF.checks, F_SL);
  const capacity = frictionCapacity(input.mu, input.Wself, input.B, input.Fv, combination);
  const Ffr = t.step('F_fr', capacity, 'lb', REF.checks, F_FR);
  const sliding = utilisation(Fsl, Ffr);
  if (sliding !== null) t.step('U_sl', sliding, '%', REF.checks, U_SL);
}
