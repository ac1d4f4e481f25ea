import { useQuery } from '@tanstack/react-query';
import type {
  BlockType,
  EngineeringSettings,
  MountSearchRequestInput,
  MountSearchResult,
  WindSpeedResponse,
} from '@nprm/contracts';
import { api } from '../../lib/api';

/** GET /api/wind_speed for a chosen place; nothing until the place has coordinates. */
export function useWindSpeedAt(latitude: number | null, longitude: number | null) {
  return useQuery({
    queryKey: ['wind-speed', latitude, longitude],
    queryFn: () => api<WindSpeedResponse>('/api/wind_speed', { query: { latitude, longitude } }),
    enabled: latitude !== null && longitude !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/mount_search_results: 201 with the saved result; 404 when no mount fits (thrown as ApiRequestError). */
export function postMountSearch(request: MountSearchRequestInput): Promise<MountSearchResult> {
  return api<MountSearchResult>('/api/mount_search_results', { method: 'POST', body: request });
}

/** GET /api/block_types: the active ballast block types the visitor may count the ballast in. */
export function useBlockTypes() {
  return useQuery({ queryKey: ['block-types'], queryFn: () => api<BlockType[]>('/api/block_types'), retry: false });
}

/** GET /api/engineering_settings: which block is the default when the visitor chooses none. */
export function useEngineeringSettings() {
  return useQuery({
    queryKey: ['engineering-settings'],
    queryFn: () => api<EngineeringSettings>('/api/engineering_settings'),
    retry: false,
  });
}
