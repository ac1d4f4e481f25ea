import { searchFilters, type SearchFilters } from '@nprm/contracts';
import { readUrlFilters, useUrlFilters, writeUrlFilters, type UrlFilterState } from '../common/urlFilters';

/**
 * The Searches page's filters and page in its URL query, under the API's own names (GET /api/mount_search_results at
 * /api/docs), so Back, reload and a shared link keep them and the export asks for exactly what the list shows:
 * /admin/searches?reseller_id=2&from=2026-01-01&to=2026-01-31&fit=false&q=ada&status=won&page=3.
 */
export const FILTER_KEYS = ['reseller_id', 'from', 'to', 'fit', 'q', 'status', 'page'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters as the URL holds them ('' when not set). */
export type FilterValues = Record<FilterKey, string>;

export type FilterState = UrlFilterState<FilterKey, SearchFilters>;

export function readFilters(query: URLSearchParams): FilterState {
  return readUrlFilters(FILTER_KEYS, searchFilters, query);
}

/** The URL query for the filters: empty values are left out, so no filter is a bare /admin/searches. */
export function writeFilters(values: FilterValues): URLSearchParams {
  return writeUrlFilters(FILTER_KEYS, values);
}

/** The API query of valid filters (undefined ones are left out of the request). */
export function filterQuery(
  filters: SearchFilters,
): Record<Exclude<FilterKey, 'page'>, string | number | boolean | undefined> {
  return {
    reseller_id: filters.reseller_id,
    from: filters.from,
    to: filters.to,
    fit: filters.fit,
    q: filters.q,
    status: filters.status,
  };
}

/**
 * The page number of the URL: a whole number from 1, else 1 (a hand-edited "page=abc" shows the first page). The
 * list caps it at its last page.
 */
export function pageOf(values: FilterValues): number {
  const page = Number(values.page);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The filters from the URL, and a setter that writes a change back (a new filter starts at page 1). */
export function useSearchFilters() {
  return useUrlFilters(FILTER_KEYS, searchFilters);
}
