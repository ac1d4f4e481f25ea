import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_RANGE_TOO_LONG,
  dashboardQuery,
  leadUpdateRequest,
  NOT_A_DAY,
  NOTES_ARE_ADDED,
  QUOTE_QUANTITY_RANGE,
  quoteRequestBody,
} from './index.js';

describe('quoteRequestBody', () => {
  it('takes 1 to 10,000 sites, numbers sent as text too, and a trimmed optional note', () => {
    expect(quoteRequestBody.parse({ quantity: '12', note: '  On the roof  ' })).toEqual({
      quantity: 12,
      note: 'On the roof',
    });
    expect(quoteRequestBody.parse({ quantity: 10_000, note: ' ' })).toEqual({ quantity: 10_000, note: null });
  });

  it('refuses 0, negatives, fractions, too many, text and nothing, on quantity', () => {
    for (const quantity of [0, -1, 1.5, 10_001, 'twelve', undefined, Number.NaN, Infinity]) {
      const result = quoteRequestBody.safeParse({ quantity });
      expect(result.success, String(quantity)).toBe(false);
      expect(result.error?.issues[0]?.path, String(quantity)).toEqual(['quantity']);
    }
    expect(quoteRequestBody.safeParse({ quantity: 0 }).error?.issues[0]?.message).toBe(QUOTE_QUANTITY_RANGE);
    expect(quoteRequestBody.safeParse({ quantity: 1, note: 'x'.repeat(2001) }).error?.issues[0]?.path).toEqual([
      'note',
    ]);
  });
});

describe('leadUpdateRequest', () => {
  it('needs the version read, takes only the five statuses, a next step and its day, and refuses notes', () => {
    expect(leadUpdateRequest.parse({ status: 'won', lock_version: 2 })).toEqual({ status: 'won', lock_version: 2 });
    expect(leadUpdateRequest.safeParse({ status: 'won' }).error?.issues[0]?.path).toEqual(['lock_version']);
    expect(leadUpdateRequest.safeParse({ status: 'maybe', lock_version: 0 }).error?.issues[0]?.path).toEqual([
      'status',
    ]);
    expect(
      leadUpdateRequest.parse({ assigned_user_id: null, next_step: ' Call ', next_step_due: '', lock_version: 0 }),
    ).toEqual({ assigned_user_id: null, next_step: 'Call', next_step_due: null, lock_version: 0 });
    expect(
      leadUpdateRequest.safeParse({ next_step_due: '2026-02-30', lock_version: 0 }).error?.issues[0],
    ).toMatchObject({ path: ['next_step_due'], message: NOT_A_DAY });
    expect(leadUpdateRequest.safeParse({ notes: '', lock_version: 0 }).error?.issues[0]).toMatchObject({
      path: ['notes'],
      message: NOTES_ARE_ADDED,
    });
  });
});

describe('dashboardQuery', () => {
  it('takes a range of at most 53 weeks with to on or after from', () => {
    expect(dashboardQuery.parse({ from: '2026-01-01', to: '2027-01-06', reseller_id: '2' })).toEqual({
      from: '2026-01-01',
      to: '2027-01-06',
      reseller_id: 2,
    });
    expect(dashboardQuery.safeParse({ from: '2026-01-01', to: '2027-01-07' }).error?.issues[0]?.message).toBe(
      DASHBOARD_RANGE_TOO_LONG,
    );
    expect(dashboardQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]?.path).toEqual(['to']);
  });
});
