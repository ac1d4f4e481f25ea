import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import type { DesignInput } from './inputs.js';
import type { CalcOptions } from './options.js';
import { readFixture } from './test/fixtures.js';

/**
 * Cases generated from the executable oracle (scripts/nprm_reference.py, docs/engineering.md "The oracle") by
 * scripts/generate-oracle-cases.py, which documents how our inputs map to the oracle's arguments.
 */
interface OracleCase {
  name: string;
  input: DesignInput;
  options: CalcOptions;
  oracle: { roof: string };
  expected: {
    gcr: number;
    kzAntenna: number;
    qzAntenna: number;
    forces: { antenna: number; mast: number; mount: number };
    upliftForce: number;
    horizontalForce: number;
    overturningMoment: number;
    ballastOverturningRaw: number;
    ballastSlidingRaw: number;
    ballastRequired: number;
    ballastWeight: number;
    totalDeadLoad: number;
    roofLoad: number;
    footprintArea: number;
    /** b, the tipping arm: half the short side of a rectangular base. */
    tippingArm: number;
    /** The manufacturer's ratings the design is above (the reference's own rule). */
    ratingExceeded: string[];
  };
}

const { designCases } = JSON.parse(readFixture('oracle-cases.json')) as { designCases: OracleCase[] };

/** Same formulas, same order of operations: agreement to ~1e-9 relative (last-bit differences of pow only). */
function close(actual: number, expected: number, label: string): void {
  const tolerance = 1e-9 * Math.max(1, Math.abs(expected));
  expect(Math.abs(actual - expected), `${label}: ${actual} vs oracle ${expected}`).toBeLessThanOrEqual(tolerance);
}

describe('designMount agrees with the oracle nprm_reference.py', () => {
  it('covers every exposure, GCr policy, load combination, several K_d and block weights, every roof type and uplift', () => {
    expect(designCases.length).toBeGreaterThanOrEqual(30);
    const seen = (pick: (c: OracleCase) => unknown) => new Set(designCases.map(pick));
    expect(seen((c) => c.input.site.exposure)).toEqual(new Set(['B', 'C', 'D']));
    expect(seen((c) => c.options.gcrPolicy)).toEqual(new Set(['all_heights', 'asce7_10']));
    expect(seen((c) => c.options.loadCombination)).toEqual(new Set(['lrfd', 'asd', 'fs1.5']));
    expect(seen((c) => c.options.kd).size).toBeGreaterThanOrEqual(4);
    expect(seen((c) => c.options.blockWeight).size).toBeGreaterThanOrEqual(4);
    expect(seen((c) => c.oracle.roof).size).toBe(9);
    expect(designCases.some((c) => c.expected.gcr === 0.85)).toBe(true);
    // Uplift (ASCE 7-10 §29.5.1): non-zero A_r under every load combination, and the seeded block weights.
    const withUplift = designCases.filter((c) => (c.input.antenna.horizontalArea ?? 0) > 0);
    expect(withUplift.length).toBeGreaterThanOrEqual(20);
    expect(new Set(withUplift.map((c) => c.options.loadCombination))).toEqual(new Set(['lrfd', 'asd', 'fs1.5']));
    expect(withUplift.every((c) => c.expected.upliftForce > 0)).toBe(true);
    for (const block of [14, 26, 30]) expect(seen((c) => c.options.blockWeight).has(block)).toBe(true);
    // Rectangular bases (engine 1.3.0), and each rating both exceeded and held.
    const rectangular = designCases.filter((c) => c.input.mount.baseLength != null);
    expect(rectangular.length).toBeGreaterThanOrEqual(10);
    expect(rectangular.some((c) => c.input.mount.baseLength !== c.input.mount.baseWidth)).toBe(true);
    for (const rating of ['max_epa', 'max_overturning_moment']) {
      expect(designCases.some((c) => c.expected.ratingExceeded.includes(rating))).toBe(true);
    }
    expect(designCases.some((c) => c.input.mount.maxEpa != null && c.expected.ratingExceeded.length === 0)).toBe(true);
  });

  it.each(designCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const d = designMount(c.input, c.options);
    const e = c.expected;
    close(d.gcr, e.gcr, 'GCr');
    close(d.parts.antenna.kz, e.kzAntenna, 'K_z,a');
    close(d.parts.antenna.qz, e.qzAntenna, 'q_z,a');
    close(d.parts.antenna.force, e.forces.antenna, 'F_a');
    close(d.parts.mast.force, e.forces.mast, 'F_p');
    close(d.parts.mount.force, e.forces.mount, 'F_f');
    close(d.uplift.force, e.upliftForce, 'F_v');
    close(d.horizontalForce, e.horizontalForce, 'F_H');
    close(d.overturningMoment, e.overturningMoment, 'M_OT');
    close(d.ballastOverturning, Math.max(e.ballastOverturningRaw, 0), 'B_ot');
    close(d.ballastSliding ?? Number.NaN, Math.max(e.ballastSlidingRaw, 0), 'B_sl');
    close(d.trace.find((s) => s.symbol === 'B_ot')?.value ?? Number.NaN, e.ballastOverturningRaw, 'B_ot (trace)');
    close(d.trace.find((s) => s.symbol === 'B_sl')?.value ?? Number.NaN, e.ballastSlidingRaw, 'B_sl (trace)');
    close(d.ballastRequired, e.ballastRequired, 'B_req');
    close(d.ballastWeight, e.ballastWeight, 'B');
    close(d.totalDeadLoad, e.totalDeadLoad, 'W');
    close(d.roofLoad, e.roofLoad, 'p');
    close(d.footprintArea, e.footprintArea, 'A_fp');
    close(d.trace.find((s) => s.symbol === 'b')?.value ?? Number.NaN, e.tippingArm, 'b');
    const ratings = d.failures.filter((f) => f.check === 'mount_rating').map((f) => f.rating);
    expect(ratings, 'ratings exceeded').toEqual(e.ratingExceeded);
  });
});
