import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  BlockType,
  EngineeringSettings,
  MountSearchRequestInput,
  MountSearchResult,
  WindSpeedResponse,
} from '@nprm/contracts';
import { api } from '../../lib/api';
import { antennasQuery, roofTypesQuery } from '../../lib/catalog';
import { resellerQuery } from '../../lib/reseller';
import { calculatorKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/** GET /api/wind_speed for a place and the risk category's map: asked again when the category changes. */
export function windSpeedQuery(latitude: number | null, longitude: number | null, riskCategory: string) {
  return queryOptions({
    queryKey: calculatorKeys.windSpeed(latitude, longitude, riskCategory),
    queryFn: () =>
      api<WindSpeedResponse>(API_PATHS.windSpeed, {
        query: { latitude, longitude, risk_category: riskCategory },
      }),
    enabled: latitude !== null && longitude !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** The look-up for a chosen place; nothing until the place has coordinates. */
export function useWindSpeedAt(latitude: number | null, longitude: number | null, riskCategory: string) {
  return useQuery(windSpeedQuery(latitude, longitude, riskCategory));
}

/** POST /api/mount_search_results: 201 with the saved result; 404 when no mount fits (thrown as ApiRequestError). */
export function postMountSearch(request: MountSearchRequestInput): Promise<MountSearchResult> {
  return api<MountSearchResult>(API_PATHS.searches, { method: 'POST', body: request });
}

/** GET /api/block_types: the active ballast block types the visitor may count the ballast in. */
const blockTypesQuery = queryOptions({
  queryKey: calculatorKeys.blockTypes(),
  queryFn: () => api<BlockType[]>(API_PATHS.blockTypes),
  retry: false,
});

export function useBlockTypes() {
  return useQuery(blockTypesQuery);
}

/** GET /api/engineering_settings: which block is the default when the visitor chooses none. */
const engineeringSettingsQuery = queryOptions({
  queryKey: calculatorKeys.engineeringSettings(),
  queryFn: () => api<EngineeringSettings>(API_PATHS.engineeringSettings),
  retry: false,
});

export function useEngineeringSettings() {
  return useQuery(engineeringSettingsQuery);
}

/**
 * Asks for everything the form waits on (CalculatorPage) at once, before React renders the page: the reseller, the
 * catalogue lists and every active antenna (the reseller's `antenna_ids` pick its own). The page's queries then find
 * these requests under way (the same keys and options) instead of starting them after the first render.
 */
export async function prefetchCalculatorData(client: QueryClient): Promise<void> {
  await Promise.all([
    client.prefetchQuery(resellerQuery),
    client.prefetchQuery(roofTypesQuery),
    client.prefetchQuery(antennasQuery(null)),
    client.prefetchQuery(blockTypesQuery),
    client.prefetchQuery(engineeringSettingsQuery),
  ]);
}
