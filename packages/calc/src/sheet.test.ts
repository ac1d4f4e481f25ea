import { describe, expect, it } from 'vitest';
import { designMount, type MountDesign } from './design.js';
import { antenna, designInput, mount, site } from './test/inputs.js';
import { formatStepLine, groupSteps } from './sheet-text.js';
import { resultSheet, stepRef } from './steps.js';
import { GLOSSARY, TRACE_SECTIONS } from './symbols.js';
import { formatStepValue } from './values.js';

/**
 * The calculation sheet is the design's steps (docs/engineering.md, "The calculation sheet"): the inputs first,
 * every row's words in the glossary, the governing case's rows marked, and compact JSON for the API.
 */

/** Like the demo catalogue's search: a 1.2 m dish at 130 mph, exposure C, 30 ft, on a sled with trays. */
const demoLike = designInput({
  site: site({ windSpeed: 130, exposure: 'C', buildingHeight: 30 }),
  antenna: antenna({ weight: 55.5, squareFootage: 12.2, horizontalArea: 6.1, mastDiameter: 2.875, mastLength: 4 }),
  mount: mount({
    weight: 187.25,
    halfBaseWidth: 2.375,
    heightToAntennaCenterline: 4.75,
    squareFootage: 3.1,
    mastLength: 6.5,
    minimumBallastWeight: 120,
    ballastTrays: 4,
    trayCapacity: 400,
    maxRoofLoad: 40,
  }),
  frictionCoefficient: 0.55,
});
const governingRows = (design: MountDesign) => design.trace.filter((s) => s.governing).map((s) => s.symbol);

describe('the calculation sheet: the steps as recorded', () => {
  it('lists the inputs first, exactly as given, and every symbol has its words in the glossary', () => {
    const d = designMount(designInput({ mount: mount({ halfBaseWidth: 1.125 }) }));
    expect(d.trace.slice(0, 8).map((s) => [s.symbol, formatStepValue(s), s.ref])).toEqual([
      ['V', '115', 'input'],
      ['h_b', '30', 'input'],
      ['μ', '0.4', 'input'],
      ['W_a', '10', 'input'],
      ['Δa', '0', 'input'],
      ['W_m', '90', 'input'],
      ['H', '5', 'input'],
      ['b', '1.125', 'input'],
    ]);
    for (const step of designMount(demoLike).trace) expect(GLOSSARY[step.symbol], step.symbol).toBeDefined();
  });

  it("falls into the sheet's groups in the method's order, every group present", () => {
    expect(groupSteps(designMount(demoLike).trace).map((g) => g.section)).toEqual(
      TRACE_SECTIONS.filter((section) => section !== 'seismic'),
    );
    const withSeismic = { ...demoLike, site: { ...demoLike.site, seismic: { sds: 1.5, sd1: 0.6 } } };
    const groups = groupSteps(designMount(withSeismic).trace);
    expect(groups.map((g) => g.section)).toEqual([...TRACE_SECTIONS]);
    expect(groups[0]!.title).toBe('Inputs and geometry');
    expect(groups.find((g) => g.section === 'stability')!.steps.map((s) => s.symbol)).toEqual([
      'W_self',
      'φ_D',
      'γ_W',
      'B_ot',
      'B_sl',
    ]);
  });

  it.each([
    ['sliding', designInput({ frictionCoefficient: 0.2 }), ['B_sl', 'B_req']],
    [
      'overturning',
      designInput({ mount: mount({ halfBaseWidth: 0.75 }), frictionCoefficient: 1.2 }),
      ['B_ot', 'B_req'],
    ],
    ['minimum', designInput({ mount: mount({ minimumBallastWeight: 5000 }) }), ['B_min', 'B_req']],
  ] as const)('marks the %s case: its check and B_req', (governing, input, rows) => {
    const d = designMount(input);
    expect(d.governing).toBe(governing);
    expect(governingRows(d)).toEqual(rows);
  });

  it('when friction cannot hold (μ = 0), repeats μ under stability with its meaning, marked as the sliding case', () => {
    const d = designMount(designInput({ frictionCoefficient: 0 }));
    const rows = d.trace.filter((s) => s.symbol === 'μ');
    expect(rows).toEqual([
      { symbol: 'μ', value: 0, ref: 'input' },
      { symbol: 'μ', value: 0, ref: 'method step 6', note: 'μ ≤ 0: no ballast resists sliding', governing: true },
    ]);
    expect(governingRows(d)).toEqual(['μ', 'B_req']);
    expect(d.trace.find((s) => s.symbol === 'B_req')?.expression).toBe('max(B_ot, B_min, 0)');
    const stability = groupSteps(d.trace).find((g) => g.section === 'stability')!;
    expect(stability.steps.map((s) => s.symbol)).toContain('μ');
  });

  it('takes K_z at 15 ft below 15 ft and at z_g above it, and says so in the formula', () => {
    const low = designMount(
      designInput({ site: site({ buildingHeight: 4 }), mount: mount({ heightToAntennaCenterline: 2 }) }),
    );
    expect(low.trace.find((s) => s.symbol === 'K_z,a')).toMatchObject({
      expression: '2.01·(15/z_g)^(2/α)',
      substituted: '2.01·(15/900)^(2/9.5)',
    });
    const high = designMount(designInput({ site: site({ buildingHeight: 1000 }) }));
    expect(high.trace.find((s) => s.symbol === 'K_h')).toMatchObject({
      expression: '2.01·(z_g/z_g)^(2/α)',
      value: 2.01,
    });
  });

  it('writes compact JSON: no words, no group, absent fields left out, at most 7,000 bytes for a demo-like design', () => {
    const d = designMount(demoLike);
    const json = JSON.stringify(resultSheet(d.trace));
    expect(d.trace.length).toBeGreaterThanOrEqual(57);
    // The trace as recorded (exact values, every ref) is about 380 bytes longer.
    expect(Buffer.byteLength(json, 'utf8')).toBeLessThanOrEqual(7000);
    expect(json).not.toMatch(/"(section|description)"|:""|:null|"governing":false|"ref":"input"/);
    for (const step of d.trace) {
      expect(Object.keys(step)[0]).toBe('symbol');
      expect(step.ref.length).toBeLessThanOrEqual(40);
    }
  });

  it("a result carries each computed value as its row prints it, a given one exact, and no ref on an input's row", () => {
    const d = designMount(demoLike);
    const rows = resultSheet(d.trace);
    const row = (symbol: string) => rows.find((s) => s.symbol === symbol)!;
    const traced = (symbol: string) => d.trace.find((s) => s.symbol === symbol)!;
    // The trace keeps the engine's double; the result the 7 significant digits its row prints.
    expect(traced('q_z,a').value).toBe(41.64013030607946);
    expect(row('q_z,a')).toEqual({ ...traced('q_z,a'), value: 41.64013 });
    expect(traced('A_p').value).toBe(1.5572916666666667);
    expect(row('A_p').value).toBe(1.557292);
    // Given: exact, the input's without its ref (read back as "input"), the others with theirs.
    expect(row('μ')).toEqual({ symbol: 'μ', value: 0.55 });
    expect(row('W_m')).toEqual({ symbol: 'W_m', value: 187.25, unit: 'lb' });
    expect(stepRef(row('W_m'))).toBe('input');
    expect(row('D')).toEqual({ symbol: 'D', value: 2.875, unit: 'in', ref: 'method step 4' });
    expect(rows).toHaveLength(d.trace.length);
    rows.forEach((step, index) => {
      const expected = d.trace[index]!;
      expect(formatStepLine(step)).toBe(formatStepLine(expected));
      // The keys in the trace's order, ref left out only on an input's row.
      expect(Object.keys(step)).toEqual(
        Object.keys(expected).filter((key) => key !== 'ref' || expected.ref !== 'input'),
      );
    });
  });

  it('gives the same rows for the same design', () => {
    expect(designMount(demoLike).trace).toEqual(designMount(demoLike).trace);
  });
});
