import { describe, expect, it } from 'vitest';
import { blockLayoutNotDrawn, blockLayoutScene, blockPlanSize, blocksPerTray, type Rect } from './block-layout.js';

const BOX = { width: 360, maxPlanHeight: 260, fontSize: 13 };
const block = { id: 1, name: 'Solid concrete block', nominal_size: '4" × 8" × 16"', weight: 30 };

function result(over: Partial<Parameters<typeof blockLayoutScene>[0]> = {}) {
  return {
    footprint: { base_length: null, base_width: null, half_base_width: 2 },
    ballast_blocks: { count: 41, block_weight: 30 },
    trays: { count: 4, blocks_per_tray: 11 },
    block_type: block,
    ridge_mount: false,
    ...over,
  };
}

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;

describe('blockPlanSize: the plan of a block lying flat, from its nominal size', () => {
  it.each([
    ['4" × 8" × 16"', { long: 16 / 12, short: 8 / 12 }],
    ['4x8x16', { long: 16 / 12, short: 8 / 12 }],
    ['8 × 16 in', { long: 16 / 12, short: 8 / 12 }],
    ['100 x 200 x 400 mm', { long: 400 / 304.8, short: 200 / 304.8 }],
  ])('%s', (nominal, expected) => {
    expect(blockPlanSize(nominal)).toEqual(expected);
  });

  it.each(['standard', '16"', '1 x 2 x 3 x 4', '0 x 8 x 16'])('cannot read %s', (nominal) => {
    expect(blockPlanSize(nominal)).toBeNull();
  });
});

describe('blocksPerTray: the blocks shared as the engine shares them', () => {
  it('adds up to the result’s blocks, the fullest tray holding ⌈n/N_t⌉', () => {
    expect(blocksPerTray(41, 4)).toEqual([11, 10, 10, 10]);
    expect(blocksPerTray(8, 4)).toEqual([2, 2, 2, 2]);
    expect(blocksPerTray(1, 3)).toEqual([1, 0, 0]);
    expect(blocksPerTray(0, 2)).toEqual([0, 0]);
  });
});

describe('blockLayoutScene', () => {
  it('draws a 2b × 2b square to scale, the mast at its centre, inside the box', () => {
    const scene = blockLayoutScene(result(), BOX)!;
    expect(scene.footprint.width).toBeCloseTo(4 * scene.scale, 9);
    expect(scene.footprint.height).toBeCloseTo(4 * scene.scale, 9);
    expect(scene.mast.cx).toBeCloseTo(scene.footprint.x + scene.footprint.width / 2, 9);
    expect(scene.mast.cy).toBeCloseTo(scene.footprint.y + scene.footprint.height / 2, 9);
    expect(scene.footprint.x + scene.footprint.width).toBeLessThanOrEqual(BOX.width);
    expect(scene.footprint.height).toBeLessThanOrEqual(BOX.maxPlanHeight);
    expect(scene.dimensions.map((d) => d.label.text)).toEqual(['4 ft', '4 ft']);
    expect(scene.notes[0]).toBe('Footprint to scale (2b × 2b = 4 ft × 4 ft); mast at the centre.');
  });

  it('draws base_length × base_width with the long side across, at one scale for both sides', () => {
    const scene = blockLayoutScene(result({ footprint: { base_length: 3, base_width: 6, half_base_width: 9 } }), BOX)!;
    expect(scene.footprint.width / scene.footprint.height).toBeCloseTo(2, 9);
    expect(scene.footprint.width).toBeCloseTo(6 * scene.scale, 9);
    expect(scene.dimensions.map((d) => d.label.text)).toEqual(['6 ft', '3 ft']);
    expect(scene.summary).toContain('footprint 6 ft by 3 ft');
  });

  it('puts every tray and every block inside the footprint, as many blocks as the result', () => {
    for (const [count, trays] of [
      [41, 4],
      [7, 1],
      [120, 12],
      [3, 2],
    ] as const) {
      const scene = blockLayoutScene(
        result({ ballast_blocks: { count, block_weight: 30 }, trays: { count: trays, blocks_per_tray: 0 } }),
        BOX,
      )!;
      expect(scene.trays).toHaveLength(trays);
      expect(scene.trays.reduce((sum, tray) => sum + tray.blocks, 0)).toBe(count);
      // Every block has a position and a layer: the stacks add up to the result's blocks.
      expect(scene.trays.reduce((sum, tray) => sum + tray.spots.reduce((n, spot) => n + spot.layers, 0), 0)).toBe(
        count,
      );
      for (const tray of scene.trays) {
        expect(inside(tray.rect, scene.footprint)).toBe(true);
        expect(tray.layers.reduce((a, b) => a + b, 0)).toBe(tray.blocks);
        for (const spot of tray.spots) expect(inside(spot.rect, tray.rect)).toBe(true);
      }
    }
  });

  it('draws blocks to scale when a tray’s share fits in one layer, and says so', () => {
    const scene = blockLayoutScene(
      result({
        footprint: { base_length: 12, base_width: 8, half_base_width: 4 },
        ballast_blocks: { count: 8, block_weight: 30 },
        trays: { count: 4, blocks_per_tray: 2 },
      }),
      BOX,
    )!;
    const drawn = scene.trays[0]!.spots[0]!.rect;
    // 16 × 8 in less the small gap left between neighbours (8 % of the short side).
    const long = Math.max(drawn.width, drawn.height) + (8 / 12) * scene.scale * 0.08;
    expect(long).toBeCloseTo((16 / 12) * scene.scale, 9);
    expect(scene.notes.join(' ')).toContain('Blocks to scale (4" × 8" × 16" laid flat), numbered by position');
    expect(scene.positions[0]).toBe('Tray 1: 2 blocks in one layer at positions 1–2.');
    expect(scene.notes.join(' ')).toMatch(/Tray positions and sizes are schematic, not to scale/);
  });

  it('stacks a tray’s share in two layers when one does not take it, each block with its position and layer', () => {
    const stacked = blockLayoutScene(
      result({
        footprint: { base_length: 6, base_width: 4, half_base_width: 2 },
        ballast_blocks: { count: 9, block_weight: 30 },
        trays: { count: 2, blocks_per_tray: 5 },
      }),
      { width: 540, maxPlanHeight: 400, fontSize: 9 },
    )!;
    const first = stacked.trays[0]!;
    expect(first.layers).toEqual([4, 1]);
    expect(first.spots.map((spot) => spot.layers)).toEqual([2, 1, 1, 1]);
    expect(stacked.positions[0]).toBe(
      'Tray 1: 5 blocks in 2 layers: 4 in layer 1 at positions 1–4 and 1 in layer 2 at position 1.',
    );
  });

  it('draws a share deeper than two layers schematically, one cell per block, and says so', () => {
    const crowded = blockLayoutScene(result(), BOX)!;
    expect(crowded.notes.join(' ')).toContain('a tray’s share does not fit in two layers at this size as drawn');
    expect(crowded.trays.every((tray) => tray.layers.length === 1)).toBe(true);
    expect(crowded.positions[0]).toBe('Tray 1: 11 blocks in one layer at positions 1–11.');
  });

  it('says blocks are schematic when their size is unknown, one block to a cell', () => {
    const unknown = blockLayoutScene(result({ block_type: { ...block, nominal_size: 'standard' } }), BOX)!;
    expect(unknown.notes.join(' ')).toContain('the block’s size is not known');
    expect(unknown.trays.reduce((sum, tray) => sum + tray.spots.length, 0)).toBe(41);
    expect(unknown.trays.every((tray) => tray.layers.length === 1)).toBe(true);
  });

  it('states a paper scale where the units have a paper size, and a scale bar everywhere', () => {
    const paper = blockLayoutScene(result(), { ...BOX, width: 540, maxPlanHeight: 400, unitsPerInch: 72 })!;
    // 4 ft in at most 400 pt: the largest listed paper scale at which the plan fits.
    expect(paper.scaleText).toMatch(/^Scale 1:\d+ on the printed page/);
    const ratio = Number(/1:(\d+)/.exec(paper.scaleText!)![1]);
    expect(paper.scale).toBeCloseTo((72 * 12) / ratio, 9);
    expect(paper.footprint.height).toBeLessThanOrEqual(400);
    const screen = blockLayoutScene(result(), BOX)!;
    expect(screen.scaleText).toBeNull();
    const bar = screen.scaleBar.line;
    const barFeet = Number.parseFloat(screen.scaleBar.label.text);
    expect(bar.x2 - bar.x1).toBeCloseTo(barFeet * screen.scale, 9);
  });

  it('draws the pad and the feet on the footprint, a ridge mount’s ridge, and the roof edge against the setback', () => {
    const flat = blockLayoutScene(result({ roof_edge_distance: 4 }), BOX)!;
    expect(flat.feet).toHaveLength(4);
    for (const foot of flat.feet) expect(inside(foot, flat.footprint)).toBe(true);
    expect(flat.ridge).toBeNull();
    expect(flat.notes.join(' ')).toMatch(/pad under the whole base/);
    expect(flat.notes.join(' ')).toMatch(/4 ft from the nearest roof edge, inside the 6 ft setback/);
    const ridge = blockLayoutScene(result({ ridge_mount: true, roof_edge_distance: null }), BOX)!;
    expect(ridge.ridge?.label.text).toBe('Ridge');
    expect(ridge.ridge?.line.y1).toBeCloseTo(ridge.mast.cy, 9);
    expect(ridge.notes.join(' ')).toMatch(/the edge setback is not checked/);
  });

  it('labels each tray with its count, shorter where the tray is narrow, and reads in one sentence', () => {
    const scene = blockLayoutScene(result(), BOX)!;
    expect(scene.trays.map((tray) => tray.label.text)).toEqual(['11 blocks', '10 blocks', '10 blocks', '10 blocks']);
    const wide = blockLayoutScene(result({ footprint: { base_length: 12, base_width: 6, half_base_width: 3 } }), {
      ...BOX,
      width: 600,
    })!;
    expect(wide.trays.map((tray) => tray.label.text)).toEqual([
      'Tray 1: 11 blocks',
      'Tray 2: 10 blocks',
      'Tray 3: 10 blocks',
      'Tray 4: 10 blocks',
    ]);
    expect(scene.summary).toBe(
      'Plan of the mount: footprint 4 ft by 4 ft, mast at the centre, 4 trays holding 11, 10, 10 and 10 blocks, ' +
        '41 blocks in all; the wind arrow shows the wind across the short side.',
    );
  });

  it('draws the footprint and the total for a mount without trays', () => {
    const scene = blockLayoutScene(result({ trays: null, ballast_blocks: { count: 1, block_weight: 30 } }), BOX)!;
    expect(scene.trays).toEqual([]);
    expect(scene.total?.text).toBe('1 block in all');
    expect(scene.notes.join(' ')).not.toContain('Tray');
  });

  it('draws nothing for blocks a ridge mount without trays has no place for; its footprint when it needs none', () => {
    const trayless = { ridge_mount: true, trays: null };
    expect(blockLayoutScene(result(trayless), BOX)).toBeNull();
    const none = blockLayoutScene(result({ ...trayless, ballast_blocks: { count: 0, block_weight: 30 } }), BOX)!;
    expect(none.trays).toEqual([]);
    expect(none.total?.text).toBe('0 blocks in all');
    // With trays the ridge mount's blocks are drawn in them, as any mount's.
    const withTrays = blockLayoutScene(result({ ridge_mount: true, trays: { count: 2, blocks_per_tray: 21 } }), BOX)!;
    expect(withTrays.trays.map((tray) => tray.blocks)).toEqual([21, 20]);
  });

  it('points the wind arrow at the long side from outside the plan', () => {
    const scene = blockLayoutScene(result({ footprint: { base_length: 8, base_width: 4, half_base_width: 2 } }), BOX)!;
    const { line } = scene.wind;
    expect(line.x1).toBe(line.x2);
    expect(line.y1).toBeGreaterThanOrEqual(0);
    expect(line.y2).toBeLessThanOrEqual(scene.footprint.y);
    expect(line.y2).toBeGreaterThan(line.y1);
  });

  it('places the same blocks in the same layers on the results page and in the report', () => {
    const web = { width: 340, maxPlanHeight: 260, fontSize: 14 };
    const pdf = { width: 523, maxPlanHeight: 330, fontSize: 9, unitsPerInch: 72 };
    for (const [footprint, count, trays] of [
      [{ base_length: 4, base_width: 4, half_base_width: 2 }, 14, 2],
      [{ base_length: null, base_width: null, half_base_width: 2 }, 41, 4],
      [{ base_length: 8, base_width: 8, half_base_width: 4 }, 20, 4],
      [{ base_length: 6, base_width: 4, half_base_width: 2 }, 9, 2],
    ] as const) {
      const facts = result({
        footprint,
        ballast_blocks: { count, block_weight: 30 },
        trays: { count: trays, blocks_per_tray: 0 },
      });
      expect(blockLayoutScene(facts, web)!.positions).toEqual(blockLayoutScene(facts, pdf)!.positions);
    }
  });

  it('has nothing to draw without a footprint, and says why either is not drawn', () => {
    expect(blockLayoutScene(result({ footprint: null }), BOX)).toBeNull();
    expect(blockLayoutNotDrawn(result({ footprint: null }))).toMatch(/^Not drawn: /);
    expect(blockLayoutNotDrawn(result({ ridge_mount: true, trays: null }))).toMatch(/^Not drawn: .*no trays/);
    expect(blockLayoutNotDrawn(result())).toBeNull();
  });
});
