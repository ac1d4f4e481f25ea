/**
 * The block layout drawing, the ballast plan (docs/product.md, "Block layout"): a plan of the chosen mount worked
 * out once from a saved result, so the results page (SVG) and the report (pdfkit paths) draw the same picture. The
 * footprint (base_length × base_width) is to scale, at a stated scale on paper and with a scale bar; each block has
 * its numbered position and layer in its tray (block-layout-trays.ts); the pad the base stands on, a ridge mount's
 * ridge, and the distance to the roof edge against its setback are drawn or said.
 */
import { formatCount, formatNumber } from '@nprm/calc/number-format';
import { blockPlanSize, placeTrays, type Label, type LayoutTray, type Rect } from './block-layout-trays.js';
import { hasBallastPositions } from './mounts.js';
import { roofEdgeStatement } from './roof-check.js';
import type { MountSearchResult } from './search-result.js';
import { listWords } from './wording.js';

export { blockPlanSize, blocksPerTray } from './block-layout-trays.js';
export type { BlockSpot, Label, LayoutTray, Rect } from './block-layout-trays.js';

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The drawing in the renderer's units (SVG user units, PDF points), origin top left, y down. */
export interface BlockLayoutScene {
  width: number;
  height: number;
  /** Drawing units per foot of the footprint. */
  scale: number;
  /** "Scale 1:16 (3/4 in = 1 ft) on the printed page": only where the units have a paper size (the report). */
  scaleText: string | null;
  /** A bar of a round length in feet under the plan, true on any screen. */
  scaleBar: { line: Line; label: Label };
  footprint: Rect;
  /** The frame's feet at the corners of the base, standing on the pad (schematic: the catalogue gives no feet). */
  feet: Rect[];
  mast: { cx: number; cy: number; r: number; label: Label };
  /** A ridge mount's ridge, along the long side through the mast; null for a flat-roof mount. */
  ridge: { line: Line; label: Label } | null;
  trays: LayoutTray[];
  /** Each tray's blocks by position and layer, in words ("Tray 1: 11 blocks in 2 layers: …"). */
  positions: string[];
  /** Dimension lines: along the long side (under the plan) and the short side (right of it). */
  dimensions: { line: Line; label: Label }[];
  /** The governing wind direction: an arrow from outside the windward side towards the plan. */
  wind: { line: Line; label: Label };
  /** The total for a mount without trays (drawn in the footprint). */
  total: Label | null;
  /** What is and is not to scale, the pad and the roof edge, in words, for the legend. */
  notes: string[];
  /** The whole drawing in one sentence: the SVG's description and the report's caption. */
  summary: string;
}

type LayoutFacts = Pick<MountSearchResult, 'footprint' | 'ballast_blocks' | 'trays' | 'block_type' | 'ridge_mount'> &
  Partial<Pick<MountSearchResult, 'roof_edge_distance'>>;

/** The engine's assumption the arrow shows (docs/engineering.md, method step 6 and 8). */
export const WIND_DIRECTION_NOTE =
  'Wind shown across the short side: the engine tips the mount about a long edge (arm b = half the short side), ' +
  'the worst direction for overturning; sliding is checked the same from any direction.';

/** Why the roof wants a pad under the whole base: the method spreads the dead load over the footprint. */
export const PAD_NOTE =
  'Roof protection pad under the whole base: the roof load p is the total dead load over the footprint A_fp, so ' +
  'the pad must cover the footprint; the feet at the corners are schematic (the catalogue gives no feet).';

/** Paper scales (1:n), largest first: n = 12 is 1 in = 1 ft. */
const PAPER_SCALES = [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192] as const;
/** Round lengths for the scale bar (ft). */
const BAR_LENGTHS = [0.5, 1, 2, 5, 10, 20, 50] as const;

/** The footprint in feet, long side first: base_length × base_width when known, else 2b × 2b. */
export function footprintSides(footprint: NonNullable<MountSearchResult['footprint']>): {
  long: number;
  short: number;
  words: string;
} {
  const { base_length: length, base_width: width, half_base_width: b } = footprint;
  if (length !== null && width !== null) {
    return {
      long: Math.max(length, width),
      short: Math.min(length, width),
      words: `base ${feet(length)} × ${feet(width)}`,
    };
  }
  return { long: 2 * b, short: 2 * b, words: `2b × 2b = ${feet(2 * b)} × ${feet(2 * b)}` };
}

export interface SceneBox {
  /** The drawing's width in renderer units. */
  width: number;
  /** The most height the footprint may take. */
  maxPlanHeight: number;
  /** The labels' font size, for the room they take. */
  fontSize: number;
  /** Renderer units per inch of paper (72 for PDF points): the plan is then drawn at a stated paper scale. */
  unitsPerInch?: number;
}

/**
 * Why a result's plan is not drawn, in one sentence, or null when it is: no footprint (a result stored before it),
 * or blocks with no place on the mount (a ridge mount without trays, as results stored before such a mount was
 * refused its ballast have it). The drawing never shows a square it cannot fill truthfully.
 */
export function blockLayoutNotDrawn(result: LayoutFacts): string | null {
  if (!result.footprint) return 'Not drawn: the mount’s base was not recorded with this result.';
  if (result.ballast_blocks.count > 0 && !hasBallastPositions(result.ridge_mount, result.trays?.count)) {
    return 'Not drawn: this mount has no trays or positions for its blocks, so where they go cannot be shown.';
  }
  return null;
}

/** The scene of a saved result's layout in a box; null when it is not drawn (blockLayoutNotDrawn says why). */
export function blockLayoutScene(result: LayoutFacts, box: SceneBox): BlockLayoutScene | null {
  if (!result.footprint || blockLayoutNotDrawn(result) !== null) return null;
  const count = result.ballast_blocks.count;
  const sides = footprintSides(result.footprint);
  const f = box.fontSize;
  const margin = { left: 4, right: 2.5 * f + 36, top: 3.2 * f + 8, bottom: 4.6 * f + 12 };
  const fit = Math.min((box.width - margin.left - margin.right) / sides.long, box.maxPlanHeight / sides.short);
  const paper = box.unitsPerInch ? paperScale(fit, box.unitsPerInch) : null;
  const scale = paper?.scale ?? fit;
  const plan: Rect = { x: margin.left, y: margin.top, width: sides.long * scale, height: sides.short * scale };
  const cx = plan.x + plan.width / 2;
  const cy = plan.y + plan.height / 2;
  const mastR = Math.max(Math.min(plan.width, plan.height) * 0.04, 3);
  const block = result.block_type ? blockPlanSize(result.block_type.nominal_size) : null;
  const placed = result.trays ? placeTrays(plan, result.trays.count, count, block, scale, mastR, f) : null;
  const right = plan.x + plan.width;
  const bottom = plan.y + plan.height;
  const total = formatCount(count, 'blocks');
  const notes = [`Footprint to scale (${sides.words}); mast at the centre.` + (paper ? ` ${paper.text}.` : '')];
  if (placed) {
    notes.push('Tray positions and sizes are schematic, not to scale: the catalogue gives no tray dimensions.');
    notes.push(
      placed.toScale
        ? `Blocks to scale (${result.block_type?.nominal_size} laid flat), numbered by position in each tray, ` +
            'at most two layers (×2: two blocks stacked); follow the manufacturer’s tray instructions.'
        : 'Blocks are schematic, not to scale, one cell per block' +
            (block
              ? ': a tray’s share does not fit in two layers at this size as drawn.'
              : ': the block’s size is not known.'),
    );
  }
  notes.push(PAD_NOTE);
  if (result.ridge_mount) {
    notes.push('Ridge mount: the frame straddles the ridge, drawn along the long side through the mast (schematic).');
  }
  notes.push(WIND_DIRECTION_NOTE);
  if (result.roof_edge_distance !== undefined) notes.push(roofEdgeStatement(result.roof_edge_distance));
  const trayWords = placed
    ? `, ${formatCount(placed.trays.length, 'trays')} holding ${listCounts(placed.trays.map((t) => t.blocks))} blocks`
    : '';
  const foot = Math.max(Math.min(plan.width, plan.height) * 0.07, 4);
  const barFeet = [...BAR_LENGTHS].reverse().find((length) => length * scale <= plan.width / 2) ?? BAR_LENGTHS[0];
  const barY = bottom + 8 + 2.6 * f;
  return {
    width: box.width,
    height: bottom + margin.bottom,
    scale,
    scaleText: paper?.text ?? null,
    scaleBar: {
      line: { x1: plan.x, y1: barY, x2: plan.x + barFeet * scale, y2: barY },
      label: { x: plan.x + barFeet * scale + 6, y: barY + f / 3, text: `${feet(barFeet)} (scale bar)` },
    },
    footprint: plan,
    feet: [
      [plan.x, plan.y],
      [right - foot, plan.y],
      [plan.x, bottom - foot],
      [right - foot, bottom - foot],
    ].map(([x, y]) => ({ x: x!, y: y!, width: foot, height: foot })),
    // Its label beside it, left-anchored, clear of the trays above and below.
    // A ridge runs through the mast, so its label then sits above the line.
    mast: {
      cx,
      cy,
      r: mastR,
      label: { x: cx + mastR + 4, y: result.ridge_mount ? cy - 4 : cy + f / 3, text: 'Mast' },
    },
    ridge: result.ridge_mount
      ? {
          line: { x1: plan.x - 2, y1: cy, x2: right + 2, y2: cy },
          label: { x: plan.x + foot + 4, y: cy - 4, text: 'Ridge' },
        }
      : null,
    trays: placed?.trays ?? [],
    positions: placed ? placed.trays.map(positionWords) : [],
    dimensions: [
      {
        line: { x1: plan.x, y1: bottom + 8, x2: right, y2: bottom + 8 },
        label: { x: cx, y: bottom + 8 + 1.3 * f, text: feet(sides.long) },
      },
      {
        line: { x1: right + 8, y1: plan.y, x2: right + 8, y2: bottom },
        label: { x: right + 12, y: cy + f / 3, text: feet(sides.short) },
      },
    ],
    wind: {
      line: { x1: cx + 2.5 * f, y1: plan.y - 3.2 * f - 4, x2: cx + 2.5 * f, y2: plan.y - 4 },
      label: { x: cx + 2.5 * f - 6, y: plan.y - 1.8 * f, text: 'Wind' },
    },
    total: placed ? null : { x: cx, y: cy - mastR - f, text: `${total} in all` },
    notes,
    summary:
      `Plan of the mount: footprint ${feet(sides.long)} by ${feet(sides.short)}, mast at the centre${trayWords}, ` +
      `${total} in all; the wind arrow shows the wind across the short side.`,
  };
}

/**
 * The largest paper scale 1:n at which the plan fits (`fit` units per foot at most): n/12 ft of roof to the inch.
 * The smallest listed scale when even it does not fit (a plan wider than the page then shows it plainly).
 */
function paperScale(fit: number, unitsPerInch: number): { scale: number; text: string } {
  const n = PAPER_SCALES.find((ratio) => (unitsPerInch * 12) / ratio <= fit) ?? PAPER_SCALES.at(-1)!;
  const inchesPerFoot = 12 / n;
  return {
    scale: (unitsPerInch * 12) / n,
    text: `Scale 1:${n} on the printed page (${formatNumber(inchesPerFoot, 3)} in = 1 ft)`,
  };
}

/** "Tray 1: 11 blocks in 2 layers: 6 on the tray at positions 1–6, 5 on top at positions 1–5." */
function positionWords(tray: LayoutTray, index: number): string {
  const name = `Tray ${index + 1}`;
  if (tray.blocks === 0) return `${name}: no blocks.`;
  const at = (n: number) => (n === 1 ? 'position 1' : `positions 1–${n}`);
  if (tray.layers.length === 1)
    return `${name}: ${formatCount(tray.blocks, 'blocks')} in one layer at ${at(tray.blocks)}.`;
  const layers = tray.layers.map((n, layer) => `${n} in layer ${layer + 1} at ${at(n)}`);
  return `${name}: ${formatCount(tray.blocks, 'blocks')} in ${tray.layers.length} layers: ${listWords(layers)}.`;
}

function feet(value: number): string {
  return `${formatNumber(value, 2)} ft`;
}

/** "11, 10, 10 and 10". */
function listCounts(counts: readonly number[]): string {
  return listWords(counts.map((count) => formatNumber(count, 0)));
}
