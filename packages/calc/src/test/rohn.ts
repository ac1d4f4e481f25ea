/**
 * Test support, not part of the product's engine: the ROHN "Effective Wind Velocity Formula Sheet" (ROHN catalog
 * p.252, 2011) with the TIA-222-G velocity pressure coefficient it uses. The method (docs/engineering.md) does not
 * use it; it is reproduced so that the decoding of the sheet's tables, and with it the structure F = 1.9·q_z·EPA
 * that the method shares with ROHN, is tested against the published tables (rohn.test.ts).
 */
import { EXPOSURE_CATEGORIES, EXPOSURE_CONSTANTS, type ExposureCategory } from '../exposure.js';
import { KZ_MAX } from '../kz.js';
import { requireNonNegative, requireOneOf, requirePositive } from '../validate.js';

/** TIA-222-G minimum K_z by exposure (inferred from the C2 table of the ROHN sheet). */
export const KZ_MIN_TIA222G: Readonly<Record<ExposureCategory, number>> = { B: 0.7, C: 0.85, D: 1.03 };

/**
 * Velocity pressure coefficient of TIA-222-G (§2.6.5.2), as used by the ROHN sheet:
 *
 *   K_z = max(K_z,min, 2.01·(z/z_g)^(2/α)),  z ≤ z_g
 *
 * with the ASCE α and z_g and K_z,min = 0.70 (B), 0.85 (C), 1.03 (D). z: height above ground (ft, ≥ 0).
 */
export function K_z_TIA222G(z: number, exposure: ExposureCategory): number {
  requireNonNegative('z', z);
  const category = requireOneOf('exposure', exposure, EXPOSURE_CATEGORIES);
  if (z === 0) return KZ_MIN_TIA222G[category];
  const { alpha, zg } = EXPOSURE_CONSTANTS[category];
  return Math.max(KZ_MIN_TIA222G[category], KZ_MAX * (Math.min(z, zg) / zg) ** (2 / alpha));
}

export type TiaStructureClass = 'I' | 'II' | 'III';

/** TIA-222-G importance factors for wind by structure class (Table 2-3). */
export const TIA222G_IMPORTANCE: Readonly<Record<TiaStructureClass, number>> = { I: 0.87, II: 1.0, III: 1.15 };

/** Rooftop factor ROHN applies to roofs of 60 ft or less (the ASCE 7-05/7-10 1.9). */
const ROHN_ROOFTOP_FACTOR = 1.9;

/**
 * ROHN Table 1: C1 = √(I·1.9) for a roof height ≤ 60 ft, √I above (dimensionless).
 * I: TIA-222-G importance factor of the structure class.
 */
export function C1(structureClass: TiaStructureClass, roofAtMost60ft: boolean): number {
  const I = TIA222G_IMPORTANCE[requireOneOf('structureClass', structureClass, ['I', 'II', 'III'] as const)];
  return Math.sqrt(I * (roofAtMost60ft ? ROHN_ROOFTOP_FACTOR : 1.0));
}

/**
 * ROHN Table 2: C2 = √(K_z·K_d·G_h) with TIA-222-G K_z at the antenna centerline height z above ground (ft),
 * K_d = 0.95 and G_h = 1.0 (TIA-222-G §2.6.9 for roof-mounted appurtenances). Dimensionless.
 */
export function C2(z: number, exposure: ExposureCategory, Kd = 0.95): number {
  requirePositive('K_d', Kd);
  return Math.sqrt(K_z_TIA222G(z, exposure) * Kd * 1.0);
}

export interface RohnEffectiveVelocity {
  readonly c1: number;
  readonly c2: number;
  /** V_e = C1·C2·V (mph). ROHN additionally recommends a minimum V_e of 75 mph for its charts. */
  readonly ve: number;
}

/**
 * ROHN effective wind velocity: V_e = C1·C2·V (mph), V = TIA-222-G design ground wind speed (mph),
 * z = antenna centerline height above ground (ft).
 */
export function rohnEffectiveVelocity(
  V: number,
  z: number,
  exposure: ExposureCategory,
  structureClass: TiaStructureClass,
  roofAtMost60ft: boolean,
  Kd = 0.95,
): RohnEffectiveVelocity {
  requireNonNegative('V', V);
  const c1 = C1(structureClass, roofAtMost60ft);
  const c2 = C2(z, exposure, Kd);
  return { c1, c2, ve: c1 * c2 * V };
}
