import { designMount } from '@nprm/calc';
import { formatStepValue, resultSheet } from '@nprm/calc/trace';
import { describe, expect, it } from 'vitest';
import { calculationStep } from './report.js';
import { calculationSheetText, type SheetTextResult } from './sheet-text.js';
import { unscreenedSeismic } from './search-result.js';

const design = designMount({
  site: { windSpeed: 130, exposure: 'C', buildingHeight: 30 },
  antenna: { weight: 20, mastDiameter: 2.375, mastLength: 0, squareFootage: 1.5, additionalHeightToCenterline: 0 },
  mount: {
    id: 3,
    weight: 90,
    halfBaseWidth: 1.125,
    heightToAntennaCenterline: 5,
    mastDiameter: 2.375,
    mastLength: 6,
    squareFootage: 2,
    maxRoofLoad: 150,
  },
  frictionCoefficient: 0.4,
});

const result: SheetTextResult = {
  engine_version: design.engineVersion,
  reference: 'R-7KQ2-M9XD',
  location: 'Cedar Falls, IA',
  location_latitude: 42.53,
  wind_speed: 130,
  wind_speed_source: 'given',
  wind_speed_approximate: false,
  wind_speed_note: '',
  wind_speed_basis: '',
  mapped_wind_speed: null,
  wind_speed_place: null,
  wind_speed_reason: null,
  wind_speed_citation: null,
  planning_only: false,
  planning_reasons: [],
  seismic: unscreenedSeismic('Seismic not checked: no seismic values were given.', false),
  code_basis: {
    edition: 'ASCE 7-10',
    edition_chosen: false,
    edition_in_force: 'ASCE 7-10',
    adopted_code: null,
    risk_category: 'II',
    jurisdiction: 'none',
    load_combination: 'lrfd',
  },
  wind_exposure: 'C',
  roof_type: { id: 1, name: 'EPDM', friction_coefficient_source: null },
  mount: { name: 'NPRM-3', part_number: 'NP-3', max_roof_load: 150 } as SheetTextResult['mount'],
  antenna: { id: 1, make: 'Acme', model: 'Yagi 7' },
  ballast_weight: design.ballastWeight,
  ballast_blocks: { count: design.ballast.count, block_weight: 30 },
  block_type: null,
  trays: null,
  governing: design.governing,
  roof_load: 197.5,
  total_dead_load: design.totalDeadLoad,
  assumptions: [{ code: 'no_seismic', text: 'No seismic check: the ballast resists wind only.' }],
  // As the API carries them: the engine's steps as a result keeps them, through the contract's row schema.
  calculation_steps: resultSheet(design.trace).map((step) => calculationStep.parse(step)),
};

describe('calculationSheetText: the text of calculations.txt and of "Copy as text"', () => {
  it('writes the header, the options from the rows, every row and the verdict', () => {
    const text = calculationSheetText(result);
    expect(
      text.startsWith(`NPRM ballast calculation sheet (engine ${design.engineVersion})\nReference: R-7KQ2-M9XD\n`),
    ).toBe(true);
    expect(text).toContain('Site: Cedar Falls, IA; roof type EPDM; wind exposure C\n');
    // Text that named no place, kept as typed because a wind speed came with it, is marked so.
    expect(calculationSheetText({ ...result, location: 'Back lot 7', location_latitude: null })).toContain(
      'Site: Back lot 7 (not found in the place list); roof type EPDM',
    );
    expect(text).toContain('Wind speed: 130 mph, entered by the visitor\n');
    expect(text).toContain(
      'Options: K_d 0.95; GCr 1.9; load combination 0.9D + 1.0W (φ_D 0.9, γ_W 1); ballast block 30 lb\n',
    );
    expect(text).toContain('\nNPRM-3 (NP-3) for Acme Yagi 7\n');
    expect(text).toContain('  b      = 1.125 ft         ');
    // A given input's row carries no ref: it prints "input".
    expect(text).toContain('  h_b    = 30 ft            building height [input]\n');
    expect(text).toContain('mount footprint: (2·b)² = (2·1.125)² [method step 8]\n');
    expect(text).toContain(
      `\nVerdict: ballast ${design.ballastWeight} lb (${design.ballast.count} blocks of 30 lb); governing case: `,
    );
    expect(calculationSheetText(result)).toBe(text);
  });

  it('says when the wind speed used is below the mapped one, and only then', () => {
    const below = calculationSheetText({ ...result, mapped_wind_speed: 175, wind_speed_place: 'Miami-Dade, FL' });
    expect(below).toContain('Wind speed below the map: 130 mph is used, 175 mph is mapped for Miami-Dade, FL\n');
    expect(calculationSheetText({ ...result, mapped_wind_speed: 115 })).not.toContain('below the map');
  });

  it('names the sheet figures the result rounded up, and none when they agree', () => {
    const roofLoad = result.calculation_steps.find((step) => step.symbol === 'p')!;
    expect(roofLoad.value).not.toBe(197.5);
    expect(calculationSheetText(result)).toContain(
      `; rounded up from the sheet's p = ${formatStepValue(roofLoad)} psf\n`,
    );
    expect(calculationSheetText({ ...result, roof_load: roofLoad.value })).not.toContain('rounded up from');
  });

  it('prints a sheet stored before decision 0057 (unrounded values, ref "input") as the sheet a result carries now', () => {
    const stored = { ...result, calculation_steps: design.trace.map((step) => calculationStep.parse(step)) };
    expect(stored.calculation_steps.filter((step) => step.ref === 'input').length).toBeGreaterThanOrEqual(7);
    expect(stored.calculation_steps).not.toEqual(result.calculation_steps);
    expect(calculationSheetText(stored)).toBe(calculationSheetText(result));
  });

  it('says when a result was stored without its sheet', () => {
    const text = calculationSheetText({ ...result, calculation_steps: [] });
    expect(text).toContain('No calculation sheet was stored with this result.');
    expect(text).not.toContain('Options:');
  });

  it('says on μ\'s row where the roof type\'s μ comes from, or "Source not given"', () => {
    const mu = result.calculation_steps.find((step) => step.symbol === 'μ');
    expect(mu).toBeDefined();
    const line = (text: string) => text.split('\n').find((row) => row.startsWith('  μ '));
    expect(line(calculationSheetText(result))).toMatch(/; Source not given \[/);
    const sourced = { ...result, roof_type: { ...result.roof_type, friction_coefficient_source: 'Tab. 2: 0.4' } };
    expect(line(calculationSheetText(sourced))).toMatch(/; source: Tab\. 2: 0\.4 \[/);
    // Only μ's rows carry it.
    expect(calculationSheetText(sourced).match(/source: Tab/g)).toHaveLength(
      result.calculation_steps.filter((step) => step.symbol === 'μ').length,
    );
  });

  it("parses a row without ref (a given input's) and refuses one without a value", () => {
    expect(calculationStep.parse({ symbol: 'V', value: 130, unit: 'mph' })).toEqual({
      symbol: 'V',
      value: 130,
      unit: 'mph',
    });
    expect(calculationStep.safeParse({ symbol: 'V', unit: 'mph' }).success).toBe(false);
  });

  it('parses rows stored by engine 1.1 (their words and group dropped)', () => {
    const row = {
      symbol: 'μ',
      expression: '',
      substituted: '',
      value: 0,
      unit: '',
      ref: 'method step 6',
      note: null,
      governing: true,
    };
    const old = { section: 'stability', description: 'friction coefficient ≤ 0: no ballast resists sliding', ...row };
    expect(calculationStep.parse(old)).toEqual(row);
  });
});
