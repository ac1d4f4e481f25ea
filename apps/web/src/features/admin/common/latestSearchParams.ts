import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The URL query and a functional setter whose change starts from the last query written, not the one last rendered:
 * react-router's own setter hands the rendered query, so two changes reported before the next render (two debounced
 * filters, typed one after the other) would undo each other.
 */
export function useLatestSearchParams() {
  const [query, setQuery] = useSearchParams();
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setQuery(next, options);
    },
    [setQuery],
  );
  return [query, update] as const;
}
