import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, unitAfter } from './number-format.js';

describe('formatNumber with a fixed number of decimals (minDecimals)', () => {
  it.each([
    [480, 1, 1, '480.0'],
    [23.456, 1, 1, '23.5'],
    [1234.5, 2, 1, '1,234.5'],
    [1234, 2, 2, '1,234.00'],
    [1234.5, 2, 0, '1,234.5'],
    [-0.04, 1, 1, '0.0'],
    [-0.4, 0, 0, '0'],
    [-2.5, 1, 1, '-2.5'],
    [7, 0, 3, '7'],
  ] as [number, number, number, string][])('formatNumber(%d, %d, %d) = %s', (value, max, min, expected) => {
    expect(formatNumber(value, max, min)).toBe(expected);
  });

  it('writes what is not a finite number as JavaScript does', () => {
    expect(formatNumber(Number.NaN, 1, 1)).toBe('NaN');
  });
});

describe('formatCount: singular and plural as English wants', () => {
  it.each([
    [1, 'feet', 0, '1 foot'],
    [2, 'feet', 0, '2 feet'],
    [0, 'feet', 0, '0 feet'],
    [1.5, 'feet', 1, '1.5 feet'],
    [1.04, 'feet', 1, '1 foot'],
    [1, 'blocks', 0, '1 block'],
    [1234, 'blocks', 0, '1,234 blocks'],
    [1, 'trays', 0, '1 tray'],
    [1, 'mph', 0, '1 mph'],
    [1, 'lb', 0, '1 lb'],
  ] as [number, string, number, string][])('formatCount(%d, %s, %d) = %s', (value, unit, decimals, expected) => {
    expect(formatCount(value, unit, decimals)).toBe(expected);
  });

  it('picks the unit from the number as shown, so "1.0" stays plural', () => {
    expect(unitAfter('1', 'feet')).toBe('foot');
    expect(unitAfter('1.0', 'feet')).toBe('feet');
    expect(unitAfter('13', 'feet')).toBe('feet');
  });
});
