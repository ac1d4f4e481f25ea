import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { formatSheetText, groupSteps, type SheetTextHeader } from './sheet-text.js';
import type { SheetStep } from './steps.js';
import { designInput } from './test/inputs.js';

const header: SheetTextHeader = {
  engineVersion: '1.2.0',
  reference: 'R-7KQ2-M9XD',
  notes: ['Wind exposure: C (Open)', 'Wind speed source: entered by the visitor'],
  mountTitle: 'NPRM-3 (NP-3) for Acme Yagi 7',
  verdict: 'FITS: ballast 720 lb (24 × 30 lb blocks), governed by sliding',
  assumptions: ['No seismic check: the ballast resists wind only.'],
};

describe('formatSheetText: a saved result as plain text', () => {
  const steps = designMount(designInput()).trace;

  it('prints the header, every row under its heading with words, formula, numbers and clause, then the verdict', () => {
    const text = formatSheetText(steps, header);
    const lines = text.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'NPRM ballast calculation sheet (engine 1.2.0)',
      'Reference: R-7KQ2-M9XD',
      'Wind exposure: C (Open)',
      'Wind speed source: entered by the visitor',
      '',
    ]);
    expect(text).toContain('\nInputs and geometry\n  V      = 115 mph          design wind speed');
    expect(text).toContain(
      '  z_a    = 35 ft            antenna height above ground: h_b + y_a = 30 + 5 [method step 2]\n',
    );
    expect(text).toContain(
      '  B_req  = 699.5123 lb      required ballast: max(B_ot, B_sl, B_min, 0) = max(449.1356, 699.5123, 0, 0); ' +
        'sliding governs [method step 7] (governing)\n',
    );
    const headings = ['Inputs and geometry', 'Wind pressure', 'Forces', 'Demands', 'Stability', 'Ballast', 'Roof load'];
    expect(lines.filter((line) => headings.includes(line))).toEqual(headings);
    expect(text.endsWith('\nAssumptions and limits\n  - No seismic check: the ballast resists wind only.\n')).toBe(
      true,
    );
    expect(text).toContain('\nVerdict: FITS: ballast 720 lb (24 × 30 lb blocks), governed by sliding\n');
  });

  it('is deterministic', () => {
    expect(formatSheetText(steps, header)).toBe(formatSheetText([...steps], { ...header }));
  });

  it('reads rows stored by engine 1.1 (words and group inside, "" for no formula, note null)', () => {
    const old: SheetStep[] = [
      {
        symbol: 'V',
        value: 115,
        unit: 'mph',
        expression: '',
        substituted: '',
        ref: 'input',
        note: null,
        governing: false,
      },
      { symbol: 'W_self', value: 100, unit: 'lb', expression: '', substituted: '', ref: 'method step 6', note: null },
      {
        symbol: 'μ',
        value: 0,
        unit: '',
        expression: '',
        substituted: '',
        ref: 'method step 6',
        note: null,
        governing: true,
      },
    ];
    const text = formatSheetText(old, { ...header, reference: null, assumptions: [] });
    expect(text).toContain(
      '  V      = 115 mph          design wind speed, 3-s gust (its source and risk category: the code basis above) [input]\n',
    );
    expect(text).toContain('\nStability\n  W_self = 100 lb           self-weight, mount + antenna [method step 6]\n');
    expect(text).toContain(
      '  μ      = 0                friction coefficient of the roof type [method step 6] (governing)\n',
    );
    expect(text).not.toContain('Reference:');
    expect(text).not.toContain('Assumptions');
  });

  it('says so when no sheet was stored', () => {
    expect(formatSheetText([], header)).toContain('\nNo calculation sheet was stored with this result.\n');
  });
});

describe('groupSteps', () => {
  it('never goes back to an earlier group: a repeated input stays where it is listed, an unknown symbol too', () => {
    const rows: SheetStep[] = [
      { symbol: 'V', value: 1, ref: 'input' },
      { symbol: 'B_ot', value: 1, ref: 'x' },
      { symbol: 'μ', value: 0, ref: 'x' },
      { symbol: 'unknown', value: 2, ref: 'x' },
      { symbol: 'W', value: 3, ref: 'x' },
    ];
    expect(groupSteps(rows).map((g) => [g.section, g.steps.map((s) => s.symbol)])).toEqual([
      ['inputs', ['V']],
      ['stability', ['B_ot', 'μ', 'unknown']],
      ['roof_load', ['W']],
    ]);
  });
});
