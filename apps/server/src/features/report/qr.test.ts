import { describe, expect, it } from 'vitest';
import { drawQrCode } from './qr.js';

/** The dark modules drawQrCode fills, read back from the rectangles it draws, as rows of '#' and '.'. */
function drawnModules(text: string, size: number): string[] {
  const rects: { x: number; y: number; w: number; h: number }[] = [];
  const doc = {
    save: () => doc,
    restore: () => doc,
    fillColor: () => doc,
    fill: () => doc,
    rect: (x: number, y: number, w: number, h: number) => {
      rects.push({ x, y, w, h });
      return doc;
    },
  };
  drawQrCode(doc as unknown as PDFKit.PDFDocument, text, 0, 0, size);
  const cell = rects[0]!.h;
  const modules = Math.round(size / cell);
  const grid = Array.from({ length: modules }, () => Array<string>(modules).fill('.'));
  for (const { x, y, w } of rects) {
    const row = Math.round(y / cell);
    for (let column = Math.round(x / cell); column < Math.round((x + w) / cell); column++) grid[row]![column] = '#';
  }
  return grid.map((row) => row.join(''));
}

/** ISO/IEC 18004's finder pattern: a 7×7 dark ring, a light ring, a 3×3 dark centre. */
const FINDER = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
const QUIET = 4;

describe('the report QR code (R-46)', () => {
  const url = 'http://northwind.localhost:3000/results?t=H3QGImjJToCBQkPayafY_AXk';
  const grid = drawnModules(url, 96);
  const count = grid.length - 2 * QUIET;
  const block = (row: number, column: number) => grid.slice(row, row + 7).map((line) => line.slice(column, column + 7));

  it('is a whole QR symbol in the square asked for, with a light quiet zone of 4 modules', () => {
    expect((count - 21) % 4).toBe(0);
    expect(count).toBeGreaterThanOrEqual(21);
    for (const [index, line] of grid.entries()) {
      if (index < QUIET || index >= QUIET + count) expect(line).toBe('.'.repeat(grid.length));
      else expect(line.slice(0, QUIET) + line.slice(QUIET + count)).toBe('.'.repeat(2 * QUIET));
    }
  });

  it('carries the three finder patterns a scanner locks on to', () => {
    expect(block(QUIET, QUIET)).toEqual(FINDER);
    expect(block(QUIET, QUIET + count - 7)).toEqual(FINDER);
    expect(block(QUIET + count - 7, QUIET)).toEqual(FINDER);
  });

  it('differs with the link it encodes', () => {
    expect(drawnModules(`${url}X`, 96)).not.toEqual(grid);
  });
});
