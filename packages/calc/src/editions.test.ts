import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { CODE_EDITIONS } from './edition-list.js';
import { EDITION_REFERENCES, K_e } from './editions.js';
import { CalcInputError } from './validate.js';
import { antenna, designInput, mount, site } from './test/inputs.js';

/** ASCE 7-16 Table 26.9-1 and its note: K_e = e^(−0.0000362·z_g), z_g the ground elevation in ft. */
describe('K_e, the ground elevation factor of ASCE 7-16', () => {
  it.each([
    [0, 1],
    [1000, 0.9644],
    [3000, 0.8971],
    [5280, 0.826], // Denver: the formula's 0.826, the table row for 5,000 ft prints 0.83
    [6000, 0.8048],
    [-250, 1.0091],
  ])('%d ft gives %d', (elevation, expected) => {
    expect(K_e(elevation)).toBeCloseTo(expected, 4);
  });

  it('is 1.0 when the elevation is not given (the standard permits 1.0 everywhere)', () => {
    expect(K_e(null)).toBe(1);
  });

  it.each([-301, 15_001, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d ft, naming z_e', (elevation) => {
    expect(() => K_e(elevation)).toThrow(CalcInputError);
    expect(() => K_e(elevation)).toThrow(/z_e/);
  });
});

const input = designInput({
  site: site({ windSpeed: 140, exposure: 'C', buildingHeight: 75, groundElevation: 5280 }),
  antenna: antenna({ squareFootage: 6, horizontalArea: 2 }),
  mount: mount({ maxRoofLoad: 200 }),
});

describe('a sheet cites the chosen edition only', () => {
  it.each(CODE_EDITIONS)('%s: every ASCE reference names that edition', (edition) => {
    for (const policy of ['all_heights', 'asce7_10'] as const) {
      for (const loadCombination of ['lrfd', 'asd'] as const) {
        const d = designMount(input, { gcrPolicy: policy, codeBasis: { edition, loadCombination } });
        const cited = d.trace.map((s) => s.ref ?? '').filter((ref) => ref.includes('ASCE'));
        expect(cited.length).toBeGreaterThan(10);
        for (const ref of cited) expect(ref, ref).toMatch(new RegExp(`^(FBC 2010 §1609\\.8; )?${edition} `));
        for (const assumption of d.assumptions) {
          for (const other of CODE_EDITIONS.filter((e) => e !== edition)) expect(assumption.text).not.toContain(other);
        }
      }
    }
  });

  it('ASCE 7-16 takes GCr 1.9 above 60 ft whatever the policy, and K_e on every velocity pressure', () => {
    const d16 = designMount(input, { gcrPolicy: 'asce7_10', codeBasis: { edition: 'ASCE 7-16' } });
    const d10 = designMount(input, { gcrPolicy: 'asce7_10', codeBasis: { edition: 'ASCE 7-10' } });
    expect(d16.gcr).toBe(1.9);
    expect(d10.gcr).toBe(0.85);
    const ke = d16.trace.find((s) => s.symbol === 'K_e')!;
    expect(ke).toMatchObject({ ref: EDITION_REFERENCES['ASCE 7-16'].ke, expression: 'e^(-0.0000362·z_e)' });
    expect(d16.trace.find((s) => s.symbol === 'q_h')!.expression).toBe('0.00256·K_h·K_zt·K_d·K_e·V²');
    expect(d16.uplift.qh).toBeCloseTo(d10.uplift.qh * K_e(5280), 9);
    expect(d10.trace.some((s) => s.symbol === 'K_e' || s.symbol === 'z_e')).toBe(false);
  });

  it('ASCE 7-16 without an elevation says K_e = 1.0 on the sheet, and gives ASCE 7-10 all-heights figures', () => {
    const none = { ...input, site: { ...input.site, groundElevation: null } };
    const d16 = designMount(none, { codeBasis: { edition: 'ASCE 7-16' } });
    const d10 = designMount(none, { codeBasis: { edition: 'ASCE 7-10' } });
    expect(d16.trace.find((s) => s.symbol === 'K_e')).toMatchObject({
      value: 1,
      note: expect.stringMatching(/not given/),
    });
    expect(d16.trace.some((s) => s.symbol === 'z_e')).toBe(false);
    expect(d16.ballastRequired).toBe(d10.ballastRequired);
  });
});
