import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import type { DesignInput } from './inputs.js';
import { DEFAULT_OPTIONS, resolveOptions } from './options.js';
import { selectMount } from './select.js';
import { antenna, designInput, mount, search, site } from './test/inputs.js';
import { CalcInputError } from './validate.js';

/** Runs `action` and returns the CalcInputError it throws (failing the test if it throws anything else or nothing). */
function inputError(action: () => unknown): CalcInputError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(CalcInputError);
    return error as CalcInputError;
  }
  throw new Error('expected a CalcInputError, nothing was thrown');
}

const base = designInput();
type Case = [field: string, input: DesignInput, message: RegExp];

const BAD_INPUTS: Case[] = [
  ['site.windSpeed', { ...base, site: site({ windSpeed: 0 }) }, /must be greater than 0/],
  ['site.windSpeed', { ...base, site: site({ windSpeed: -90 }) }, /must be greater than 0/],
  ['site.windSpeed', { ...base, site: site({ windSpeed: Number.NaN }) }, /must be a finite number \(got NaN\)/],
  ['site.windSpeed', { ...base, site: site({ windSpeed: Infinity }) }, /finite/],
  ['site.windSpeed', { ...base, site: site({ windSpeed: 1001 }) }, /at most 1000 mph/],
  ['site.windSpeed', { ...base, site: site({ windSpeed: '115' as unknown as number }) }, /finite number \(got "115"\)/],
  ['site.exposure', { ...base, site: site({ exposure: 'A' as 'B' }) }, /must be one of B, C, D \(got "A"\)/],
  ['site.exposure', { ...base, site: site({ exposure: 'b' as 'B' }) }, /one of B, C, D/],
  ['site.buildingHeight', { ...base, site: site({ buildingHeight: -1 }) }, /must not be negative/],
  ['site.buildingHeight', { ...base, site: site({ buildingHeight: Number.NaN }) }, /finite/],
  ['site', { ...base, site: null as unknown as DesignInput['site'] }, /must be an object/],
  ['antenna.weight', { ...base, antenna: antenna({ weight: -10 }) }, /must not be negative \(got -10 lb\)/],
  ['antenna.mastDiameter', { ...base, antenna: antenna({ mastDiameter: -1 }) }, /negative/],
  ['antenna.mastLength', { ...base, antenna: antenna({ mastLength: Infinity }) }, /finite/],
  ['antenna.squareFootage', { ...base, antenna: antenna({ squareFootage: -0.5 }) }, /negative/],
  [
    'antenna.additionalHeightToCenterline',
    { ...base, antenna: antenna({ additionalHeightToCenterline: Number.NaN }) },
    /finite/,
  ],
  ['antenna', { ...base, antenna: undefined as unknown as DesignInput['antenna'] }, /must be an object/],
  // Another antenna on the mount: the antenna's limits, named by its line.
  [
    'antennas.2.weight',
    { ...base, otherAntennas: [antenna(), antenna({ weight: -10 })] },
    /not be negative \(got -10 lb\)/,
  ],
  ['antennas.1.horizontalArea', { ...base, otherAntennas: [antenna({ horizontalArea: -1 })] }, /negative/],
  ['antennas.1', { ...base, otherAntennas: [null as unknown as DesignInput['antenna']] }, /must be an object/],
  ['frictionCoefficient', { ...base, frictionCoefficient: -0.1 }, /must not be negative/],
  ['frictionCoefficient', { ...base, frictionCoefficient: 0.0001 }, /must be 0 .* or at least 0.001/],
  ['frictionCoefficient', { ...base, frictionCoefficient: 11 }, /at most 10/],
  ['mount.weight', { ...base, mount: mount({ weight: -1 }) }, /negative/],
  ['mount.halfBaseWidth', { ...base, mount: mount({ halfBaseWidth: 0 }) }, /must be greater than 0/],
  ['mount.halfBaseWidth', { ...base, mount: mount({ halfBaseWidth: -2 }) }, /greater than 0/],
  ['mount.halfBaseWidth', { ...base, mount: mount({ halfBaseWidth: 1e-300 }) }, /at least 0.01 ft/],
  ['mount.heightToAntennaCenterline', { ...base, mount: mount({ heightToAntennaCenterline: -3 }) }, /negative/],
  ['mount.mastDiameter', { ...base, mount: mount({ mastDiameter: Number.NaN }) }, /finite/],
  ['mount.mastLength', { ...base, mount: mount({ mastLength: -6 }) }, /negative/],
  ['mount.squareFootage', { ...base, mount: mount({ squareFootage: -2 }) }, /negative/],
  ['mount.maxRoofLoad', { ...base, mount: mount({ maxRoofLoad: -40 }) }, /negative/],
  ['mount.minimumBallastWeight', { ...base, mount: mount({ minimumBallastWeight: -30 }) }, /negative/],
  ['mount.id', { ...base, mount: mount({ id: Number.NaN }) }, /finite/],
];

describe("designMount refuses inputs outside the method's domain with a CalcInputError naming the field", () => {
  it.each(BAD_INPUTS)('%s: %s', (field, input, message) => {
    const error = inputError(() => designMount(input));
    expect(error.field).toBe(field);
    expect(error.name).toBe('CalcInputError');
    expect(error.message.startsWith(`${field}: `)).toBe(true);
    expect(error.message).toMatch(message);
  });

  it('accepts the boundaries of the domain: zero building height, weights, areas and minimum; negative Δa', () => {
    const d = designMount({
      ...base,
      site: site({ buildingHeight: 0, windSpeed: 1000 }),
      antenna: antenna({
        weight: 0,
        squareFootage: 0,
        mastDiameter: 0,
        mastLength: 0,
        additionalHeightToCenterline: -1000,
      }),
      mount: mount({ weight: 0, squareFootage: 0, maxRoofLoad: 0, minimumBallastWeight: 0, halfBaseWidth: 0.01 }),
      frictionCoefficient: 0,
    });
    expect(d.fits).toBe(false);
  });
});

describe('options are merged over the defaults and checked', () => {
  it('defaults to K_d 0.95, GCr at all heights, LRFD and 30 lb blocks', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      kd: 0.95,
      gcrPolicy: 'all_heights',
      codeBasis: { edition: 'ASCE 7-10', riskCategory: 'II', jurisdiction: 'none', loadCombination: 'lrfd' },
      blockWeight: 30,
    });
    expect(resolveOptions()).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({})).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ blockWeight: 26, kd: undefined })).toEqual({ ...DEFAULT_OPTIONS, blockWeight: 26 });
  });

  it.each([
    ['options.kd', { kd: 0 }],
    ['options.kd', { kd: 1.2 }],
    ['options.kd', { kd: Number.NaN }],
    ['options.gcrPolicy', { gcrPolicy: 'asce7_16' }],
    ['options.loadCombination', { loadCombination: 'lrfd' }],
    ['options.codeBasis.loadCombination', { codeBasis: { loadCombination: 'LRFD' } }],
    ['options.codeBasis.jurisdiction', { codeBasis: { jurisdiction: 'hvhz' } }],
    ['options.codeBasis.riskCategory', { codeBasis: { riskCategory: 'V' } }],
    ['options.codeBasis.edition', { codeBasis: { edition: 'ASCE 7-22' } }],
    ['options.codeBasis.windSpeed', { codeBasis: { windSpeed: 115 } }],
    ['options.codeBasis', { codeBasis: 'lrfd' }],
    ['options.blockWeight', { blockWeight: 0 }],
    ['options.blockWeight', { blockWeight: -30 }],
    ['options.blockWeight', { blockWeight: Infinity }],
    ['options.blockWeigth', { blockWeigth: 30 }],
    ['options', 'lrfd'],
  ] as [string, unknown][])('%s: %j', (field, options) => {
    const error = inputError(() => designMount(base, options as never));
    expect(error.field).toBe(field);
  });
});

describe('selectMount checks the search once and reports candidates with bad data instead of failing', () => {
  it('throws for a bad site, antenna, μ or option, naming the field', () => {
    expect(inputError(() => selectMount(search({ site: site({ windSpeed: 0 }) }), [mount()])).field).toBe(
      'site.windSpeed',
    );
    expect(inputError(() => selectMount(search({ antenna: antenna({ weight: -1 }) }), [mount()])).field).toBe(
      'antenna.weight',
    );
    expect(inputError(() => selectMount(search(), [mount()], { kd: 2 })).field).toBe('options.kd');
    expect(inputError(() => selectMount(search(), 'mounts' as never)).field).toBe('candidates');
  });

  it('lists a candidate with half base width 0 as rejected, with the field and message, and still selects', () => {
    const selection = selectMount(search(), [mount({ id: 7, name: 'Broken', halfBaseWidth: 0 }), mount({ id: 8 })]);
    expect(selection.rejected).toEqual([
      {
        mountId: 7,
        mountName: 'Broken',
        field: 'mount.halfBaseWidth',
        message: 'mount.halfBaseWidth: must be greater than 0 (got 0 ft)',
      },
    ]);
    expect(selection.designs.map((d) => d.mountId)).toEqual([8]);
    expect(selection.chosen?.mountId).toBe(8);
  });
});
