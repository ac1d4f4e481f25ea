/** fast-check arbitraries of the engine's inputs and options, over the whole domain the engine accepts. */
import fc from 'fast-check';
import type { ExposureCategory } from '../exposure.js';
import type { AntennaInput, DesignInput, MountInput, SiteInput } from '../inputs.js';
import type { CalcOptions } from '../options.js';

export const num = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

const siteArb: fc.Arbitrary<SiteInput> = fc.record({
  windSpeed: num(1, 1000),
  exposure: fc.constantFrom<ExposureCategory>('B', 'C', 'D'),
  buildingHeight: num(0, 1500),
  groundElevation: fc.option(num(-300, 15_000), { nil: null }),
  seismic: fc.option(fc.record({ sds: num(0, 5), sd1: num(0, 5) }), { nil: null }),
});
const antennaArb: fc.Arbitrary<AntennaInput> = fc.record({
  weight: num(0, 500),
  mastDiameter: num(0, 6),
  mastLength: num(0, 30),
  squareFootage: num(0, 40),
  additionalHeightToCenterline: num(-30, 30),
  horizontalArea: fc.option(num(0, 40), { nil: undefined }),
});
const mountArb: fc.Arbitrary<MountInput> = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }),
    weight: num(0, 3000),
    halfBaseWidth: num(0.01, 15),
    heightToAntennaCenterline: num(0, 40),
    mastDiameter: num(0, 6),
    mastLength: num(0, 30),
    squareFootage: num(0, 30),
    maxRoofLoad: num(0, 1000),
    minimumBallastWeight: fc.option(num(0, 2000), { nil: null }),
    ballastTrays: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
    trayCapacity: fc.option(num(1, 2000), { nil: null }),
    // Both sides of the base or neither (validateMount), and the manufacturer's ratings, each optional.
    sides: fc.option(fc.tuple(num(0.02, 30), num(0.02, 30)), { nil: null }),
    maxEpa: fc.option(num(0.1, 60), { nil: null }),
    maxOverturningMoment: fc.option(num(1, 200_000), { nil: null }),
  })
  .map(({ sides, ...mount }) => ({ ...mount, baseLength: sides?.[0] ?? null, baseWidth: sides?.[1] ?? null }));
const frictionArb = fc.oneof(fc.constant(0), num(0.001, 1.5));
export const inputArb: fc.Arbitrary<DesignInput> = fc.record({
  site: siteArb,
  antenna: antennaArb,
  // Up to 5 more antennas on the same mount, half the time none (the single antenna's design).
  otherAntennas: fc.option(fc.array(antennaArb, { maxLength: 5 }), { nil: undefined }),
  mount: mountArb,
  frictionCoefficient: frictionArb,
});
export const optionsArb: fc.Arbitrary<CalcOptions> = fc.record({
  kd: num(0.5, 1),
  gcrPolicy: fc.constantFrom('all_heights', 'asce7_10'),
  codeBasis: fc.record({
    edition: fc.constantFrom('ASCE 7-10', 'ASCE 7-16'),
    riskCategory: fc.constantFrom('I', 'II', 'III', 'IV'),
    // The Florida HVHZ rule (G·C_f 3.1 at every height) is drawn as often as none.
    jurisdiction: fc.constantFrom('none', 'florida_hvhz'),
    loadCombination: fc.constantFrom('lrfd', 'asd', 'fs1.5'),
  }),
  blockWeight: num(1, 100),
});
