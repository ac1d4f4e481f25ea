/**
 * The trays and blocks of the block layout drawing (block-layout.ts): where each tray sits on the footprint and
 * where each block goes in it, in which layer. The catalogue gives no tray sizes, so trays are placed schematically;
 * blocks are drawn at their nominal plan size when it can be read and a tray's share fits in at most two layers
 * (MAX_DRAWN_LAYERS), otherwise as schematic cells in one layer.
 */
import { formatCount } from '@nprm/calc/number-format';

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

/** One place for blocks in a tray, numbered from 1 in the tray, with how many blocks stand stacked on it. */
export interface BlockSpot {
  rect: Rect;
  number: number;
  layers: number;
}

export interface LayoutTray {
  rect: Rect;
  blocks: number;
  /** The block positions, each with its stack; as many blocks in all as the tray's share. */
  spots: BlockSpot[];
  /** Blocks in each layer, bottom first: [6, 5] is 6 on the tray and 5 on top of the first five. */
  layers: number[];
  label: Label;
}

/**
 * The most layers the drawing stacks in a tray before it draws the blocks schematically instead: the trays are
 * schematic, so a deeper stack would be the drawing's invention, not the mount's.
 */
export const MAX_DRAWN_LAYERS = 2;

/**
 * The room a tray's label takes above its blocks, in feet of the plan (3.6 in), so that whether blocks fit, and in
 * how many layers, is a matter of the plan and the same on the page and in the PDF; more only where the label's
 * font needs it (a very large base drawn small).
 */
const LABEL_ROOM_FT = 0.3;
/** The padding inside a tray, in feet (about 3/8 in). */
const TRAY_PAD_FT = 0.03;

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

export function placeTrays(
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
  const labelRoom = Math.max(LABEL_ROOM_FT * scale, 1.3 * f);
  const pad = TRAY_PAD_FT * scale;
  const fits = slots.map((slot, index) => scaledGrid(inner(slot, labelRoom, pad), shares[index]!, block, scale));
  const toScale = block !== null && fits.every((grid) => grid !== null);
  const trays = slots.map((slot, index) => {
    const blocks = shares[index]!;
    const rects = toScale ? fits[index]! : schematicGrid(inner(slot, labelRoom, pad), blocks);
    return { rect: slot, blocks, ...stacked(rects, blocks), label: trayLabel(slot, index, blocks, f) };
  });
  return { trays, toScale };
}

/** `count` blocks over the spots, a layer at a time: each layer fills spots 1, 2, … again. */
function stacked(rects: Rect[], count: number): { spots: BlockSpot[]; layers: number[] } {
  if (rects.length === 0) return { spots: [], layers: [] };
  const layers = blocksPerLayer(count, rects.length);
  const spots = rects.map((rect, index) => ({
    rect,
    number: index + 1,
    layers: layers.filter((inLayer) => inLayer > index).length,
  }));
  return { spots, layers };
}

/** [6, 5] for 11 blocks on 6 spots: full layers, the last one partly. */
function blocksPerLayer(count: number, spots: number): number[] {
  return Array.from({ length: Math.ceil(count / spots) }, (_, layer) => Math.min(spots, count - layer * spots));
}

/** The part of a tray the blocks go in: below its label, inside a small padding. */
function inner(slot: Rect, labelRoom: number, padding: number): Rect {
  const pad = Math.min(padding, slot.width / 10);
  return {
    x: slot.x + pad,
    y: slot.y + labelRoom + pad,
    width: slot.width - 2 * pad,
    height: Math.max(slot.height - labelRoom - 2 * pad, 0),
  };
}

/**
 * The block spots at their plan size, rows filled left to right, in the orientation that takes the most blocks in
 * one layer (no more spots than blocks); null when the share needs more than MAX_DRAWN_LAYERS in the tray as drawn.
 */
function scaledGrid(
  area: Rect,
  count: number,
  block: { long: number; short: number } | null,
  scale: number,
): Rect[] | null {
  if (!block) return null;
  if (count === 0) return [];
  let best: Rect[] | null = null;
  for (const [w, h] of [
    [block.long * scale, block.short * scale],
    [block.short * scale, block.long * scale],
  ] as const) {
    const cols = Math.floor(area.width / w);
    const rows = Math.floor(area.height / h);
    if (cols < 1 || rows < 1) continue;
    const spots = Math.min(count, cols * rows);
    if (!best || spots > best.length) best = grid(area, spots, cols, w, h);
  }
  return best && Math.ceil(count / best.length) <= MAX_DRAWN_LAYERS ? best : null;
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
