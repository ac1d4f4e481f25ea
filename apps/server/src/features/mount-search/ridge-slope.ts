/**
 * The roof's slope in a ridge search (docs/engineering.md, "Ridge mounts"): the method takes a slope into sliding
 * only for a mount bearing on one roof slope (μ·cos θ − sin θ). A ridge mount straddles the ridge, so its sliding is
 * checked as on a flat roof, and a ridge result says so among its assumptions.
 */
import type { Assumption } from '@nprm/calc';

export const RIDGE_SLOPE: Assumption = {
  code: 'ridge_slope',
  text:
    "Ridge mount: the frame straddles the ridge, so the roof's slope is not applied to sliding; the down-slope pulls " +
    'on its two sides cancel through the frame, and sliding is checked as on a flat roof (engineering judgement). A ' +
    'mount resting on one slope only would need μ·cos θ − sin θ, which this result does not apply.',
};

/** The assumptions with the ridge one after the friction one, for a ridge search; as they are otherwise. */
export function withRidgeAssumption(assumptions: readonly Assumption[], ridgeMount: boolean): Assumption[] {
  if (!ridgeMount) return [...assumptions];
  const friction = assumptions.findIndex((a) => a.code === 'design_friction');
  const at = friction === -1 ? assumptions.length : friction + 1;
  return [...assumptions.slice(0, at), RIDGE_SLOPE, ...assumptions.slice(at)];
}
