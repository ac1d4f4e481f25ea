import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from './api';

/** Public reseller fields (API.md "Resellers and white-labelling"). */
export interface PublicReseller {
  id: number | null;
  name: string;
  domain: string;
  logo_url: string | null;
  hero_image_url: string | null;
  website_url: string | null;
  contact_email: string | null;
  is_baird: boolean;
  antenna_ids: number[];
}

/** SPEC.md §7: a 404 from /api/resellers/init gives an empty reseller. */
export const EMPTY_RESELLER: PublicReseller = {
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

export async function fetchInitialReseller(): Promise<PublicReseller> {
  try {
    return await api<PublicReseller>('/api/resellers/init');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return EMPTY_RESELLER;
    throw error;
  }
}

/** The reseller this page is branded for, from the request's host. */
export function useReseller() {
  return useQuery({ queryKey: ['reseller', 'init'], queryFn: fetchInitialReseller, staleTime: Infinity });
}
