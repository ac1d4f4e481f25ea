/** Stability against overturning and sliding, block rounding, dead load and roof load (docs/engineering.md, method steps 6–8). */
import type { LoadCombinationFactors } from './options.js';
import { requireFinite, requireNonNegative, requirePositive } from './validate.js';

/**
 * Ballast against overturning about the leeward base edge (docs/engineering.md, method step 6):
 *
 *   φ_D·(W_self + B)·b ≥ γ_W·(M_OT + F_v·b)   →   B_ot = γ_W·(M_OT + F_v·b)/(φ_D·b) − W_self   [lb]
 *
 * With the default combination 0.9D + 1.0W (ASCE 7-10 §2.3.2 comb. 6): B_ot = (M_OT + F_v·b)/(0.9·b) − W_self.
 * M_OT: overturning moment (ft·lb); F_v: uplift (lb, ASCE 7-10 §29.5.1), taken at the mount's axis, so its arm
 * about the leeward edge is b; b: half base width, the tipping arm (ft, > 0); W_self: mount + antenna weight (lb).
 * May be negative: the self-weight alone holds the mount by that margin.
 */
export function B_ot(MOT: number, Fv: number, b: number, Wself: number, combination: LoadCombinationFactors): number {
  requireNonNegative('M_OT', MOT);
  requireNonNegative('F_v', Fv);
  requirePositive('b', b);
  requireNonNegative('W_self', Wself);
  return (combination.windLoadFactor * (MOT + Fv * b)) / (combination.deadLoadFactor * b) - Wself;
}

/**
 * Ballast against sliding on the roof surface (docs/engineering.md, method step 6):
 *
 *   μ·(φ_D·(W_self + B) − γ_W·F_v) ≥ γ_W·F_H   →   B_sl = γ_W·(F_H/μ + F_v)/φ_D − W_self   [lb]
 *
 * With 0.9D + 1.0W: B_sl = (F_H/μ + F_v)/0.9 − W_self. F_H: horizontal wind force (lb); F_v: uplift (lb), which
 * takes weight off the roof and so friction with it; μ: friction coefficient of the roof type (> 0: with μ ≤ 0
 * friction cannot hold the mount at all, see {@link heldByFriction}); W_self (lb).
 */
export function B_sl(FH: number, Fv: number, mu: number, Wself: number, combination: LoadCombinationFactors): number {
  requireNonNegative('F_H', FH);
  requireNonNegative('F_v', Fv);
  requirePositive('μ', mu);
  requireNonNegative('W_self', Wself);
  const gW = combination.windLoadFactor;
  return ((gW * FH) / mu + gW * Fv) / combination.deadLoadFactor - Wself;
}

/**
 * The checks with the ballast placed (docs/engineering.md, method step 7, "Checks with the ballast placed"): what a
 * reviewer compares, demand against capacity, each as the engine computes it (left to right, as the sheet writes
 * it). B is the ballast placed (n·w), so the chosen design's utilisations are at most 100 %.
 *
 *   M_d = γ_W·(M_OT + F_v·b)          factored overturning moment about the leeward edge (ft·lb)
 *   M_R = φ_D·(W_self + B)·b          resisting moment of the dead load (ft·lb)
 *   F_sl = γ_W·F_H                    factored sliding demand (lb)
 *   F_fr = μ·(φ_D·(W_self + B) − γ_W·F_v)   friction capacity (lb)
 */
export function overturningDemand(MOT: number, Fv: number, b: number, combination: LoadCombinationFactors): number {
  return combination.windLoadFactor * (MOT + Fv * b);
}

export function resistingMoment(Wself: number, B: number, b: number, combination: LoadCombinationFactors): number {
  return combination.deadLoadFactor * (Wself + B) * b;
}

export function slidingDemand(FH: number, combination: LoadCombinationFactors): number {
  return combination.windLoadFactor * FH;
}

export function frictionCapacity(
  mu: number,
  Wself: number,
  B: number,
  Fv: number,
  combination: LoadCombinationFactors,
): number {
  return mu * (combination.deadLoadFactor * (Wself + B) - combination.windLoadFactor * Fv);
}

/** Demand over capacity in per cent; null when there is no capacity to measure against (never Infinity or NaN). */
export function utilisation(demand: number, capacity: number): number | null {
  if (!Number.isFinite(demand) || !Number.isFinite(capacity) || capacity <= 0) return null;
  const percent = (demand / capacity) * 100;
  // A capacity within rounding of zero (F_fr when the uplift takes nearly all the weight) overflows: no measure.
  return Number.isFinite(percent) ? percent : null;
}

/** Whether friction can resist sliding at all: μ > 0 (docs/engineering.md, "Checks the engine must make"). */
export function heldByFriction(mu: number): boolean {
  return requireFinite('μ', mu) > 0;
}

/** The one list of governing cases: the engine, the result schema and the database enum use it. */
export const GOVERNING_CASES = ['sliding', 'overturning', 'minimum'] as const;

export type GoverningCase = (typeof GOVERNING_CASES)[number];

export interface RequiredBallast {
  /** B = max(B_ot, B_sl, B_min, 0) before block rounding (lb). */
  readonly ballast: number;
  readonly governing: GoverningCase;
}

/**
 * Required ballast before block rounding (docs/engineering.md, method step 7): B = max(B_ot, B_sl, B_min, 0) (lb).
 * Pass B_sl = null when friction cannot hold the mount (μ ≤ 0): the other checks still give a finite figure and
 * the case is reported as governed by sliding. Governing: the wind check with the larger demand when it exceeds
 * the mount's minimum (sliding on a tie), else 'minimum' (which covers "no ballast needed").
 */
export function B_required(Bot: number, Bsl: number | null, Bmin: number): RequiredBallast {
  requireFinite('B_ot', Bot);
  if (Bsl !== null) requireFinite('B_sl', Bsl);
  requireNonNegative('B_min', Bmin);
  const floor = Math.max(Bmin, 0);
  if (Bsl === null) return { ballast: Math.max(Bot, floor), governing: 'sliding' };
  const wind = Math.max(Bot, Bsl);
  if (wind > floor) return { ballast: wind, governing: Bsl >= Bot ? 'sliding' : 'overturning' };
  return { ballast: floor, governing: 'minimum' };
}

/**
 * Tolerance (in blocks) below a whole number of blocks that still counts as that number: keeps a ballast that is
 * an exact multiple of the block weight, up to floating-point noise, from gaining a block (as the oracle does).
 */
export const BLOCK_ROUNDING_TOLERANCE = 1e-9;

export interface BallastBlocks {
  /** Number of whole blocks, n = ⌈B/w⌉. */
  readonly count: number;
  /** Weight of one block, w (lb). */
  readonly blockWeight: number;
  /** Ballast actually placed, n·w (lb). */
  readonly weight: number;
}

/** Rounds the required ballast up to whole blocks: n = ⌈B/w⌉, weight n·w (lb). B ≥ 0 (lb); w > 0 (lb). */
export function roundUpToBlocks(B: number, blockWeight: number): BallastBlocks {
  requireNonNegative('B', B);
  requirePositive('blockWeight', blockWeight);
  const count = Math.max(0, Math.ceil(B / blockWeight - BLOCK_ROUNDING_TOLERANCE));
  return { count, blockWeight, weight: count * blockWeight };
}

/** Total dead load on the roof: W = W_self + B (lb), with B the ballast actually placed (method step 8). */
export function W_total(Wself: number, B: number): number {
  return requireNonNegative('W_self', Wself) + requireNonNegative('B', B);
}

/** Footprint of the mount: A_fp = (2b)² (ft²), the gross plan area of a square base of half width b (ft). */
export function A_fp(b: number): number {
  const side = 2 * requirePositive('b', b);
  return side * side;
}

/** Footprint of a mount of known base length L_b and width W_b (ft): A_fp = L_b·W_b (ft²). */
export function A_fp_rect(length: number, width: number): number {
  return requirePositive('L_b', length) * requirePositive('W_b', width);
}

/** Average roof load over a footprint: p = W/A_fp (psf); W (lb) ≥ 0, A_fp (ft²) > 0. */
export function p_roof_area(W: number, footprint: number): number {
  return requireNonNegative('W', W) / requirePositive('A_fp', footprint);
}

/**
 * Average roof load under the mount: p = W/(2b)² (psf), compared with the mount's max_roof_load
 * (docs/engineering.md, method step 8): a gross average over the frame's plan area, not the bearing pressure under its pads.
 */
export function p_roof(W: number, b: number): number {
  return requireNonNegative('W', W) / A_fp(b);
}
