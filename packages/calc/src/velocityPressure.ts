import { requireNonNegative, requirePositive } from './validate.js';

/** Topographic factor used throughout: 1.0 (ASCE 7-10 §26.8; the product has no topography input). */
export const K_ZT = 1.0;

/**
 * Velocity pressure, ASCE 7-10 Eq. 29.3-1 (same form as Eq. 27.3-1):
 *
 *   q_z = 0.00256·K_z·K_zt·K_d·V²   [psf]
 *
 * V: basic wind speed (mph, ASCE 7-10 Risk Category II, 3-s gust, ultimate); K_z: velocity pressure exposure
 * coefficient (Table 26.9-1); K_zt: topographic factor (§26.8); K_d: directionality factor (Table 26.6-1).
 */
export function q_z(V: number, Kz: number, Kzt: number, Kd: number): number {
  requireNonNegative('V', V);
  requireNonNegative('K_z', Kz);
  requirePositive('K_zt', Kzt);
  requirePositive('K_d', Kd);
  return 0.00256 * Kz * Kzt * Kd * V ** 2;
}
