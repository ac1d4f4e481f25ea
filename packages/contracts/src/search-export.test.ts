import { describe, expect, it } from 'vitest';
import { SEARCH_LIST_DEFAULT_LIMIT, SEARCH_LIST_MAX_LIMIT, searchExportQuery } from './index.js';

describe('searchExportQuery', () => {
  it('pages by 20 from page 1 unless told otherwise (K-13)', () => {
    expect(SEARCH_LIST_DEFAULT_LIMIT).toBe(20);
    expect(searchExportQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(searchExportQuery.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 20 });
    expect(searchExportQuery.parse({ reseller_id: '3', page: '2', limit: String(SEARCH_LIST_MAX_LIMIT) })).toEqual({
      reseller_id: 3,
      page: 2,
      limit: 1000,
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
