import { describe, expect, it } from 'vitest';
import { readWholeNumber, roundedUpTo } from './wholeNumber';

describe('reading a masked whole-number input (V-16..V-18)', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['40', 40],
    [' 40 ', 40],
    ['007', 7],
    ['12,345', 12345],
    ['1,234,567', 1234567],
    ['12.7', 13],
    ['12.5', 13],
    ['12.0', 12],
    ['12.', 12],
    ['.2', 1],
    ['1,234.5', 1235],
    ['-5', -5],
    ['-5.5', -5],
    ['-0.5', 0],
  ])('reads %j as %j', (text, expected) => {
    expect(readWholeNumber(text)).toBe(expected);
  });

  it.each(['abc', '12a', '1e3', '0x10', '0b11', '12,5', '1,23', '12,3456', '+5', '1 2', '.', '-', '--5', 'Infinity'])(
    'refuses %j as not a number',
    (text) => {
      expect(readWholeNumber(text)).toBeNaN();
    },
  );

  it('says when a decimal was rounded up, and only then', () => {
    expect(roundedUpTo('12.7')).toBe(13);
    expect(roundedUpTo('1,234.5')).toBe(1235);
    expect(roundedUpTo('12')).toBeNull();
    expect(roundedUpTo('12.0')).toBeNull();
    expect(roundedUpTo('12,345')).toBeNull();
    expect(roundedUpTo('abc')).toBeNull();
    expect(roundedUpTo('-5.5')).toBeNull();
    expect(roundedUpTo('')).toBeNull();
  });
});
