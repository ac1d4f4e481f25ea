import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { chapter13Exemption, F_E, I_p, seismicDesignCategory } from './seismic.js';
import { designInput, site } from './test/inputs.js';

/** ASCE 7-10 / 7-16 Tables 11.6-1 and 11.6-2 (the two agree), the more severe governing (§11.6). */
describe('seismic design category', () => {
  it.each([
    [0.166, 0.066, 'II', 'A'],
    [0.167, 0, 'II', 'B'],
    [0.167, 0, 'IV', 'C'],
    [0.33, 0, 'III', 'C'],
    [0.33, 0, 'IV', 'D'],
    [0.5, 0, 'I', 'D'],
    [0, 0.067, 'II', 'B'],
    [0, 0.133, 'II', 'C'],
    [0, 0.2, 'II', 'D'],
    [1.5, 0.6, 'II', 'D'], // Los Angeles
    [0.1, 0.05, 'II', 'A'], // Chicago
  ] as const)('S_DS %d g, S_D1 %d g, Risk Category %s: %s', (sds, sd1, risk, category) => {
    expect(seismicDesignCategory(sds, sd1, risk)).toBe(category);
  });
});

/** Eq. 13.3-1 within 13.3-2/13.3-3, a_p 1.0 and R_p 2.5 (Table 13.6-1, communication equipment), z/h = 1. */
describe('F_E, the horizontal seismic design force', () => {
  it('is 0.48·S_DS·W_p at the roof with I_p 1.0: 720 lb on 1,000 lb at S_DS 1.5', () => {
    expect(F_E(1.5, 1000, 1, 2.5, 1, 1)).toBeCloseTo(720, 9);
  });
  it('is held to 0.3·S_DS·I_p·W_p at least and 1.6·S_DS·I_p·W_p at most', () => {
    expect(F_E(1.5, 1000, 1, 2.5, 1, 0)).toBeCloseTo(450, 9);
    expect(F_E(1, 1000, 2.5, 1, 1.5, 1)).toBeCloseTo(2400, 9);
  });
});

describe('§13.1.4 exemptions for a ballasted (not positively attached) mount', () => {
  it.each([
    ['A', 1, true],
    ['B', 1.5, true],
    ['C', 1, true],
    ['C', 1.5, false],
    ['D', 1, false],
  ] as const)('category %s with I_p %d: exempt %s', (category, ip, exempt) => {
    expect(chapter13Exemption(category, ip) !== null).toBe(exempt);
  });
  it('I_p is 1.5 for Risk Category IV only', () => {
    expect(['I', 'II', 'III', 'IV'].map((rc) => I_p(rc as never))).toEqual([1, 1, 1, 1.5]);
  });
});

describe('the screen on a design', () => {
  it('Los Angeles: category D, Chapter 13 applies, friction not permitted, F_E on the weight with the ballast', () => {
    const d = designMount(designInput({ site: site({ seismic: { sds: 1.5, sd1: 0.6 } }) }));
    expect(d.seismic).toMatchObject({ category: 'D', applies: true, frictionPermitted: false, exemption: null });
    expect(d.seismic!.weight).toBe(d.totalDeadLoad);
    expect(d.seismic!.force).toBeCloseTo(0.48 * 1.5 * d.totalDeadLoad, 9);
    const row = d.trace.find((s) => s.symbol === 'F_E')!;
    expect(row.note).toMatch(/Chapter 13 applies.*ASCE 7-10 §13\.4/);
    expect(d.assumptions.some((a) => a.code === 'no_seismic')).toBe(false);
  });
  it('Chicago: category A, exempt, friction permitted; without values no screen and the no_seismic assumption', () => {
    const d = designMount(designInput({ site: site({ seismic: { sds: 0.1, sd1: 0.05 } }) }));
    expect(d.seismic).toMatchObject({ category: 'A', applies: false, frictionPermitted: true });
    const none = designMount(designInput());
    expect(none.seismic).toBeNull();
    expect(none.assumptions.some((a) => a.code === 'no_seismic')).toBe(true);
  });
});
