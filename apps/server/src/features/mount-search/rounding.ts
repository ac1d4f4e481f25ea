/**
 * The figures a result shows, rounded up (conservative); the calculation sheet keeps the engine's own figures.
 */
import type { MountDesign } from '@nprm/calc';

/** Rounds a demand up to `decimals` places (conservative), ignoring floating-point noise below the last place. */
export function roundUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.ceil(value * scale - 1e-6) / scale;
}

/**
 * The figures a result shows (the saved result at /api/docs): ballast and dead load up to whole pounds, roof load up
 * to 0.1 psf, always rounded up (conservative); null without a fit.
 */
export function shownFigures(design: MountDesign | null) {
  return {
    mount_id: design?.mountId ?? null,
    ballast_weight: design ? roundUp(design.ballastWeight, 0) : null,
    ballast_blocks: design ? { count: design.ballast.count, block_weight: design.ballast.blockWeight } : null,
    governing: design?.governing ?? null,
    roof_load: design ? roundUp(design.roofLoad, 1) : null,
    total_dead_load: design ? roundUp(design.totalDeadLoad, 0) : null,
  };
}
