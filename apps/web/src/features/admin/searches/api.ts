import {
  BULK_ACTION_MAX,
  SEARCH_LIST_DEFAULT_LIMIT,
  SEARCH_LIST_TOTAL_HEADER,
  type SearchExportRow,
  type SearchFilters,
} from '@nprm/contracts';
import { api, apiResponse } from '../../../lib/api';
import { filterQuery } from './filters';
import { API_PATHS } from '@nprm/contracts/paths';

/** One numbered page of the saved searches and how many there are over all pages. */
export interface SearchListPage {
  /** Which page this is, from 1. */
  page: number;
  rows: SearchExportRow[];
  total: number;
}

/**
 * GET /api/mount_search_results as JSON (authenticated): page `page` (from 1) of SEARCH_LIST_DEFAULT_LIMIT (20)
 * searches matching the filters, newest first; the total comes in the x-total-count header.
 */
export async function fetchSearchPage(
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<SearchListPage> {
  const response = await apiResponse(API_PATHS.searches, {
    query: { ...filterQuery(filters), page, limit: SEARCH_LIST_DEFAULT_LIMIT },
    ...(signal ? { signal } : {}),
  });
  const rows = (await response.json()) as SearchExportRow[];
  const total = Number(response.headers.get(SEARCH_LIST_TOTAL_HEADER) ?? Number.NaN);
  return { page, rows, total: Number.isInteger(total) && total >= 0 ? total : rows.length };
}

/**
 * The ids of every search matching the filters, for "select all of this filter": one page of BULK_ACTION_MAX, the
 * most one bulk action takes (the caller offers it only when the total is within it).
 */
export async function fetchSearchIds(filters: SearchFilters): Promise<number[]> {
  const rows = await api<SearchExportRow[]>(API_PATHS.searches, {
    query: { ...filterQuery(filters), page: 1, limit: BULK_ACTION_MAX },
  });
  return rows.map((row) => row.id);
}
