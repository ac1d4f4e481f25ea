import { describe, expect, it } from 'vitest';
import {
  SEARCH_LIST_DEFAULT_LIMIT,
  SEARCH_LIST_MAX_LIMIT,
  searchExportQuery,
  searchFilters,
  TO_BEFORE_FROM,
} from './index.js';

describe('searchExportQuery', () => {
  it('pages by 20 from page 1 unless told otherwise (K-13)', () => {
    expect(SEARCH_LIST_DEFAULT_LIMIT).toBe(20);
    expect(searchExportQuery.parse({})).toEqual({ page: 1, limit: 20, bom: true });
    expect(searchExportQuery.parse({ page: '', limit: '', bom: '0' })).toEqual({ page: 1, limit: 20, bom: false });
    expect(searchExportQuery.parse({ reseller_id: '3', page: '2', limit: String(SEARCH_LIST_MAX_LIMIT) })).toEqual({
      reseller_id: 3,
      page: 2,
      limit: 1000,
      bom: true,
    });
  });

  it('refuses pages and sizes out of bounds, with the field named', () => {
    for (const query of [
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: 'two' },
      { limit: '0' },
      { limit: '1001' },
      { limit: 'x' },
    ]) {
      const result = searchExportQuery.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(Object.keys(query));
    }
  });
});

describe('searchFilters', () => {
  it('reads a reseller, whole days and fit; blank is no filter', () => {
    expect(searchFilters.parse({ reseller_id: '2', from: '2026-01-01', to: '2026-01-31', fit: 'false' })).toEqual({
      reseller_id: 2,
      from: '2026-01-01',
      to: '2026-01-31',
      fit: false,
    });
    expect(searchFilters.parse({ reseller_id: '', from: '', to: ' ', fit: '' })).toEqual({});
    expect(searchFilters.parse({ from: '2026-02-28', to: '2026-02-28', fit: 'true' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
      fit: true,
    });
  });

  it('refuses days that are not on the calendar, to before from, and fit other than true/false', () => {
    for (const [query, field, message] of [
      [{ from: '2026-02-29' }, 'from', 'must be a date such as 2026-01-31'],
      [{ to: '2026-04-31' }, 'to', 'must be a date such as 2026-01-31'],
      [{ from: '31/01/2026' }, 'from', 'must be a date such as 2026-01-31'],
      [{ from: '2026-01-02', to: '2026-01-01' }, 'to', TO_BEFORE_FROM],
      [{ fit: 'maybe' }, 'fit', 'must be true or false'],
    ] as const) {
      const result = searchFilters.safeParse(query);
      expect(
        result.error?.issues.map((issue) => [issue.path, issue.message]),
        JSON.stringify(query),
      ).toEqual([[[field], message]]);
      expect(searchExportQuery.safeParse(query).success).toBe(false);
    }
    expect(searchFilters.safeParse({ from: '2028-02-29' }).success).toBe(true);
  });
});
