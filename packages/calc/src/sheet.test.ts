import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { designMount } from './design.js';
import { calculationSheet, substitute, type SheetRow } from './sheet.js';
import { TRACE_SECTIONS } from './trace.js';
import { inputArb, optionsArb } from './test/arbitraries.js';
import { antenna, designInput, mount, search, site } from './test/inputs.js';

/** V 115 mph, exposure C, h_b 30 ft; antenna EPA 1.5 ft²; mount H 5 ft, b 2 ft, 90 lb; μ 0.4; K_d 0.85, 30 lb blocks. */
const OPTIONS = { kd: 0.85, blockWeight: 30 };
const sheetOf = (overrides = {}) => calculationSheet(designMount(designInput(overrides), OPTIONS));
const rowOf = (rows: SheetRow[], symbol: string) => {
  const found = rows.filter((row) => row.symbol === symbol);
  if (found.length !== 1) throw new Error(`expected one ${symbol} row, found ${found.length}`);
  return found[0]!;
};

/** Evaluates a substituted formula the sheet writes, to check it gives the row's value. */
function evaluate(substituted: string): number {
  const js = substituted
    .replaceAll('·', '*')
    .replaceAll('−', '-')
    .replaceAll('²', '**2')
    .replaceAll('^', '**')
    .replaceAll('⌈', 'Math.ceil(')
    .replaceAll('⌉', ')')
    .replaceAll('max(', 'Math.max(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return (new Function(`return (${js});`) as () => number)();
}

describe("calculationSheet: the trace as rows grouped by the method's steps", () => {
  it("lists the inputs first, then every trace step in order, the groups in the method's order", () => {
    const design = designMount(designInput(), OPTIONS);
    const rows = calculationSheet(design);
    const traced = rows.slice(rows.length - design.trace.length);
    expect(traced.map((row) => row.symbol)).toEqual(design.trace.map((step) => step.symbol));
    expect(rows.slice(0, rows.length - design.trace.length).every((row) => row.section === 'inputs')).toBe(true);
    const order = rows.map((row) => TRACE_SECTIONS.indexOf(row.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect([...new Set(rows.map((row) => row.section))]).toEqual([...TRACE_SECTIONS]);
  });

  it('puts each figure in its step', () => {
    const rows = sheetOf();
    const sectionOf = (symbol: string) => rowOf(rows, symbol).section;
    expect(['V', 'h_b', 'H', 'y_a', 'z_f'].map(sectionOf)).toEqual(Array(5).fill('inputs'));
    expect(['α', 'K_z,a', 'K_d', 'q_z,f'].map(sectionOf)).toEqual(Array(4).fill('wind_pressure'));
    expect(['GCr', 'A_p', 'F_a', 'F_f'].map(sectionOf)).toEqual(Array(4).fill('forces'));
    expect(['F_H', 'M_OT', 'K_h', 'q_h', 'F_v'].map(sectionOf)).toEqual(Array(5).fill('demands'));
    expect(['W_self', 'φ_D', 'B_ot', 'B_sl'].map(sectionOf)).toEqual(Array(4).fill('stability'));
    expect(['B_min', 'B_req', 'n', 'B'].map(sectionOf)).toEqual(Array(4).fill('ballast'));
    expect(['W', 'A_fp', 'p'].map(sectionOf)).toEqual(Array(3).fill('roof_load'));
  });

  it("substitutes the part's own K_z and height into q_z and K_z, with the trace's decimals", () => {
    const rows = sheetOf();
    // z_a = 30 + 5 = 35 ft; K_z,a = 2.01·(35/900)^(2/9.5) = 1.0147…; q_z,a = 0.00256·1.015·1·0.85·115² = 29.2 psf.
    expect(rowOf(rows, 'K_z,a').substituted).toBe('2.01·(35/900)^(2/9.5)');
    expect(rowOf(rows, 'q_z,a').expression).toBe('0.00256·K_z·K_zt·K_d·V²');
    expect(rowOf(rows, 'q_z,a').substituted).toBe('0.00256·1.015·1·0.85·115²');
    expect(rowOf(rows, 'q_h').substituted).toBe('0.00256·0.982·1·0.85·115²');
    expect(rowOf(rows, 'K_h').substituted).toBe('2.01·(30/900)^(2/9.5)');
  });

  it('takes K_z at 15 ft below 15 ft', () => {
    const rows = sheetOf({ site: site({ buildingHeight: 5 }) });
    expect(rowOf(rows, 'z_a').value).toBe(10);
    expect(rowOf(rows, 'K_z,a').substituted).toBe('2.01·(15/900)^(2/9.5)');
  });

  it('substitutes the forces, the ballast and the roof load, and each substituted formula gives its value', () => {
    const rows = sheetOf();
    expect(rowOf(rows, 'q_z,a').value).toBeCloseTo(29.2, 2);
    expect(rowOf(rows, 'F_a').substituted).toBe('29.2·1.9·1.5');
    expect(rowOf(rows, 'y_a').substituted).toBe('max(5 + 0, 0)');
    expect(rowOf(rows, 'A_fp').substituted).toBe('(2·2)²');
    expect(rowOf(rows, 'B_sl').substituted).toMatch(/^1·\([\d.]+\/0\.4 \+ 0\)\/0\.9 − 100$/);
    expect(rowOf(rows, 'n').substituted).toMatch(/^⌈[\d.]+\/30⌉$/);
    expect(rowOf(rows, 'B').substituted).toBe(`${rowOf(rows, 'n').value}·30`);
    for (const symbol of ['q_z,a', 'q_z,p', 'q_h', 'F_a', 'F_p', 'F_f', 'F_H', 'M_OT', 'B_sl', 'n', 'B', 'W', 'p']) {
      const row = rowOf(rows, symbol);
      expect(evaluate(row.substituted), symbol).toBeCloseTo(row.value, Math.abs(row.value) > 100 ? -1 : 1);
    }
  });

  it('puts a negative number in parentheses where it follows an operator', () => {
    const rows = sheetOf({ antenna: antenna({ additionalHeightToCenterline: -1.5 }) });
    expect(rowOf(rows, 'y_a').substituted).toBe('max(5 + (-1.5), 0)');
    expect(
      substitute(
        'max(a, b)',
        new Map([
          ['a', '-2'],
          ['b', '-3'],
        ]),
      ),
    ).toBe('max(-2, -3)');
  });

  it('reads the longest symbol first and never inside a longer name', () => {
    const values = new Map([
      ['q_z', '1'],
      ['q_z,a', '2'],
      ['n', '3'],
      ['B_min', '4'],
      ['b', '5'],
    ]);
    expect(substitute('q_z,a·q_z + n·max(B_min, 2b)', values)).toBe('2·1 + 3·max(4, 2·5)');
  });

  it('writes no thousands commas, so a number never reads as two arguments', () => {
    const rows = sheetOf({ mount: mount({ minimumBallastWeight: 1500 }) });
    expect(rowOf(rows, 'B_req').substituted).toMatch(/, 1500, 0\)$/);
  });

  it("keeps each step's note, null where there is none", () => {
    const rows = sheetOf();
    expect(rowOf(rows, 'B_req').note).toMatch(/governs$/);
    expect(rowOf(rows, 'F_a').note).toBeNull();
  });
});

describe("calculationSheet: the governing case's rows", () => {
  const governingRows = (rows: SheetRow[]) => rows.filter((row) => row.governing).map((row) => row.symbol);

  it.each([
    ['sliding', designInput(), ['B_sl', 'B_req']],
    ['overturning', designInput({ frictionCoefficient: 1.5, mount: mount({ halfBaseWidth: 0.5 }) }), ['B_ot', 'B_req']],
    ['minimum', designInput({ mount: mount({ minimumBallastWeight: 5000, maxRoofLoad: 1000 }) }), ['B_min', 'B_req']],
    ['sliding', { ...search({ frictionCoefficient: 0 }), mount: mount() }, ['μ', 'B_req']],
  ] as const)('marks the %s check and the required ballast', (governing, input, expected) => {
    const design = designMount(input, OPTIONS);
    expect(design.governing).toBe(governing);
    const rows = calculationSheet(design);
    expect(governingRows(rows)).toEqual(expected);
    expect(rowOf(rows, 'B_req').note).toContain(governing === 'minimum' ? 'minimum' : governing);
  });
});

describe('calculationSheet over the whole input domain', () => {
  it('gives finite values and a substituted formula for every row with a formula', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        const design = designMount(input, options);
        const rows = calculationSheet(design);
        expect(rows.every((row) => Number.isFinite(row.value))).toBe(true);
        expect(rows.every((row) => (row.expression === '') === (row.substituted === ''))).toBe(true);
        expect(rows.some((row) => /NaN|Infinity|undefined/.test(row.substituted))).toBe(false);
        expect(rows.filter((row) => row.governing)).toHaveLength(2);
        expect(rows.filter((row) => row.governing).map((row) => row.symbol)).toContain('B_req');
      }),
      { numRuns: 300 },
    );
  });
});

describe('calculationSheet: formulas cut once per shape of sheet', () => {
  it('gives the same rows whatever sheets were made before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(inputArb, optionsArb), { minLength: 2, maxLength: 5 }), async (pairs) => {
        const designs = pairs.map(([input, options]) => designMount(input, options));
        // One module for all: each sheet after the others, with what they cut kept.
        const afterOthers = designs.map((design) => calculationSheet(design));
        for (const [i, design] of designs.entries()) {
          // A fresh module for each: nothing kept from another sheet.
          vi.resetModules();
          const fresh = (await import('./sheet.js')).calculationSheet(design);
          expect(afterOthers[i]).toEqual(fresh);
        }
      }),
      { numRuns: 40 },
    );
  });
});
