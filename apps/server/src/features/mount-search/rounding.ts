/**
 * The figures a result shows and how they relate to the trace (docs/api.md, "Saved result"): ballast and dead load
 * up to whole pounds, roof load up to 0.1 psf, always rounded up (conservative). The trace keeps the engine's
 * decimals and ends with the shown figures, saying which were rounded up and from what.
 */
import { formatNumber, type MountDesign } from '@nprm/calc';
import type { SavedDesign } from './saved-result.js';

/** Rounds a demand up to `decimals` places (conservative), ignoring floating-point noise below the last place. */
export function roundUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.ceil(value * scale - 1e-6) / scale;
}

/** The figures stored and shown for a design: ballast and dead load up to whole pounds, roof load up to 0.1 psf. */
export function savedDesign(design: MountDesign): SavedDesign {
  return {
    mountId: design.mountId,
    ballastWeight: roundUp(design.ballastWeight, 0),
    ballastBlocks: { count: design.ballast.count, blockWeight: design.ballast.blockWeight },
    governing: design.governing,
    roofLoad: roundUp(design.roofLoad, 1),
    totalDeadLoad: roundUp(design.totalDeadLoad, 0),
  };
}

/** "1,163 lb (1,162.5 lb in the trace, rounded up)", or "1,050 lb" when the trace says the same. */
function shownFigure(shown: number, shownDecimals: number, traced: number, traceDecimals: number, unit: string) {
  const shownText = formatNumber(shown, shownDecimals);
  const tracedText = formatNumber(traced, traceDecimals);
  return shownText === tracedText
    ? `${shownText} ${unit}`
    : `${shownText} ${unit} (${tracedText} ${unit} above, rounded up)`;
}

/**
 * The trace's last line: the figures the result shows, with the trace's own decimals (lb 1, psf 2) beside any that
 * were rounded up, so the headline and the trace never seem to disagree.
 */
export function shownFiguresLine(design: MountDesign, saved: SavedDesign): string {
  return (
    'Shown on the result: ' +
    `ballast ${shownFigure(saved.ballastWeight, 0, design.ballastWeight, 1, 'lb')}; ` +
    `total dead load ${shownFigure(saved.totalDeadLoad, 0, design.totalDeadLoad, 1, 'lb')}; ` +
    `roof load ${shownFigure(saved.roofLoad, 1, design.roofLoad, 2, 'psf')}`
  );
}
