import { describe, expect, it } from 'vitest';
import type { ExposureCategory } from './exposure.js';
import { K_z } from './kz.js';
import { K_ZT, q_z } from './velocityPressure.js';
import { readFixture } from './test/fixtures.js';

interface VelocityPressureCase {
  V: number;
  z: number;
  exposure: ExposureCategory;
  kd: number;
  kz: number;
  qz: number;
}
// Source: oracle-cases.json, written by scripts/generate-oracle-cases.py from nprm_reference.py kz_asce7_10/qz.
const oracleCases = (JSON.parse(readFixture('oracle-cases.json')) as { velocityPressureCases: VelocityPressureCase[] })
  .velocityPressureCases;

describe('q_z, ASCE 7-10 Eq. 29.3-1: q_z = 0.00256·K_z·K_zt·K_d·V²', () => {
  it('q(115 mph, z = 28 ft, B, K_d 0.95) = 22.1 psf (docs/engineering.md reference value)', () => {
    expect(q_z(115, K_z(28, 'B'), K_ZT, 0.95)).toBeCloseTo(22.1, 1);
  });

  it('is 0.00256·V² for K_z = K_zt = K_d = 1 (the equation constant)', () => {
    expect(q_z(100, 1, 1, 1)).toBeCloseTo(25.6, 12);
  });

  it(`matches the oracle at ${oracleCases.length} (V, z, exposure, K_d) points`, () => {
    expect(oracleCases.length).toBeGreaterThanOrEqual(100);
    for (const c of oracleCases) {
      const kz = K_z(c.z, c.exposure);
      expect(kz).toBeCloseTo(c.kz, 12);
      expect(q_z(c.V, kz, K_ZT, c.kd)).toBeCloseTo(c.qz, 9);
    }
  });

  it('refuses a negative wind speed and a non-positive K_d', () => {
    expect(() => q_z(-1, 1, 1, 0.95)).toThrow(/V: must not be negative/);
    expect(() => q_z(100, 1, 1, 0)).toThrow(/K_d: must be greater than 0/);
  });
});
