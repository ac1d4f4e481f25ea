import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import { useLatestSearchParams } from './latestSearchParams';

/**
 * A list's view in its URL query (docs/product.md, lists), so Back, reload and a shared link keep it:
 * `inactive=1` (Show Inactive), `sort=name` or `sort=-id` (descending), `q=` (the search box) and `f.<column>=`
 * (a column's filter box), e.g. /admin/mounts?inactive=1&sort=-weight&q=sled&f.part_number=DEMO.
 */
export interface ListView {
  includeInactive: boolean;
  sorting: SortingState;
  search: string;
  columnFilters: ColumnFiltersState;
}

const FILTER_PREFIX = 'f.';

export function readListView(query: URLSearchParams, initialSorting: SortingState): ListView {
  const sort = query.get('sort');
  const columnFilters: ColumnFiltersState = [];
  for (const [key, value] of query) {
    if (key.startsWith(FILTER_PREFIX) && value !== '')
      columnFilters.push({ id: key.slice(FILTER_PREFIX.length), value });
  }
  return {
    includeInactive: query.get('inactive') === '1',
    sorting: sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : initialSorting,
    search: query.get('q') ?? '',
    columnFilters,
  };
}

/** The query for a view; parts equal to the list's defaults are left out, so a fresh list has a bare URL. */
export function writeListView(view: ListView, initialSorting: SortingState): URLSearchParams {
  const query = new URLSearchParams();
  if (view.includeInactive) query.set('inactive', '1');
  const [sort] = view.sorting;
  const [initial] = initialSorting;
  if (sort && (sort.id !== initial?.id || sort.desc !== initial.desc))
    query.set('sort', `${sort.desc ? '-' : ''}${sort.id}`);
  if (view.search !== '') query.set('q', view.search);
  for (const filter of view.columnFilters) {
    const value = typeof filter.value === 'string' ? filter.value : '';
    if (value !== '') query.set(`${FILTER_PREFIX}${filter.id}`, value);
  }
  return query;
}

/**
 * The query each list was last shown with, so "← Back to …" and the return after Save land on the same view.
 * Kept for the page's lifetime only; the URL stays the source of truth.
 */
const lastQuery = new Map<string, string>();

/** A list's link with the view it was last shown with ("/admin/mounts?q=sled"). */
export function listHref(listPath: string): string {
  const query = lastQuery.get(listPath);
  return query ? `${listPath}?${query}` : listPath;
}

/** The list's view from the URL, and a setter that writes it back (replacing the history entry while typing). */
export function useListView(initialSorting: SortingState) {
  const [query, setQuery] = useLatestSearchParams();
  const { pathname } = useLocation();
  const queryText = query.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text says when it changed
  const view = useMemo(() => readListView(query, initialSorting), [queryText, initialSorting]);
  useEffect(() => {
    if (queryText) lastQuery.set(pathname, queryText);
    else lastQuery.delete(pathname);
  }, [pathname, queryText]);
  const setView = useCallback(
    (change: Partial<ListView> | ((view: ListView) => Partial<ListView>)) =>
      setQuery(
        (current) => {
          const view = readListView(current, initialSorting);
          return writeListView({ ...view, ...(typeof change === 'function' ? change(view) : change) }, initialSorting);
        },
        { replace: true },
      ),
    [setQuery, initialSorting],
  );
  return [view, setView] as const;
}
