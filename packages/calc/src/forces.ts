/** Geometry and wind forces on the antenna, mast and mount frame (docs/engineering.md, method steps 1, 2, 4 and 5). */
import { CODE_EDITIONS, type CodeEdition } from './edition-list.js';
import { rooftopFactorHasHeightLimit } from './editions.js';
import { GCR_POLICIES, JURISDICTION_RULES, type GcrPolicy, type JurisdictionRule } from './options.js';
import { CalcInputError, requireFinite, requireNonNegative, requireOneOf } from './validate.js';

/**
 * Antenna lever arm above the roof: y_a = max(H + Δa, 0) (ft).
 * H: mount height to antenna centerline (ft, ≥ 0); Δa: antenna additional height to centerline (ft, may be < 0,
 * an antenna clamped below the top of the mast). Method step 1. H + Δa < 0 would put the antenna below the roof:
 * the design then does not fit ({@link antennaBelowRoof}); the figures use 0 so that they stay finite.
 */
export function y_a(H: number, deltaA: number): number {
  requireNonNegative('H', H);
  requireFinite('Δa', deltaA);
  return Math.max(H + deltaA, 0);
}

/** Whether the antenna's centerline would sit below the roof on this mount: H + Δa < 0 (method step 1). */
export function antennaBelowRoof(H: number, deltaA: number): boolean {
  return requireNonNegative('H', H) + requireFinite('Δa', deltaA) < 0;
}

/** Mast lever arm above the roof: y_p = L/2 (ft), L = exposed mast length (ft). Method step 1. */
export function y_p(L: number): number {
  return requireNonNegative('L', L) / 2;
}

/**
 * Mount frame lever arm above the roof: y_f = H/2 (ft), H = height to antenna centerline (ft).
 * An engineering assumption (method step 1): about right for tripods and A-frames, high for sleds.
 */
export function y_f(H: number): number {
  return requireNonNegative('H', H) / 2;
}

/**
 * Height above ground at which the velocity pressure of a part is taken: z = h_b + y (ft), h_b = building height
 * (ridge height for peaked roofs), y = the part's lever arm above the roof. (K_z applies the 15 ft floor.)
 */
export function z(hb: number, y: number): number {
  return requireNonNegative('h_b', hb) + requireNonNegative('y', y);
}

/**
 * Projected mast area: A_p = (D/12)·L (ft²), D = mast diameter (in), L = mast length (ft). With both an antenna
 * and a mount mast, pass the larger diameter and the larger length (method step 1).
 */
export function A_mast(D: number, L: number): number {
  return (requireNonNegative('D', D) / 12) * requireNonNegative('L', L);
}

/** Rooftop equipment factor: ASCE 7-10 §29.5.1 / ASCE 7-16 §29.4.1 (A_f < 0.1·B·h; not reduced, B and h unknown). */
export const GCR_ROOFTOP = 1.9;
/** ASCE 7-10 §26.9.1 gust-effect factor G = 0.85 (rigid), used with C_f above 60 ft; the antenna's EPA holds its C_f. */
const GCF_ABOVE_60FT_ASCE7_10 = 0.85;
/**
 * C_f of the round mast, ASCE 7-10 Figure 29.5-1 (chimneys, tanks, rooftop equipment), round section: the figure's
 * largest value, 1.2 (D·√q_z ≤ 2.5 or very rough, h/D ≥ 25). A roof mast is slender (10 ft of 2.375 in: h/D ≈ 50)
 * and thin (D·√q_z ≈ 1.3 at 40 psf), so it is this column; taken for every mast rather than interpolated.
 */
export const CF_MAST = 1.2;
/**
 * C_f of the mount frame, ASCE 7-10 Figure 29.5-2 (open signs and lattice frameworks), on the members' solid area
 * A_f: the figure's largest value, 2.0 (flat-sided members, solidity ε < 0.1). The catalogue knows neither the
 * frame's solidity nor its members' shape, so the bound is taken.
 */
export const CF_FRAME = 2.0;
/**
 * Florida Building Code 2010 §1609.8 (High-Velocity Hurricane Zone): the lateral force on rooftop structures and
 * equipment with A_f < 0.1·B·h, on buildings of all heights, takes GC_f = 3.1 in Eq. 29.5-1; the code lets it fall
 * linearly to 1.1 as A_f grows to B·h, but the building's B and h are not known here, so the unreduced value is
 * taken (decision 0041). The uplift stays GC_f = 1.5 (the same section), as ASCE 7-10 §29.5.1.
 */
export const GCF_HVHZ = 3.1;
/** Building height (ft) above which ASCE 7-10 §29.5.1 no longer applies the rooftop factor. */
const ROOFTOP_FACTOR_HEIGHT_LIMIT = 60;

/**
 * Force coefficient applied to each area. ASCE 7-16 §29.4.1: GCr = 1.9 at every building height, whatever the
 * policy. ASCE 7-10: 1.9 under the 'all_heights' policy (the 7-16 extent); under 'asce7_10', 1.9 for h_b ≤ 60 ft
 * (ASCE 7-10 §29.5.1) and G = 0.85 above (ASCE 7-10 §29.5), which then multiplies each part's C_f ({@link C_f};
 * the antenna's EPA already holds its own). The jurisdiction's rule comes first: 'florida_hvhz' takes G·C_f = 3.1
 * at every height, whatever the policy ({@link GCF_HVHZ}). h_b: building height (ft). Dimensionless.
 */
export function GCr(
  policy: GcrPolicy,
  hb: number,
  jurisdiction: JurisdictionRule = 'none',
  edition: CodeEdition = 'ASCE 7-10',
): number {
  requireOneOf('gcrPolicy', policy, GCR_POLICIES);
  requireOneOf('jurisdiction', jurisdiction, JURISDICTION_RULES);
  requireOneOf('edition', edition, CODE_EDITIONS);
  requireNonNegative('h_b', hb);
  if (jurisdiction === 'florida_hvhz') return GCF_HVHZ;
  if (!rooftopFactorHasHeightLimit(edition) || policy === 'all_heights' || hb <= ROOFTOP_FACTOR_HEIGHT_LIMIT) {
    return GCR_ROOFTOP;
  }
  return GCF_ABOVE_60FT_ASCE7_10;
}

/**
 * Force coefficient C_f of the mast ('p') and the frame ('f') under G = 0.85 ('asce7_10' above 60 ft); null when a
 * combined coefficient applies (GCr 1.9 of ASCE 7-10 §29.5.1, G·C_f 3.1 of FBC 2010 §1609.8), which the code
 * states without a separate C_f.
 */
export function C_f(gcr: number, part: 'p' | 'f'): number | null {
  if (requireNonNegative('GCr', gcr) !== GCF_ABOVE_60FT_ASCE7_10) return null;
  return part === 'p' ? CF_MAST : CF_FRAME;
}

/** Uplift factor on the horizontal projected area: ASCE 7-10 §29.5.1 / ASCE 7-16 §29.4.1, GCr = 1.5. */
export const GCR_UPLIFT = 1.5;

/**
 * Vertical uplift on rooftop equipment, ASCE 7-10 §29.5.1 (ASCE 7-16 §29.4.1, all heights):
 *
 *   F_v = q_h·GCr·A_r   [lb], GCr = 1.5
 *
 * q_h: velocity pressure at the roof height h_b (psf); A_r: horizontal projected area of the equipment (ft²), for
 * a dish about its aperture area times the sine of its elevation angle. Acts at the same time as the horizontal force.
 */
export function F_v(qh: number, Ar: number): number {
  return requireNonNegative('q_h', qh) * GCR_UPLIFT * requireNonNegative('A_r', Ar);
}

/**
 * Horizontal wind force on one part: F = q_z·GCr·A (lb), ASCE 7-10 Eq. 29.5-2 form.
 * q_z: velocity pressure at the part's height (psf); GCr: force coefficient; A: area (EPA or projected, ft²).
 * No shielding between parts (docs/engineering.md, method step 4).
 */
export function F(qz: number, gcr: number, A: number): number {
  return requireNonNegative('q_z', qz) * requireNonNegative('GCr', gcr) * requireNonNegative('A', A);
}

/**
 * Horizontal wind force with a separate force coefficient: F = q_z·G·C_f·A (lb), ASCE 7-10 Eq. 29.5-1 form, in that
 * order of operations (the sheet's line). G·C_f: G = 0.85 here; C_f of the part's shape.
 */
export function F_Cf(qz: number, g: number, cf: number, A: number): number {
  return (
    requireNonNegative('q_z', qz) *
    requireNonNegative('G', g) *
    requireNonNegative('C_f', cf) *
    requireNonNegative('A', A)
  );
}

/** Total horizontal wind force: F_H = ΣF_i (lb). */
export function F_H(forces: readonly number[]): number {
  let sum = 0;
  for (const f of forces) sum += f;
  return sum;
}

/** Overturning moment about the roof: M_OT = ΣF_i·y_i (ft·lb), y_i = lever arm of part i above the roof (ft). */
export function M_OT(forces: readonly number[], leverArms: readonly number[]): number {
  if (forces.length !== leverArms.length) {
    throw new CalcInputError('leverArms', 'must have one lever arm per force');
  }
  let sum = 0;
  for (let i = 0; i < forces.length; i++) sum += (forces[i] as number) * (leverArms[i] as number);
  return sum;
}
