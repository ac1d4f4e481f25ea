/** The mount's manufacturer ratings against the design (docs/engineering.md, "Checks the engine must make"). */
import { ratingFailure, type FitFailure } from './failures.js';
import type { MountInput } from './inputs.js';
import { REF, type Recorder } from './recorder.js';

/**
 * The manufacturer's ratings the mount has, recorded after M_OT: the antennas' EPA A_a (or ΣA_a) against EPA_max and M_OT (as
 * computed, strength-level wind, before γ_W) against M_max. A design above a rating does not fit.
 */
export function checkRatings(
  t: Recorder,
  mount: MountInput,
  Aa: number,
  MOT: number,
  /** The EPA's symbol on the sheet: A_a, or ΣA_a for several antennas. */
  epaSymbol: string,
): FitFailure[] {
  const failures: FitFailure[] = [];
  const epa = mount.maxEpa ?? null;
  if (epa !== null) {
    const over = Aa > epa;
    t.step(
      'EPA_max',
      epa,
      'ft²',
      REF.rating,
      undefined,
      over ? `${epaSymbol} exceeds it: the mount does not fit` : undefined,
    );
    if (over) failures.push(ratingFailure('max_epa', Aa, epa));
  }
  const moment = mount.maxOverturningMoment ?? null;
  if (moment !== null) {
    const over = MOT > moment;
    t.step(
      'M_max',
      moment,
      'ft·lb',
      REF.rating,
      undefined,
      over ? 'M_OT exceeds it: the mount does not fit' : undefined,
    );
    if (over) failures.push(ratingFailure('max_overturning_moment', MOT, moment));
  }
  return failures;
}
