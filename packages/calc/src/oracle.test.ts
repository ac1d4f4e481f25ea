import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import type { DesignInput } from './inputs.js';
import type { CodeEdition } from './edition-list.js';
import {
  LOAD_COMBINATIONS,
  type CalcOptions,
  type JurisdictionRule,
  type LoadCombination,
  type RiskCategory,
} from './options.js';
import { chapter13Exemption, F_E, I_p, seismicDesignCategory } from './seismic.js';
import { describeSymbol } from './symbols.js';
import { readFixture } from './test/fixtures.js';

/**
 * Cases generated from the executable oracle (scripts/nprm_reference.py, docs/engineering.md "The oracle") by
 * scripts/generate-oracle-cases.py, which documents how our inputs map to the oracle's arguments.
 */
/** The generator's options: the engine's of engine 1.3.0, the load combination beside them. */
interface OracleOptions {
  kd: number;
  gcrPolicy: CalcOptions['gcrPolicy'];
  loadCombination: LoadCombination;
  blockWeight: number;
}

interface OracleCase {
  name: string;
  input: DesignInput;
  options: OracleOptions;
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
    /** K_e, ASCE 7-16 cases only. */
    ke?: number;
  };
}

interface SeismicCase {
  sds: number;
  sd1: number;
  riskCategory: RiskCategory;
  weight: number;
  expected: { category: string; applies: boolean; force: number; importance: number; frictionPermitted: boolean };
}

/** A random design of 1 to 6 antennas on one mount, with the oracle's figures (its antennas=[…] argument). */
interface AntennaCase {
  name: string;
  input: DesignInput;
  options: OracleOptions;
  expected: {
    antennaForces: number[];
    mastForce: number;
    mountForce: number;
    upliftForce: number;
    horizontalForce: number;
    overturningMoment: number;
    ballastRequired: number;
    ballastWeight: number;
    totalDeadLoad: number;
    roofLoad: number;
    ratingExceeded: string[];
  };
}

const { designCases, editionCases, seismicCases, antennaCases } = JSON.parse(readFixture('oracle-cases.json')) as {
  designCases: OracleCase[];
  editionCases: OracleCase[];
  seismicCases: SeismicCase[];
  antennaCases: AntennaCase[];
};

/** The engine's options for a case: the load combination in the code basis, under the jurisdiction rule given. */
function engineOptions(
  c: Pick<OracleCase, 'options'>,
  jurisdiction: JurisdictionRule,
  edition: CodeEdition = 'ASCE 7-10',
): CalcOptions {
  const { loadCombination, ...rest } = c.options;
  return { ...rest, codeBasis: { edition, riskCategory: 'II', jurisdiction, loadCombination } };
}

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
    expectOracle(c, 'ASCE 7-10');
  });
});

describe('designMount under ASCE 7-16 agrees with the oracle (K_e, GCr 1.9 at every height)', () => {
  it('covers both GCr policies above 60 ft, elevations below sea level to 14,500 ft and none', () => {
    expect(editionCases.length).toBeGreaterThanOrEqual(20);
    expect(editionCases.some((c) => c.options.gcrPolicy === 'asce7_10' && c.input.site.buildingHeight > 60)).toBe(true);
    expect(editionCases.every((c) => c.expected.gcr === 1.9)).toBe(true);
    expect(editionCases.some((c) => c.input.site.groundElevation == null && c.expected.ke === 1)).toBe(true);
    expect(editionCases.some((c) => (c.input.site.groundElevation ?? 0) < 0 && c.expected.ke! > 1)).toBe(true);
  });

  it.each(editionCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const d = expectOracle(c, 'ASCE 7-16');
    close(d.trace.find((s) => s.symbol === 'K_e')?.value ?? Number.NaN, c.expected.ke!, 'K_e');
  });
});

describe('the seismic screen agrees with the oracle (Tables 11.6-1/11.6-2, Eqs. 13.3-1 to 13.3-3, §13.1.4)', () => {
  it('covers every category, both verdicts and every risk category', () => {
    expect(new Set(seismicCases.map((c) => c.expected.category))).toEqual(new Set(['A', 'B', 'C', 'D']));
    expect(new Set(seismicCases.map((c) => c.expected.applies))).toEqual(new Set([true, false]));
    expect(new Set(seismicCases.map((c) => c.riskCategory))).toEqual(new Set(['I', 'II', 'III', 'IV']));
  });

  it.each(seismicCases.map((c) => [`S_DS ${c.sds}, S_D1 ${c.sd1}, RC ${c.riskCategory}, ${c.weight} lb`, c] as const))(
    '%s',
    (_name, c) => {
      const category = seismicDesignCategory(c.sds, c.sd1, c.riskCategory);
      const ip = I_p(c.riskCategory);
      expect(category).toBe(c.expected.category);
      expect(ip).toBe(c.expected.importance);
      expect(chapter13Exemption(category, ip) === null).toBe(c.expected.applies);
      close(F_E(c.sds, c.weight, 1.0, 2.5, ip, 1), c.expected.force, 'F_E');
    },
  );
});

/** A design's forces, uplift, moment and the two ballasts (before the floor at 0) against a reference's. */
function closeStability(
  d: ReturnType<typeof designMount>,
  r: {
    forces: Record<'antenna' | 'mast' | 'mount', number>;
    Fv: number;
    FH: number;
    M: number;
    Bot: number;
    Bsl: number;
  },
) {
  close(d.parts.antenna.force, r.forces.antenna, 'F_a');
  close(d.parts.mast.force, r.forces.mast, 'F_p');
  close(d.parts.mount.force, r.forces.mount, 'F_f');
  close(d.uplift.force, r.Fv, 'F_v');
  close(d.horizontalForce, r.FH, 'F_H');
  close(d.overturningMoment, r.M, 'M_OT');
  close(d.ballastOverturning, Math.max(r.Bot, 0), 'B_ot');
  close(d.ballastSliding ?? Number.NaN, Math.max(r.Bsl, 0), 'B_sl');
}

/** One case's figures against the oracle's, under `edition`; the design for further checks. */
function expectOracle(c: OracleCase, edition: CodeEdition) {
  {
    const d = designMount(c.input, engineOptions(c, 'none', edition));
    const e = c.expected;
    close(d.gcr, e.gcr, 'GCr');
    close(d.parts.antenna.kz, e.kzAntenna, 'K_z,a');
    close(d.parts.antenna.qz, e.qzAntenna, 'q_z,a');
    closeStability(d, {
      forces: e.forces,
      Fv: e.upliftForce,
      FH: e.horizontalForce,
      M: e.overturningMoment,
      Bot: e.ballastOverturningRaw,
      Bsl: e.ballastSlidingRaw,
    });
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
    return d;
  }
}

/**
 * The reference extended for the Florida HVHZ rule (FBC 2010 §1609.8, decision 0041), here in the test and not in
 * the product: each lateral force is the oracle's divided by the coefficient the oracle used for the part (GCr 1.9,
 * or G 0.85 times C_f 1 / 1.2 / 2.0) and multiplied by 3.1; the uplift is the oracle's (GC_f 1.5 either way); the
 * moment, the stability checks and the required ballast follow the oracle's own lines (nprm_reference.py).
 */
function hvhzReference(c: OracleCase) {
  const { input, expected: e } = c;
  const { mount, antenna } = input;
  const cf = e.gcr === 0.85 ? { antenna: 1, mast: 1.2, mount: 2 } : { antenna: 1, mast: 1, mount: 1 };
  const scale = (force: number, part: keyof typeof cf) => (force / (e.gcr * cf[part])) * 3.1;
  const forces = {
    antenna: scale(e.forces.antenna, 'antenna'),
    mast: scale(e.forces.mast, 'mast'),
    mount: scale(e.forces.mount, 'mount'),
  };
  const arms = {
    antenna: Math.max(mount.heightToAntennaCenterline + antenna.additionalHeightToCenterline, 0),
    mast: Math.max(antenna.mastLength, mount.mastLength) / 2,
    mount: mount.heightToAntennaCenterline / 2,
  };
  const FH = forces.antenna + forces.mast + forces.mount;
  const M = forces.antenna * arms.antenna + forces.mast * arms.mast + forces.mount * arms.mount;
  const { deadLoadFactor: phiD, windLoadFactor: gW } = LOAD_COMBINATIONS[c.options.loadCombination];
  const Wsw = antenna.weight + mount.weight;
  const b = e.tippingArm;
  const Fv = e.upliftForce;
  const mu = input.frictionCoefficient;
  const Bot = (gW * (M + Fv * b)) / (phiD * b) - Wsw;
  const Bsl = mu > 0 ? ((gW * FH) / mu + gW * Fv) / phiD - Wsw : Number.POSITIVE_INFINITY;
  const ballast = Math.max(Bot, Bsl, mount.minimumBallastWeight ?? 0, 0);
  return { forces, FH, M, Fv, Bot, Bsl, ballast };
}

describe('designMount under the Florida HVHZ rule agrees with the extended reference', () => {
  const friction = designCases.filter((c) => c.input.frictionCoefficient > 0);

  it('covers both GCr policies, low and high buildings, every load combination', () => {
    expect(new Set(friction.map((c) => c.options.gcrPolicy))).toEqual(new Set(['all_heights', 'asce7_10']));
    expect(friction.some((c) => c.expected.gcr === 0.85)).toBe(true);
    expect(new Set(friction.map((c) => c.options.loadCombination))).toEqual(new Set(['lrfd', 'asd', 'fs1.5']));
  });

  it.each(friction.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const d = designMount(c.input, engineOptions(c, 'florida_hvhz'));
    const r = hvhzReference(c);
    expect(d.gcr).toBe(3.1);
    closeStability(d, r);
    close(d.ballastRequired, r.ballast, 'B_req');
    // 3.1 is above every coefficient of the policies: never less ballast than without the rule.
    expect(d.ballastRequired).toBeGreaterThanOrEqual(c.expected.ballastRequired - 1e-9);
  });
});

describe('several antennas on one mount agree with the oracle (each at its own height, the sums rated)', () => {
  it('covers 1 to 6 antennas, both GCr policies, every load combination and each rating exceeded', () => {
    expect(antennaCases.length).toBeGreaterThanOrEqual(50);
    const counts = new Set(antennaCases.map((c) => 1 + (c.input.otherAntennas?.length ?? 0)));
    expect(counts).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(antennaCases.map((c) => c.options.gcrPolicy))).toEqual(new Set(['all_heights', 'asce7_10']));
    expect(new Set(antennaCases.map((c) => c.options.loadCombination))).toEqual(new Set(['lrfd', 'asd', 'fs1.5']));
    for (const rating of ['max_epa', 'max_overturning_moment']) {
      expect(antennaCases.some((c) => c.expected.ratingExceeded.includes(rating))).toBe(true);
    }
  });

  it.each(antennaCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const d = designMount(c.input, engineOptions(c, 'none'));
    const e = c.expected;
    expect(d.antennas).toHaveLength(e.antennaForces.length);
    d.antennas.forEach((line, i) => close(line.force, e.antennaForces[i]!, `F_a of antenna ${i + 1}`));
    close(d.parts.mast.force, e.mastForce, 'F_p');
    close(d.parts.mount.force, e.mountForce, 'F_f');
    close(d.uplift.force, e.upliftForce, 'F_v');
    close(d.horizontalForce, e.horizontalForce, 'F_H');
    close(d.overturningMoment, e.overturningMoment, 'M_OT');
    close(d.ballastRequired, e.ballastRequired, 'B_req');
    close(d.ballastWeight, e.ballastWeight, 'B');
    close(d.totalDeadLoad, e.totalDeadLoad, 'W');
    close(d.roofLoad, e.roofLoad, 'p');
    const ratings = d.failures.filter((f) => f.check === 'mount_rating').map((f) => f.rating);
    expect(ratings, 'ratings exceeded').toEqual(e.ratingExceeded);
    // Every row of the sheet has its words, each antenna's numbered ("F_a2 … (antenna 2)").
    for (const step of d.trace) expect(describeSymbol(step.symbol), step.symbol).not.toBe('');
  });

  it.each(designCases.map((c) => [c.name, c] as const))('one antenna gives exactly the same design: %s', (_n, c) => {
    const options = engineOptions(c, 'none');
    const alone = designMount(c.input, options);
    const asOneLine = designMount({ ...c.input, otherAntennas: [] }, options);
    expect(JSON.stringify(asOneLine)).toBe(JSON.stringify(alone));
  });
});
