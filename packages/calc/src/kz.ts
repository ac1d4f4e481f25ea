import { EXPOSURE_CATEGORIES, EXPOSURE_CONSTANTS, isExposureCategory, type ExposureCategory } from './exposure.js';
import { requireNonNegative, requireOneOf } from './validate.js';

/** Height below which K_z is evaluated at this height (ft): ASCE 7-10 Table 26.9-1 / 29.3-1 note. */
export const KZ_FLOOR_HEIGHT = 15;

/** K_z above z_g (dimensionless): 2.01·(z_g/z_g)^(2/α). */
export const KZ_MAX = 2.01;

/** z_g and the power-law exponent 2/α per exposure, computed once. */
const EXPONENTS: Readonly<Record<ExposureCategory, { readonly zg: number; readonly exponent: number }>> = {
  B: { zg: EXPOSURE_CONSTANTS.B.zg, exponent: 2 / EXPOSURE_CONSTANTS.B.alpha },
  C: { zg: EXPOSURE_CONSTANTS.C.zg, exponent: 2 / EXPOSURE_CONSTANTS.C.alpha },
  D: { zg: EXPOSURE_CONSTANTS.D.zg, exponent: 2 / EXPOSURE_CONSTANTS.D.alpha },
};

/**
 * Velocity pressure exposure coefficient, ASCE 7-10 Table 26.9-1 (Tables 27.3-1 and 29.3-1):
 *
 *   K_z = 2.01·(z/z_g)^(2/α)   for 15 ft ≤ z ≤ z_g
 *   K_z = 2.01·(15/z_g)^(2/α)  for z < 15 ft
 *   K_z = 2.01                 for z > z_g
 *
 * z: height above ground (ft, ≥ 0). Exposure B α = 7.0, z_g = 1200 ft; C α = 9.5, z_g = 900 ft;
 * D α = 11.5, z_g = 700 ft. Returns K_z (dimensionless).
 */
export function K_z(z: number, exposure: ExposureCategory): number {
  requireNonNegative('z', z);
  if (!isExposureCategory(exposure)) requireOneOf('exposure', exposure, EXPOSURE_CATEGORIES);
  const { zg, exponent } = EXPONENTS[exposure];
  const zEff = Math.min(Math.max(z, KZ_FLOOR_HEIGHT), zg);
  // (z/z_g)^(2/α) as exp((2/α)·ln(z/z_g)): the same value to ~1e-15 relative, at half the cost of Math.pow, which
  // matters when a search designs every candidate mount (bench/calc).
  return KZ_MAX * Math.exp(exponent * Math.log(zEff / zg));
}
