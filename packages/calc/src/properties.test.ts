import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designMount, type MountDesign } from './design.js';
import type { AntennaInput, DesignInput, MountInput } from './inputs.js';
import type { CalcOptionsInput, LoadCombination } from './options.js';
import { expectAllNumbersFinite } from './test/finite.js';
import { antenna, designInput, mount, site } from './test/inputs.js';
import { inputArb, num, optionsArb } from './test/arbitraries.js';
import { RISK_CATEGORIES } from './options.js';
import { F_E, SEISMIC_DESIGN_CATEGORIES, seismicDesignCategory } from './seismic.js';

/**
 * Properties of docs/engineering.md, "Checks the engine must make": results are finite and non-negative, and monotonic:
 * more wind speed, area, height or exposure never means less ballast; more friction or a wider base never more.
 * Ballast is compared before rounding (B_req) and after (whole blocks: ⌈·⌉ is monotonic, so both must hold).
 */

const defaultPolicyOptionsArb = optionsArb.map((o) => ({ ...o, gcrPolicy: 'all_heights' as const }));

/** Two values of one range, in order. */
const pairArb = (min: number, max: number): fc.Arbitrary<[number, number]> =>
  fc.tuple(num(min, max), num(min, max)).map(([a, b]) => (a <= b ? [a, b] : [b, a]));

/** Allows the last bits of Math.pow to differ between two evaluations: 1e-9 relative. */
function atLeast(later: number, earlier: number): boolean {
  return later >= earlier - 1e-9 * Math.max(1, Math.abs(earlier));
}

function ballastOrderHolds(lower: MountDesign, higher: MountDesign): boolean {
  return atLeast(higher.ballastRequired, lower.ballastRequired) && higher.ballastWeight >= lower.ballastWeight;
}

type Modifier = (input: DesignInput, value: number) => DesignInput;
const setSite =
  (key: 'windSpeed' | 'buildingHeight'): Modifier =>
  (input, value) => ({
    ...input,
    site: { ...input.site, [key]: value },
  });
const setAntenna =
  (key: keyof Omit<AntennaInput, 'label'>): Modifier =>
  (input, value) => ({
    ...input,
    antenna: { ...input.antenna, [key]: value },
  });
const setMount =
  (key: keyof Omit<MountInput, 'id' | 'name'>): Modifier =>
  (input, value) => ({
    ...input,
    mount: { ...input.mount, [key]: value },
  });

const INCREASING: [name: string, modify: Modifier, min: number, max: number][] = [
  ['wind speed V', setSite('windSpeed'), 1, 1000],
  ['building height h_b', setSite('buildingHeight'), 0, 1500],
  ['antenna EPA', setAntenna('squareFootage'), 0, 40],
  ['antenna mast diameter', setAntenna('mastDiameter'), 0, 6],
  ['antenna mast length', setAntenna('mastLength'), 0, 30],
  ['antenna additional height Δa', setAntenna('additionalHeightToCenterline'), -30, 30],
  ['antenna horizontal area A_r (uplift)', setAntenna('horizontalArea'), 0, 40],
  ['mount frame area', setMount('squareFootage'), 0, 30],
  ['mount mast diameter', setMount('mastDiameter'), 0, 6],
  ['mount mast length', setMount('mastLength'), 0, 30],
  ['mount height to antenna centerline H', setMount('heightToAntennaCenterline'), 0, 40],
  ['minimum ballast', setMount('minimumBallastWeight'), 0, 2000],
];

const DECREASING: [name: string, modify: Modifier, min: number, max: number][] = [
  ['friction coefficient μ', (input, value) => ({ ...input, frictionCoefficient: value }), 0.001, 1.5],
  ['half base width b', setMount('halfBaseWidth'), 0.01, 15],
  ['mount weight', setMount('weight'), 0, 3000],
  ['antenna weight', setAntenna('weight'), 0, 500],
];

describe('designMount properties (fast-check)', () => {
  it('gives finite, non-negative figures for any valid input and options, consistent with each other', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        const d = designMount(input, options);
        expectAllNumbersFinite(d);
        const figures = [
          d.gcr,
          d.horizontalForce,
          d.overturningMoment,
          d.selfWeight,
          d.ballastOverturning,
          d.ballastSliding ?? 0,
          d.minimumBallast,
          d.ballastRequired,
          d.ballastWeight,
          d.ballast.count,
          d.totalDeadLoad,
          d.footprintArea,
          d.roofLoad,
          ...[...Object.values(d.parts), ...d.antennas].flatMap((p) => [
            p.area,
            p.leverArm,
            p.height,
            p.kz,
            p.qz,
            p.force,
            p.moment,
          ]),
        ];
        for (const value of figures) expect(value).toBeGreaterThanOrEqual(0);
        expect(d.ballastRequired).toBeGreaterThanOrEqual(Math.max(d.ballastOverturning, d.minimumBallast));
        if (d.ballastSliding !== null) expect(d.ballastRequired).toBeGreaterThanOrEqual(d.ballastSliding);
        // Whole blocks, up to the 1e-9-block tolerance that keeps an exact multiple from gaining a block.
        expect(d.ballastWeight).toBeGreaterThanOrEqual(d.ballastRequired - 1e-9 * options.blockWeight);
        expect(d.ballastWeight - d.ballastRequired).toBeLessThan(options.blockWeight);
        expect(Number.isInteger(d.ballast.count)).toBe(true);
        const { heightToAntennaCenterline: H, trayCapacity } = input.mount;
        const traysHold = d.trays === null || trayCapacity == null || d.trays.heaviestTrayLoad <= trayCapacity;
        const lines = [input.antenna, ...(input.otherAntennas ?? [])];
        const aboveRoof = lines.every((line) => H + line.additionalHeightToCenterline >= 0);
        // The manufacturer's ratings, when the mount has them: the antennas' EPAs added against EPA_max, M_OT
        // against M_max.
        const { maxEpa, maxOverturningMoment } = input.mount;
        const epa = d.antennas.reduce((sum, line) => sum + line.area, 0);
        expect(d.antennas.map((line) => line.area)).toEqual(lines.map((line) => line.squareFootage));
        const withinRatings =
          (maxEpa == null || epa <= maxEpa) &&
          (maxOverturningMoment == null || d.overturningMoment <= maxOverturningMoment);
        expect(d.fits).toBe(
          input.frictionCoefficient > 0 &&
            d.roofLoad <= input.mount.maxRoofLoad &&
            traysHold &&
            aboveRoof &&
            withinRatings,
        );
        if (d.trays) expect(d.trays.blocksPerTray * d.trays.trays).toBeGreaterThanOrEqual(d.ballast.count);
        expect(d.uplift.force).toBeGreaterThanOrEqual(0);
        expect(d.failures.length === 0).toBe(d.fits);
      }),
    );
  });

  for (const [name, modify, min, max] of INCREASING) {
    it(`never needs less ballast when the ${name} increases (GCr at all heights, any other option)`, () => {
      fc.assert(
        fc.property(inputArb, defaultPolicyOptionsArb, pairArb(min, max), (input, options, [low, high]) =>
          ballastOrderHolds(designMount(modify(input, low), options), designMount(modify(input, high), options)),
        ),
      );
    });
  }

  for (const [name, modify, min, max] of DECREASING) {
    it(`never needs more ballast when the ${name} increases (any options)`, () => {
      fc.assert(
        fc.property(inputArb, optionsArb, pairArb(min, max), (input, options, [low, high]) =>
          ballastOrderHolds(designMount(modify(input, high), options), designMount(modify(input, low), options)),
        ),
      );
    });
  }

  it('more A_r (uplift area) never means less ballast, under any options', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, pairArb(0, 40), (input, options, [low, high]) => {
        const at = (value: number) => designMount(setAntenna('horizontalArea')(input, value), options);
        return ballastOrderHolds(at(low), at(high));
      }),
    );
  });

  it('a lighter block never means fewer blocks, nor less ballast placed than required (any options)', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, pairArb(1, 100), (input, options, [lighter, heavier]) => {
        const light = designMount(input, { ...options, blockWeight: lighter });
        const heavy = designMount(input, { ...options, blockWeight: heavier });
        return (
          light.ballast.count >= heavy.ballast.count &&
          (light.trays === null || heavy.trays === null || light.trays.blocksPerTray >= heavy.trays.blocksPerTray)
        );
      }),
    );
  });

  it('never needs less ballast from exposure B to C to D (any options)', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        const [b, c, d] = (['B', 'C', 'D'] as const).map((exposure) =>
          designMount({ ...input, site: { ...input.site, exposure } }, options),
        ) as [MountDesign, MountDesign, MountDesign];
        return ballastOrderHolds(b, c) && ballastOrderHolds(c, d);
      }),
    );
  });

  it('never needs less ballast with a higher K_d or a stricter load combination (fs1.5 ≤ asd ≤ lrfd)', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, pairArb(0.5, 1), (input, options, [kdLow, kdHigh]) => {
        const at = (o: CalcOptionsInput) =>
          designMount(input, { ...options, ...o, codeBasis: { ...options.codeBasis, ...o.codeBasis } });
        const combination = (loadCombination: LoadCombination) => at({ codeBasis: { loadCombination } });
        return (
          ballastOrderHolds(at({ kd: kdLow }), at({ kd: kdHigh })) &&
          ballastOrderHolds(combination('fs1.5'), combination('asd')) &&
          ballastOrderHolds(combination('asd'), combination('lrfd')) &&
          ballastOrderHolds(at({ gcrPolicy: 'asce7_10' }), at({ gcrPolicy: 'all_heights' })) &&
          // The Florida HVHZ rule's 3.1 is above every coefficient of either policy.
          ballastOrderHolds(
            at({ codeBasis: { jurisdiction: 'none' } }),
            at({ codeBasis: { jurisdiction: 'florida_hvhz' } }),
          )
        );
      }),
    );
  });

  describe('under the ASCE 7-10 literal GCr policy', () => {
    const literal = optionsArb.map((o) => ({ ...o, gcrPolicy: 'asce7_10' as const }));

    for (const [name, modify, min, max] of INCREASING.filter(([n]) => n !== 'building height h_b')) {
      it(`never needs less ballast when the ${name} increases`, () => {
        fc.assert(
          fc.property(inputArb, literal, pairArb(min, max), (input, options, [low, high]) =>
            ballastOrderHolds(designMount(modify(input, low), options), designMount(modify(input, high), options)),
          ),
        );
      });
    }

    it('never needs less ballast when the building height increases on the same side of 60 ft', () => {
      fc.assert(
        fc.property(
          inputArb,
          literal,
          fc.boolean(),
          pairArb(0, 60),
          pairArb(60.001, 1500),
          (input, options, low, lowPair, highPair) => {
            const [h1, h2] = low ? lowPair : highPair;
            return ballastOrderHolds(
              designMount(setSite('buildingHeight')(input, h1), options),
              designMount(setSite('buildingHeight')(input, h2), options),
            );
          },
        ),
      );
    });

    it('needs less ballast just above 60 ft than at 60 ft (GCr 1.9 → G·C_f): the known exception', () => {
      const input = designInput({
        site: site({ buildingHeight: 60 }),
        antenna: antenna({ mastLength: 6, squareFootage: 4 }),
        mount: mount({ maxRoofLoad: 200 }),
      });
      const at60 = designMount(input, { gcrPolicy: 'asce7_10' });
      const at61 = designMount(setSite('buildingHeight')(input, 61), { gcrPolicy: 'asce7_10' });
      // The antenna drops from 1.9 to 0.85 (its EPA holds C_f); the mast (0.85·1.2) and frame (0.85·2.0) less so.
      expect(at61.ballastRequired).toBeLessThan(at60.ballastRequired * 0.6);
      expect(at61.ballastRequired).toBeGreaterThan(at60.ballastRequired / 2);
      // The default policy has no such step.
      expect(designMount(setSite('buildingHeight')(input, 61)).ballastRequired).toBeGreaterThan(
        designMount(input).ballastRequired,
      );
    });
  });

  describe('under ASCE 7-16', () => {
    const asce716 = optionsArb.map((o) => ({ ...o, codeBasis: { ...o.codeBasis, edition: 'ASCE 7-16' as const } }));
    const setElevation: Modifier = (input, value) => ({ ...input, site: { ...input.site, groundElevation: value } });

    it('never needs less ballast as the ground elevation falls, and the most with none given (K_e = 1)', () => {
      fc.assert(
        fc.property(inputArb, asce716, pairArb(-300, 15_000), (input, options, [low, high]) => {
          const atLow = designMount(setElevation(input, low), options);
          const atHigh = designMount(setElevation(input, high), options);
          const atNone = designMount({ ...input, site: { ...input.site, groundElevation: null } }, options);
          return ballastOrderHolds(atHigh, atLow) && (low < 0 || ballastOrderHolds(atLow, atNone));
        }),
      );
    });

    for (const [name, modify, min, max] of INCREASING) {
      it(`never needs less ballast when the ${name} increases (any GCr policy)`, () => {
        fc.assert(
          fc.property(inputArb, asce716, pairArb(min, max), (input, options, [low, high]) =>
            ballastOrderHolds(designMount(modify(input, low), options), designMount(modify(input, high), options)),
          ),
        );
      });
    }

    it('without a ground elevation never needs less ballast than ASCE 7-10 (any policy)', () => {
      fc.assert(
        fc.property(inputArb, optionsArb, (input, options) => {
          const noElevation = { ...input, site: { ...input.site, groundElevation: null } };
          const edition = (e: 'ASCE 7-10' | 'ASCE 7-16') =>
            designMount(noElevation, { ...options, codeBasis: { ...options.codeBasis, edition: e } });
          return ballastOrderHolds(edition('ASCE 7-10'), edition('ASCE 7-16'));
        }),
      );
    });
  });

  describe('the seismic screen', () => {
    const rank = (category: string) => SEISMIC_DESIGN_CATEGORIES.indexOf(category as never);
    const riskArb = fc.constantFrom(...RISK_CATEGORIES);

    it('never gives a lower category as S_DS or S_D1 rise, or from Risk Category I to IV', () => {
      fc.assert(
        fc.property(pairArb(0, 5), pairArb(0, 5), riskArb, ([sdsLow, sdsHigh], [sd1Low, sd1High], risk) => {
          const low = rank(seismicDesignCategory(sdsLow, sd1Low, risk));
          return (
            rank(seismicDesignCategory(sdsHigh, sd1Low, risk)) >= low &&
            rank(seismicDesignCategory(sdsLow, sd1High, risk)) >= low &&
            rank(seismicDesignCategory(sdsLow, sd1Low, 'IV')) >= rank(seismicDesignCategory(sdsLow, sd1Low, 'I'))
          );
        }),
      );
    });

    it('never gives a smaller force as S_DS or the weight rise; the ballast does not depend on the screen', () => {
      fc.assert(
        fc.property(pairArb(0, 5), pairArb(0, 1e6), ([sdsLow, sdsHigh], [wLow, wHigh]) => {
          return (
            F_E(sdsHigh, wLow, 1, 2.5, 1, 1) >= F_E(sdsLow, wLow, 1, 2.5, 1, 1) &&
            F_E(sdsLow, wHigh, 1, 2.5, 1.5, 1) >= F_E(sdsLow, wLow, 1, 2.5, 1.5, 1)
          );
        }),
      );
      fc.assert(
        fc.property(inputArb, optionsArb, (input, options) => {
          const without = designMount({ ...input, site: { ...input.site, seismic: null } }, options);
          const withValues = designMount(
            { ...input, site: { ...input.site, seismic: { sds: 1.5, sd1: 0.6 } } },
            options,
          );
          return (
            without.seismic === null &&
            withValues.seismic !== null &&
            withValues.ballastRequired === without.ballastRequired &&
            withValues.seismic.weight === withValues.totalDeadLoad
          );
        }),
      );
    });
  });
});
