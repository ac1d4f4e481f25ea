/**
 * The seismic screen of a ballasted mount, ASCE 7-10 / 7-16 Chapters 11 and 13 (docs/engineering.md, "Seismic
 * screen"): the seismic design category from S_DS and S_D1, whether §13.1.4 exempts the component, and the
 * horizontal seismic design force on it. Where Chapter 13 applies, §13.4 does not let friction produced by gravity
 * resist that force, and ballast cannot make up for it: the force grows with the ballast's own weight.
 *
 * The sheet calls the force F_E, because F_p is already the wind force on the mast there; ASCE 7 calls it F_p.
 */
import type { RiskCategory } from './options.js';
import { requireNonNegative } from './validate.js';

export const SEISMIC_DESIGN_CATEGORIES = ['A', 'B', 'C', 'D'] as const;
/** 'D' stands for "D or above": E and F need S_1, which the screen is not given (§11.6). */
export type SeismicDesignCategory = (typeof SEISMIC_DESIGN_CATEGORIES)[number];

/** Table 11.6-1: S_DS at or above which the category steps up (g). */
const SDS_STEPS = [0.167, 0.33, 0.5] as const;
/** Table 11.6-2: S_D1 at or above which the category steps up (g). */
const SD1_STEPS = [0.067, 0.133, 0.2] as const;
/** The category of each step, by risk category: Risk Category IV is one step higher in the middle rows. */
const CATEGORY_BY_STEP: Readonly<Record<RiskCategory, readonly SeismicDesignCategory[]>> = {
  I: ['A', 'B', 'C', 'D'],
  II: ['A', 'B', 'C', 'D'],
  III: ['A', 'B', 'C', 'D'],
  IV: ['A', 'C', 'D', 'D'],
};

function step(value: number, steps: readonly number[]): number {
  let reached = 0;
  for (const threshold of steps) if (value >= threshold) reached++;
  return reached;
}

/**
 * Seismic design category, ASCE 7 Tables 11.6-1 (S_DS) and 11.6-2 (S_D1) with the risk category; the more severe
 * of the two governs (§11.6). S_DS, S_D1 in g.
 */
export function seismicDesignCategory(sds: number, sd1: number, riskCategory: RiskCategory): SeismicDesignCategory {
  const row = CATEGORY_BY_STEP[riskCategory];
  const bySds = row[step(requireNonNegative('S_DS', sds), SDS_STEPS)]!;
  const bySd1 = row[step(requireNonNegative('S_D1', sd1), SD1_STEPS)]!;
  return bySds > bySd1 ? bySds : bySd1;
}

/**
 * I_p, the component importance factor (§13.1.3): 1.5 for every Risk Category IV site (the clause asks it of
 * components needed for the facility's continued operation; a communication antenna on an essential facility
 * usually is), 1.0 otherwise.
 */
export function I_p(riskCategory: RiskCategory): number {
  return riskCategory === 'IV' ? 1.5 : 1.0;
}

/**
 * a_p and R_p of ASCE 7 Table 13.6-1, row "Communication equipment, computers, instrumentation, and controls". The
 * choice of row for an antenna on a ballasted frame is engineering judgement: "other mechanical or electrical
 * components" (1.0, 1.5) would give 1.67 times this force.
 */
export const COMPONENT_ROW = {
  name: 'communication equipment',
  ap: 1.0,
  rp: 2.5,
} as const;

/** z/h at the roof: the component's attachment at the top of the structure. */
export const ROOF_HEIGHT_RATIO = 1;

/**
 * Horizontal seismic design force on the component (lb, strength level), ASCE 7 Eq. 13.3-1 within the bounds of
 * Eqs. 13.3-2 and 13.3-3:
 *
 *   F_E = min(max(0.4·a_p·S_DS·W_p·(1 + 2·z/h)/(R_p/I_p), 0.3·S_DS·I_p·W_p), 1.6·S_DS·I_p·W_p)
 *
 * W_p: the weight that moves with the component (lb): frame, antenna, mast and ballast; z/h taken as 1 (roof).
 */
export function F_E(sds: number, Wp: number, ap: number, rp: number, ip: number, zOverH: number): number {
  requireNonNegative('S_DS', sds);
  requireNonNegative('W_p', Wp);
  const raw = (0.4 * ap * sds * Wp * (1 + 2 * zOverH)) / (rp / ip);
  return Math.min(Math.max(raw, 0.3 * sds * ip * Wp), 1.6 * sds * ip * Wp);
}

/**
 * Why §13.1.4 exempts the component, or null when Chapter 13 applies. A ballasted mount is held by gravity and
 * friction, not positively attached, so the weight exemptions of categories D–F (which require positive
 * attachment) never apply to it.
 */
export function chapter13Exemption(category: SeismicDesignCategory, ip: number): string | null {
  if (category === 'A') return 'seismic design category A: nonstructural components are exempt';
  if (category === 'B') return 'seismic design category B: mechanical and electrical components are exempt';
  if (category === 'C' && ip === 1) return 'seismic design category C with I_p = 1.0: exempt';
  return null;
}

/** The screen as a design carries it. */
export interface SeismicScreen {
  readonly sds: number;
  readonly sd1: number;
  readonly category: SeismicDesignCategory;
  readonly importance: number;
  readonly ap: number;
  readonly rp: number;
  /** W_p = W, the total dead load with the ballast placed (lb). */
  readonly weight: number;
  /** F_E (lb, strength level). */
  readonly force: number;
  /** Whether Chapter 13 applies (no §13.1.4 exemption). */
  readonly applies: boolean;
  /** The exemption that applies, in words; null when Chapter 13 applies. */
  readonly exemption: string | null;
  /** False where Chapter 13 applies: §13.4 does not count friction from gravity. */
  readonly frictionPermitted: boolean;
}
