import { describe, expect, it } from 'vitest';
import { A_fp, B_ot, B_required, B_sl, heldByFriction, p_roof, roundUpToBlocks, W_total } from './ballast.js';
import { LOAD_COMBINATIONS } from './options.js';

// Source: docs/engineering.md, "The method" steps 6–8 and "Overturning, sliding and the load combination" (combination table).
const { lrfd, asd } = LOAD_COMBINATIONS;
const fs15 = LOAD_COMBINATIONS['fs1.5'];

describe('overturning and sliding ballast under each load combination', () => {
  it('B_ot = γ_W·(M_OT + F_v·b)/(φ_D·b) − W_self: M/(0.9b) − W, M/b − W (ASD), 0.9M/b − W (FS 1.5) without uplift', () => {
    expect(B_ot(711, 0, 2, 100, lrfd)).toBeCloseTo(711 / 1.8 - 100, 9);
    expect(B_ot(711, 0, 2, 100, asd)).toBeCloseTo(711 / 2 - 100, 9);
    expect(B_ot(711, 0, 2, 100, fs15)).toBeCloseTo((0.9 * 711) / 2 - 100, 9);
    expect(B_ot(100, 0, 2, 500, lrfd)).toBeLessThan(0);
  });

  it('B_sl = γ_W·(F_H/μ + F_v)/φ_D − W_self: F/(0.9μ) − W, F/μ − W (ASD), 0.9F/μ − W (FS 1.5) without uplift', () => {
    expect(B_sl(207, 0, 0.4, 100, lrfd)).toBeCloseTo(207 / 0.36 - 100, 9);
    expect(B_sl(207, 0, 0.4, 100, asd)).toBeCloseTo(207 / 0.4 - 100, 9);
    expect(B_sl(207, 0, 0.4, 100, fs15)).toBeCloseTo((0.9 * 207) / 0.4 - 100, 9);
    expect(() => B_sl(207, 0, 0, 100, lrfd)).toThrow(/^μ: must be greater than 0/);
    expect(() => B_ot(711, 0, 0, 100, lrfd)).toThrow(/^b: must be greater than 0/);
  });

  // ASCE 7-10 §29.5.1 (7-16 §29.4.1): uplift F_v acts with the horizontal force; in overturning it adds F_v·b to
  // the moment about the leeward edge, in sliding it takes F_v off the normal force.
  it('uplift F_v adds (F_v·b)/(φ_D·b) = F_v/φ_D·γ_W to both checks', () => {
    expect(B_ot(711, 100, 2, 100, lrfd)).toBeCloseTo((711 + 200) / 1.8 - 100, 9);
    expect(B_ot(711, 100, 2, 100, asd)).toBeCloseTo((0.6 * (711 + 200)) / 1.2 - 100, 9);
    expect(B_sl(207, 100, 0.4, 100, lrfd)).toBeCloseTo((207 / 0.4 + 100) / 0.9 - 100, 9);
    expect(B_sl(207, 100, 0.4, 100, fs15)).toBeCloseTo((0.9 * 207) / 0.4 + 0.9 * 100 - 100, 9);
    expect(() => B_sl(207, -1, 0.4, 100, lrfd)).toThrow(/^F_v: must not be negative/);
  });

  it('friction holds only for μ > 0', () => {
    expect(heldByFriction(0.3)).toBe(true);
    expect(heldByFriction(0)).toBe(false);
  });
});

describe('required ballast and governing case (method step 7)', () => {
  it.each([
    [295, 475, 0, 475, 'sliding'],
    [1177, 223, 0, 1177, 'overturning'],
    [300, 300, 0, 300, 'sliding'],
    [-394, -342, 600, 600, 'minimum'],
    [-50, -20, 0, 0, 'minimum'],
    [200, 300, 300, 300, 'minimum'],
    [400, null, 0, 400, 'sliding'],
    [-40, null, 224, 224, 'sliding'],
  ] as const)('B_ot %d, B_sl %s, B_min %d → %d lb, %s', (bot, bsl, bmin, ballast, governing) => {
    expect(B_required(bot, bsl, bmin)).toEqual({ ballast, governing });
  });
});

describe('block rounding, dead load and roof load (method steps 7–8)', () => {
  it.each([
    [475, 30, 16, 480],
    [480, 30, 16, 480],
    [480.0000001, 30, 17, 510],
    [0, 30, 0, 0],
    [224, 28, 8, 224],
    [100, 32.6, 4, 130.4],
  ])('roundUpToBlocks(%d lb, %d lb) = %d blocks, %d lb', (B, w, count, weight) => {
    const blocks = roundUpToBlocks(B, w);
    expect(blocks.count).toBe(count);
    expect(blocks.blockWeight).toBe(w);
    expect(blocks.weight).toBeCloseTo(weight, 9);
  });

  it('keeps an exact multiple whose division carries floating-point noise (0.3·3 blocks of 0.1 lb)', () => {
    expect(roundUpToBlocks(0.30000000000000004, 0.1).count).toBe(3);
  });

  it('W = W_self + B; A_fp = (2b)²; p = W/(2b)²', () => {
    expect(W_total(100, 480)).toBe(580);
    expect(A_fp(2)).toBe(16);
    expect(p_roof(580, 2)).toBe(36.25);
    expect(p_roof(3716, 5)).toBeCloseTo(37.16, 9);
  });
});
