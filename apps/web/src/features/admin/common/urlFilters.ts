/**
 * A list page's filters and page number in its URL query, under the API's own names, so reload, Back/Forward and a
 * shared link keep them (the Searches and Activity pages). The values are checked with the API's own schema.
 */
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { useLatestSearchParams } from './latestSearchParams';

export interface UrlFilterState<K extends string, F> {
  /** The values as the URL holds them ('' when not set). */
  values: Record<K, string>;
  /** The filters to ask the API for; null while one is not valid (the list waits for a fix). */
  filters: F | null;
  /** What is wrong with a value, by key ("must be on or after the from date"). */
  errors: Partial<Record<K, string>>;
}

export function readUrlFilters<K extends string, F>(
  keys: readonly K[],
  schema: z.ZodType<F>,
  query: URLSearchParams,
): UrlFilterState<K, F> {
  const values = Object.fromEntries(keys.map((key) => [key, query.get(key) ?? ''])) as Record<K, string>;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { values, filters: parsed.data, errors: {} };
  const errors: Partial<Record<K, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as K;
    errors[key] ??= issue.message;
  }
  return { values, filters: null, errors };
}

/** The URL query of the values: empty ones are left out, so no filter is the bare page. */
export function writeUrlFilters<K extends string>(keys: readonly K[], values: Record<K, string>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of keys) if (values[key] !== '') query.set(key, values[key]);
  return query;
}

/** How a change enters the browser's history: its own entry (Back returns to before it), or in place. */
export type UrlChange = 'push' | 'replace';

/**
 * The filters from the URL, and a setter that writes a change back. A change of any filter but `page` goes back
 * to the first page (the page number is dropped).
 */
export function useUrlFilters<K extends string, F>(keys: readonly K[], schema: z.ZodType<F>) {
  const [query, setQuery] = useLatestSearchParams();
  const queryText = query.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text says when it changed
  const state = useMemo(() => readUrlFilters(keys, schema, query), [queryText]);
  const setFilters = useCallback(
    (change: Partial<Record<K, string>>, how: UrlChange = 'replace') =>
      setQuery(
        (current) => {
          const values = { ...readUrlFilters(keys, schema, current).values, ...change };
          if (!('page' in change) && (keys as readonly string[]).includes('page'))
            (values as Record<string, string>).page = '';
          return writeUrlFilters(keys, values);
        },
        { replace: how === 'replace' },
      ),
    [setQuery, keys, schema],
  );
  return [state, setFilters] as const;
}
