import type { PublicReseller } from '@nprm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from './api';
import { publicKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/**
 * The reseller a page is branded for: the public reseller GET /api/resellers/init answers (contracts'
 * PublicReseller), or EMPTY_RESELLER, with no id and no logo, when the host has none.
 */
export type PageReseller = Omit<PublicReseller, 'id' | 'logo_url'> & { id: number | null; logo_url: string | null };

/** docs/product.md: a 404 from /api/resellers/init gives an empty reseller. */
export const EMPTY_RESELLER: PageReseller = {
  id: null,
  name: '',
  domain: '',
  logo_url: null,
  hero_image_url: null,
  website_url: null,
  contact_email: null,
  is_baird: false,
  antenna_ids: [],
};

export async function fetchInitialReseller(): Promise<PageReseller> {
  try {
    return await api<PublicReseller>(API_PATHS.resellerInit);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return EMPTY_RESELLER;
    throw error;
  }
}

/** The reseller this page is branded for, from the request's host: the query, for a page to ask for it early. */
export const resellerQuery = queryOptions({
  queryKey: publicKeys.reseller(),
  queryFn: fetchInitialReseller,
  staleTime: Infinity,
});

/** The reseller this page is branded for, from the request's host. */
export function useReseller() {
  return useQuery(resellerQuery);
}
