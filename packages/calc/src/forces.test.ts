import { describe, expect, it } from 'vitest';
import { A_mast, F, F_H, GCr, M_OT, y_a, y_f, y_p, z } from './forces.js';
import { CalcInputError } from './validate.js';

// Source: docs/engineering.md, "The method" steps 1, 2, 4, 5; values by hand.
describe('lever arms and heights (method steps 1–2)', () => {
  it.each([
    [5, 0, 5],
    [5, 2.5, 7.5],
    [10, -5, 5],
    [3, -3, 0],
    [2, -6, 0],
  ])('y_a(H %d, Δa %d) = max(H + Δa, 0) = %d ft', (H, deltaA, expected) => {
    expect(y_a(H, deltaA)).toBe(expected);
  });

  it('y_p = L/2, y_f = H/2, z = h_b + y', () => {
    expect(y_p(6)).toBe(3);
    expect(y_p(0)).toBe(0);
    expect(y_f(5)).toBe(2.5);
    expect(z(30, 7.5)).toBe(37.5);
  });

  it('refuses a negative H, L or y and a non-finite Δa, naming the symbol', () => {
    expect(() => y_a(-1, 0)).toThrow(CalcInputError);
    expect(() => y_a(5, Number.NaN)).toThrow(/^Δa: /);
    expect(() => y_p(-6)).toThrow(/^L: must not be negative/);
    expect(() => z(30, -1)).toThrow(/^y: /);
  });
});

describe('areas, force coefficient and forces (method step 4)', () => {
  it('A_mast = (D/12)·L: 2.375 in × 6 ft = 1.1875 ft²; 2.875 in × 4 ft = 0.9583 ft²', () => {
    expect(A_mast(2.375, 6)).toBeCloseTo(1.1875, 12);
    expect(A_mast(2.875, 4)).toBeCloseTo(0.958333, 6);
    expect(A_mast(12, 1)).toBe(1);
  });

  it.each([
    ['all_heights', 30, 1.9],
    ['all_heights', 500, 1.9],
    ['asce7_10', 60, 1.9],
    ['asce7_10', 60.5, 0.85],
    ['asce7_10', 110, 0.85],
  ] as const)('GCr(%s, h_b %d ft) = %d', (policy, hb, expected) => {
    expect(GCr(policy, hb)).toBe(expected);
  });

  it('F = q·GCr·A, F_H = ΣF, M_OT = ΣF·y', () => {
    expect(F(20, 1.9, 2)).toBeCloseTo(76, 12);
    expect(F_H([67, 52, 88])).toBe(207);
    expect(M_OT([10, 20, 30], [5, 3, 2.5])).toBe(10 * 5 + 20 * 3 + 30 * 2.5);
    expect(() => M_OT([1, 2], [1])).toThrow(CalcInputError);
    expect(() => F(-1, 1.9, 1)).toThrow(/^q_z: /);
  });
});
