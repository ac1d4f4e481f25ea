import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice, fromCents, ON_REQUEST } from './price-lists.js';

describe('money as written', () => {
  it('a price as the price list and the leads list write it: two decimals, no sign, "" for none', () => {
    expect(formatPrice(12.5)).toBe('12.50');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(1249)).toBe('1249.00');
    expect(formatPrice(fromCents(1999))).toBe('19.99');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });

  it('an amount with its currency, or "On request"', () => {
    expect(formatMoney(1249.5, 'USD')).toBe('$1,249.50');
    expect(formatMoney(12, 'CAD')).toBe('CA$12.00');
    expect(formatMoney(null, 'USD')).toBe(ON_REQUEST);
    expect(formatMoney(12, null)).toBe(ON_REQUEST);
  });
});
