import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { searchFilters, type SearchFilters } from '@nprm/contracts';

/**
 * The Searches page's filters in its URL query, under the API's own names (docs/api.md, "Search export"), so Back,
 * reload and a shared link keep them and the export asks for exactly what the list shows:
 * /admin/searches?reseller_id=2&from=2026-01-01&to=2026-01-31&fit=false.
 */
export const FILTER_KEYS = ['reseller_id', 'from', 'to', 'fit'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters as the URL holds them ('' when not set). */
export type FilterValues = Record<FilterKey, string>;

export interface FilterState {
  values: FilterValues;
  /** The filters to ask the API for; null while one is not valid (the list and the export wait for a fix). */
  filters: SearchFilters | null;
  /** What is wrong with a value, by filter ("must be on or after the from date"). */
  errors: Partial<Record<FilterKey, string>>;
}

export function readFilters(query: URLSearchParams): FilterState {
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, query.get(key) ?? ''])) as FilterValues;
  const parsed = searchFilters.safeParse(values);
  if (parsed.success) return { values, filters: parsed.data, errors: {} };
  const errors: FilterState['errors'] = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as FilterKey;
    errors[key] ??= issue.message;
  }
  return { values, filters: null, errors };
}

/** The URL query for the filters: empty values are left out, so no filter is a bare /admin/searches. */
export function writeFilters(values: FilterValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) if (values[key] !== '') query.set(key, values[key]);
  return query;
}

/** The API query of valid filters (undefined ones are left out of the request). */
export function filterQuery(filters: SearchFilters): Record<FilterKey, string | number | boolean | undefined> {
  return { reseller_id: filters.reseller_id, from: filters.from, to: filters.to, fit: filters.fit };
}

/** The filters from the URL, and a setter that writes a change back (replacing the history entry). */
export function useSearchFilters() {
  const [query, setQuery] = useSearchParams();
  const queryText = query.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text says when it changed
  const state = useMemo(() => readFilters(query), [queryText]);
  const setFilters = useCallback(
    (change: Partial<FilterValues>) =>
      setQuery((current) => writeFilters({ ...readFilters(current).values, ...change }), { replace: true }),
    [setQuery],
  );
  return [state, setFilters] as const;
}
