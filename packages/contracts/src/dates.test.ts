import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.js';

describe('formatDate: "Month day, year" (docs/product.md, constants)', () => {
  const lateEveningInChicago = '2026-11-22T03:30:00.000Z';

  it('writes the day in the time zone named (R-24: a search on its local date)', () => {
    expect(formatDate(lateEveningInChicago, 'America/Chicago')).toBe('November 21, 2026');
    expect(formatDate(lateEveningInChicago, 'Europe/Berlin')).toBe('November 22, 2026');
    expect(formatDate(lateEveningInChicago, 'UTC')).toBe('November 22, 2026');
    expect(formatDate(new Date('2026-01-05T12:00:00Z'), 'UTC')).toBe('January 5, 2026');
  });

  it('without a time zone, in the runtime’s own (the visitor’s, in a browser)', () => {
    const own = process.env.TZ;
    process.env.TZ = 'America/Chicago';
    try {
      expect(formatDate(lateEveningInChicago)).toBe('November 21, 2026');
      process.env.TZ = 'Asia/Tokyo';
      expect(formatDate(lateEveningInChicago)).toBe('November 22, 2026');
    } finally {
      if (own === undefined) delete process.env.TZ;
      else process.env.TZ = own;
    }
  });

  it('writes nothing for a value that is no date', () => {
    expect(formatDate('not a date', 'UTC')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
