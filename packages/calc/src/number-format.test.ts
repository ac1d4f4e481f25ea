import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format.js';

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
