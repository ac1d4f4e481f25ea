/** The load combinations of the stability check and their factors (docs/engineering.md, "Overturning, sliding and the load combination"). */

/** Stability check: 'lrfd' 0.9D + 1.0W, 'asd' 0.6D + 0.6W, 'fs1.5' D ≥ 1.5·(0.6W) (legacy factor of safety). */
export const LOAD_COMBINATION_NAMES = ['lrfd', 'asd', 'fs1.5'] as const;
export type LoadCombination = (typeof LOAD_COMBINATION_NAMES)[number];

export interface LoadCombinationFactors {
  /** φ_D, the factor on the resisting dead load. */
  readonly deadLoadFactor: number;
  /** γ_W, the factor on the strength-level (ASCE 7-10 ultimate) wind effect. */
  readonly windLoadFactor: number;
  /** "0.9D + 1.0W": the sheet's note on φ_D and γ_W (the clause is the edition's, editions.ts). */
  readonly label: string;
}

/**
 * docs/engineering.md, "Overturning, sliding and the load combination"; the same factors as the oracle's COMBOS and
 * in both editions (only their clause numbers differ).
 */
export const LOAD_COMBINATIONS: Readonly<Record<LoadCombination, LoadCombinationFactors>> = {
  lrfd: { deadLoadFactor: 0.9, windLoadFactor: 1.0, label: '0.9D + 1.0W' },
  asd: { deadLoadFactor: 0.6, windLoadFactor: 0.6, label: '0.6D + 0.6W' },
  'fs1.5': { deadLoadFactor: 1.0, windLoadFactor: 0.9, label: '1.0D ≥ 1.5·(0.6W)' },
};
