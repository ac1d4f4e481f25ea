/**
 * The block layout drawing (docs/product.md, "Block layout"): a plan of the chosen mount worked out once from a saved
 * result, so the results page (SVG) and the report (pdfkit paths) draw the same picture. The footprint is to scale;
 * the catalogue gives no tray sizes, so trays are placed schematically; blocks are drawn to scale when their nominal
 * size can be read and a tray's share fits in one layer, otherwise schematically, and the drawing says which.
 */
import { formatCount, formatNumber } from '@nprm/calc/number-format';
import { hasBallastPositions } from './mounts.js';
import type { MountSearchResult } from './search-result.js';
import { listWords } from './wording.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** A text's anchor point: x at its left end (tray, mast and side labels) or its middle (the rest); y its baseline. */
export interface Label {
  x: number;
  y: number;
  text: string;
}
export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface LayoutTray {
  rect: Rect;
  blocks: number;
  blockRects: Rect[];
  label: Label;
}

/** The drawing in the renderer's units (SVG user units, PDF points), origin top left, y down. */
export interface BlockLayoutScene {
  width: number;
  height: number;
  /** Drawing units per foot of the footprint. */
  scale: number;
  footprint: Rect;
  mast: { cx: number; cy: number; r: number; label: Label };
  trays: LayoutTray[];
  /** Dimension lines: along the long side (under the plan) and the short side (right of it). */
  dimensions: { line: Line; label: Label }[];
  /** The governing wind direction: an arrow from outside the windward side towards the plan. */
  wind: { line: Line; label: Label };
  /** The total for a mount without trays (drawn in the footprint). */
  total: Label | null;
  /** What is and is not to scale, in words, for the legend. */
  notes: string[];
  /** The whole drawing in one sentence: the SVG's description and the report's caption. */
  summary: string;
}

type LayoutFacts = Pick<MountSearchResult, 'footprint' | 'ballast_blocks' | 'trays' | 'block_type' | 'ridge_mount'>;

/** The engine's assumption the arrow shows (docs/engineering.md, method step 6 and 8). */
export const WIND_DIRECTION_NOTE =
  'Wind shown across the short side: the engine tips the mount about a long edge (arm b = half the short side), ' +
  'the worst direction for overturning; sliding is checked the same from any direction.';

const INCHES_PER_FOOT = 12;
const MM_PER_FOOT = 304.8;

/**
 * A block's plan size in feet from its nominal size ('4" × 8" × 16"', '4x8x16', '200 x 200 x 400 mm'): the two
 * largest of three figures (the block lies flat), long side first; inches unless "mm" or "cm" is written. Null when
 * the text does not give two or three figures.
 */
export function blockPlanSize(nominal: string): { long: number; short: number } | null {
  const figures = (nominal.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (figures.length < 2 || figures.length > 3 || figures.some((figure) => !(figure > 0))) return null;
  const perFoot = /mm/i.test(nominal) ? MM_PER_FOOT : /cm/i.test(nominal) ? MM_PER_FOOT / 10 : INCHES_PER_FOOT;
  const [long, short] = [...figures].sort((a, b) => b - a) as [number, number];
  return { long: long / perFoot, short: short / perFoot };
}

/** n blocks shared over N_t trays as the engine shares them: the first n mod N_t trays take one more. */
export function blocksPerTray(count: number, trays: number): number[] {
  const base = Math.floor(count / trays);
  return Array.from({ length: trays }, (_, index) => base + (index < count % trays ? 1 : 0));
}

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
}

/**
 * The scene of a saved result's layout in a box; null without a footprint (a no-fit, or stored before it) and for
 * blocks with no place on the mount (a ridge mount without trays, as results stored before such a mount was refused
 * its ballast have it): the drawing never shows blocks it cannot place.
 */
export function blockLayoutScene(result: LayoutFacts, box: SceneBox): BlockLayoutScene | null {
  if (!result.footprint) return null;
  const count = result.ballast_blocks.count;
  if (count > 0 && !hasBallastPositions(result.ridge_mount, result.trays?.count)) return null;
  const sides = footprintSides(result.footprint);
  const f = box.fontSize;
  const margin = { left: 4, right: 2.5 * f + 36, top: 3.2 * f + 8, bottom: 2.4 * f + 8 };
  const scale = Math.min((box.width - margin.left - margin.right) / sides.long, box.maxPlanHeight / sides.short);
  const plan: Rect = { x: margin.left, y: margin.top, width: sides.long * scale, height: sides.short * scale };
  const cx = plan.x + plan.width / 2;
  const cy = plan.y + plan.height / 2;
  const mastR = Math.max(Math.min(plan.width, plan.height) * 0.04, 3);
  const block = result.block_type ? blockPlanSize(result.block_type.nominal_size) : null;
  const placed = result.trays ? placeTrays(plan, result.trays.count, count, block, scale, mastR, f) : null;
  const right = plan.x + plan.width;
  const bottom = plan.y + plan.height;
  const total = formatCount(count, 'blocks');
  const notes = [`Footprint to scale (${sides.words}); mast at the centre.`];
  if (placed) {
    notes.push('Tray positions and sizes are schematic, not to scale: the catalogue gives no tray dimensions.');
    notes.push(
      placed.toScale
        ? `Blocks to scale (${result.block_type?.nominal_size} laid flat).`
        : 'Blocks are schematic, not to scale' +
            (block ? ': a tray’s share does not fit in one layer at this size.' : ': the block’s size is not known.'),
    );
  }
  notes.push(WIND_DIRECTION_NOTE);
  const trayWords = placed
    ? `, ${formatCount(placed.trays.length, 'trays')} holding ${listCounts(placed.trays.map((t) => t.blocks))} blocks`
    : '';
  return {
    width: box.width,
    height: bottom + margin.bottom,
    scale,
    footprint: plan,
    // Its label beside it, left-anchored, clear of the trays above and below.
    mast: { cx, cy, r: mastR, label: { x: cx + mastR + 4, y: cy + f / 3, text: 'Mast' } },
    trays: placed?.trays ?? [],
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

function placeTrays(
  plan: Rect,
  trayCount: number,
  count: number,
  block: { long: number; short: number } | null,
  scale: number,
  mastR: number,
  f: number,
): { trays: LayoutTray[]; toScale: boolean } {
  const gap = Math.max(Math.min(plan.width, plan.height) * 0.03, 2);
  // One row along the windward long side, or two (the rest along the leeward side), clear of the mast.
  const rows = trayCount === 1 ? 1 : 2;
  const rowHeight = rows === 1 ? plan.height / 2 - mastR - 2 * gap : plan.height / 2 - mastR - 1.5 * gap;
  const shares = blocksPerTray(count, trayCount);
  const perRow = [Math.ceil(trayCount / rows), Math.floor(trayCount / rows)];
  const slots: Rect[] = [];
  perRow.slice(0, rows).forEach((cols, row) => {
    const width = (plan.width - gap * (cols + 1)) / cols;
    const y = row === 0 ? plan.y + gap : plan.y + plan.height - gap - rowHeight;
    for (let col = 0; col < cols; col++)
      slots.push({ x: plan.x + gap + col * (width + gap), y, width, height: rowHeight });
  });
  const labelRoom = 1.3 * f;
  const fits = slots.map((slot, index) => scaledGrid(inner(slot, labelRoom), shares[index]!, block, scale));
  const toScale = block !== null && fits.every((grid) => grid !== null);
  const trays = slots.map((slot, index) => {
    const blocks = shares[index]!;
    const area = inner(slot, labelRoom);
    const blockRects = (toScale ? fits[index]! : schematicGrid(area, blocks)).map((rect) => rect);
    return { rect: slot, blocks, blockRects, label: trayLabel(slot, index, blocks, f) };
  });
  return { trays, toScale };
}

/** The part of a tray the blocks go in: below its label, inside a small padding. */
function inner(slot: Rect, labelRoom: number): Rect {
  const pad = Math.min(2, slot.width / 10);
  return {
    x: slot.x + pad,
    y: slot.y + labelRoom + pad,
    width: slot.width - 2 * pad,
    height: Math.max(slot.height - labelRoom - 2 * pad, 0),
  };
}

/** The blocks at their plan size in one layer, rows filled left to right; null when they do not fit. */
function scaledGrid(
  area: Rect,
  count: number,
  block: { long: number; short: number } | null,
  scale: number,
): Rect[] | null {
  if (!block) return null;
  for (const [w, h] of [
    [block.long * scale, block.short * scale],
    [block.short * scale, block.long * scale],
  ] as const) {
    const cols = Math.floor(area.width / w);
    if (cols < 1) continue;
    const rows = Math.ceil(count / cols);
    if (rows * h <= area.height) return grid(area, count, cols, w, h);
  }
  return null;
}

/** The blocks as equal cells that fill the area in a near-square grid (schematic). */
function schematicGrid(area: Rect, count: number): Rect[] {
  if (count === 0 || area.width <= 0 || area.height <= 0) return [];
  const cols = Math.max(1, Math.min(count, Math.round(Math.sqrt((count * area.width) / area.height))));
  const rows = Math.ceil(count / cols);
  return grid(area, count, cols, area.width / cols, area.height / rows);
}

function grid(area: Rect, count: number, cols: number, w: number, h: number): Rect[] {
  const inset = Math.min(w, h) * 0.08;
  return Array.from({ length: count }, (_, index) => ({
    x: area.x + (index % cols) * w + inset / 2,
    y: area.y + Math.floor(index / cols) * h + inset / 2,
    width: w - inset,
    height: h - inset,
  }));
}

/** "Tray 1: 11 blocks", or as much of it as the tray's width holds. */
function trayLabel(slot: Rect, index: number, blocks: number, f: number): Label {
  const room = slot.width - 4;
  const text =
    [`Tray ${index + 1}: ${formatCount(blocks, 'blocks')}`, formatCount(blocks, 'blocks'), String(blocks)].find(
      (candidate) => candidate.length * f * 0.6 <= room,
    ) ?? String(blocks);
  return { x: slot.x + 2, y: slot.y + f, text };
}

function feet(value: number): string {
  return `${formatNumber(value, 2)} ft`;
}

/** "11, 10, 10 and 10". */
function listCounts(counts: readonly number[]): string {
  return listWords(counts.map((count) => formatNumber(count, 0)));
}
