import { describe, expect, it } from 'vitest';
import { EXPOSURE_CATEGORIES, type ExposureCategory } from './exposure.js';
import { K_z } from './kz.js';
import { CalcInputError } from './validate.js';
import { parseCsv, readFixture } from './test/fixtures.js';

// Source: src/fixtures/kz_asce7_10.csv, ASCE 7-10 Table 26.9-1, 3 decimals.
const kzTable = parseCsv(readFixture('kz_asce7_10.csv'));

describe('K_z, ASCE 7-10 Table 26.9-1: every row of kz_asce7_10.csv', () => {
  it('has the 23 rows of the table (15 to 550 ft)', () => {
    expect(kzTable).toHaveLength(23);
  });
  for (const row of kzTable) {
    for (const exposure of EXPOSURE_CATEGORIES) {
      it(`K_z(${row['z_ft']} ft, ${exposure}) = ${row[`Kz_${exposure}`]}`, () => {
        const expected = Number(row[`Kz_${exposure}`]);
        expect(Number.isFinite(expected)).toBe(true);
        expect(Math.abs(K_z(Number(row['z_ft']), exposure) - expected)).toBeLessThanOrEqual(0.0005 + 1e-12);
      });
    }
  }
});

describe('K_z reference values (docs/engineering.md, "Cross-checks and tests")', () => {
  const cases: [number, ExposureCategory, number][] = [
    [30, 'B', 0.701],
    [30, 'C', 0.982],
    [30, 'D', 1.162],
    [10, 'B', 0.575],
    [15, 'B', 0.575],
    [500, 'D', 1.896],
  ];
  it.each(cases)('K_z(%d ft, %s) = %d', (z, exposure, expected) => {
    expect(K_z(z, exposure)).toBeCloseTo(expected, 3);
  });

  it('takes z below 15 ft as 15 ft, including the roof of a 0 ft building', () => {
    for (const exposure of EXPOSURE_CATEGORIES) {
      expect(K_z(0, exposure)).toBe(K_z(15, exposure));
      expect(K_z(14.99, exposure)).toBe(K_z(15, exposure));
      expect(K_z(15.5, exposure)).toBeGreaterThan(K_z(15, exposure));
    }
  });

  it('caps K_z at 2.01 at and above z_g (1200, 900, 700 ft)', () => {
    expect(K_z(1200, 'B')).toBeCloseTo(2.01, 12);
    expect(K_z(900, 'C')).toBeCloseTo(2.01, 12);
    expect(K_z(700, 'D')).toBeCloseTo(2.01, 12);
    expect(K_z(5000, 'D')).toBe(2.01);
    expect(K_z(699, 'D')).toBeLessThan(2.01);
  });

  it('orders the exposures B < C < D at every height up to the gradient heights', () => {
    for (let zz = 0; zz <= 1300; zz += 5) {
      expect(K_z(zz, 'B')).toBeLessThan(K_z(zz, 'C') + (zz >= 1200 ? 1e-12 : 0));
      expect(K_z(zz, 'C')).toBeLessThanOrEqual(K_z(zz, 'D'));
    }
  });

  it('refuses a negative or non-finite height and an unknown exposure', () => {
    expect(() => K_z(-1, 'B')).toThrow(CalcInputError);
    expect(() => K_z(Number.NaN, 'B')).toThrow(/z: must be a finite number/);
    expect(() => K_z(30, 'E' as ExposureCategory)).toThrow(/exposure: must be one of B, C, D/);
  });
});
