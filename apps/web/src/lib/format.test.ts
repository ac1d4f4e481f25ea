import { describe, expect, it } from 'vitest';
import { formatLocalDate } from './format';

describe('dates', () => {
  it('shows a search on the date it was in the visitor’s own time zone (R-24)', () => {
    const lateEveningInChicago = '2026-11-22T03:30:00.000Z';
    expect(formatLocalDate(lateEveningInChicago, 'America/Chicago')).toBe('November 21, 2026');
    expect(formatLocalDate(lateEveningInChicago, 'Europe/Berlin')).toBe('November 22, 2026');
    expect(formatLocalDate('not a date')).toBe('');
  });
});
