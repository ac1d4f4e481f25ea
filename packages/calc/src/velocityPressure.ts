import { requireNonNegative, requirePositive } from './validate.js';

/** Topographic factor used throughout: 1.0 (ASCE 7 §26.8; the product has no topography input). */
export const K_ZT = 1.0;

/**
 * Velocity pressure, ASCE 7-10 Eq. 29.3-1 (same form as Eq. 27.3-1) and ASCE 7-16 Eq. 26.10-1:
 *
 *   q_z = 0.00256·K_z·K_zt·K_d·V²        [psf]  (ASCE 7-10)
 *   q_z = 0.00256·K_z·K_zt·K_d·K_e·V²    [psf]  (ASCE 7-16)
 *
 * V: basic wind speed (mph, the risk category's map, 3-s gust, ultimate); K_z: velocity pressure exposure
 * coefficient; K_zt: topographic factor (§26.8); K_d: directionality factor (Table 26.6-1); K_e: ground elevation
 * factor of ASCE 7-16 (editions.ts), left out (1) under ASCE 7-10, where the product is the same double.
 */
export function q_z(V: number, Kz: number, Kzt: number, Kd: number, Ke = 1): number {
  requireNonNegative('V', V);
  requireNonNegative('K_z', Kz);
  requirePositive('K_zt', Kzt);
  requirePositive('K_d', Kd);
  requirePositive('K_e', Ke);
  return 0.00256 * Kz * Kzt * Kd * Ke * V ** 2;
}
