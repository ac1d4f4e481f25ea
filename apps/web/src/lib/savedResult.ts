import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MountSearchResult } from '@nprm/contracts';
import { api } from './api';
import { publicKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/** GET /api/mount_search_results/token/{token}; an unknown token is a 404 ApiRequestError. */
export function fetchSavedResult(token: string): Promise<MountSearchResult> {
  return api<MountSearchResult>(API_PATHS.savedResult(token));
}

/** A saved result by token. Saved results never change, so one fetch serves the whole visit. */
const savedResultQuery = (token: string | null) =>
  queryOptions({
    queryKey: publicKeys.savedResult(token ?? ''),
    queryFn: () => fetchSavedResult(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

export function useSavedResult(token: string | null) {
  return useQuery(savedResultQuery(token));
}

/** Asks for a saved result before its page's code is here (a share link opened cold). */
export function prefetchSavedResult(client: QueryClient, token: string): Promise<void> {
  return client.prefetchQuery(savedResultQuery(token));
}
