import { describe, expect, it } from 'vitest';
import { exactDecimal, formatStepValue, groupThousands, significant, stepValueText } from './values.js';

describe('how a step value prints', () => {
  it.each([
    [1.125, '1.125'],
    [1e-7, '0.0000001'],
    [-2.5e-8, '-0.000000025'],
    [1.5e21, '1500000000000000000000'],
    [-0, '0'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('exactDecimal(%s) = %s: the shortest decimal that reads back exactly, never an exponent', (value, text) => {
    expect(exactDecimal(value)).toBe(text);
    expect(Number(text) === value).toBe(true);
  });

  it.each([
    [46.46404123, 7, '46.46404'],
    [0.84912345678, 7, '0.8491235'],
    [1.125, 7, '1.125'],
    [0.99999996, 7, '1'],
    [1234567.6, 7, '1234568'],
    [123456789.4, 7, '123456789'],
    [4.56789e-100, 3, '0.' + '0'.repeat(99) + '457'],
    [0.84912345678, 17, '0.84912345678'],
  ])('significant(%s, %d) = %s', (value, digits, text) => {
    expect(significant(value, digits)).toBe(text);
  });

  it('prints a given step (no formula) exactly and a computed one with 7 significant digits, commas between thousands', () => {
    expect(formatStepValue({ value: 1.125 })).toBe('1.125');
    expect(formatStepValue({ value: 1234.56789012, expression: '' })).toBe('1,234.56789012');
    expect(formatStepValue({ value: 12345.6789012, expression: 'W_self + B' })).toBe('12,345.68');
    expect(stepValueText({ value: 12345.6789012, expression: 'W_self + B' })).toBe('12345.68');
    expect(formatStepValue({ value: -1234.5, expression: 'a − b' })).toBe('-1,234.5');
    expect(formatStepValue({ value: Number.NaN })).toBe('–');
  });

  it('groups thousands of the whole part only', () => {
    expect(groupThousands('1234567.12345')).toBe('1,234,567.12345');
    expect(groupThousands('-999.5')).toBe('-999.5');
  });
});
