import { useQuery } from '@tanstack/react-query';
import type { Antenna, MountSearchRequestInput, MountSearchResult, RoofType, WindSpeedResponse } from '@nprm/contracts';
import { api } from '../../lib/api';

/** Only what the public pages show of an antenna. */
export type AntennaOption = Pick<Antenna, 'id' | 'make' | 'model'>;
export type RoofTypeOption = Pick<RoofType, 'id' | 'name'>;

/** "make model", as the antenna select shows it (SPEC.md §2). */
export function antennaLabel(antenna: Pick<Antenna, 'make' | 'model'>): string {
  return `${antenna.make} ${antenna.model}`;
}

/** GET /api/antennas[?reseller_id=]: the antennas a reseller offers (all active ones without a reseller). */
export function useAntennas(resellerId: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['antennas', resellerId ?? null],
    queryFn: () => api<AntennaOption[]>('/api/antennas', { query: { reseller_id: resellerId ?? undefined } }),
    enabled,
  });
}

/** GET /api/roof_types. */
export function useRoofTypes() {
  return useQuery({ queryKey: ['roof-types'], queryFn: () => api<RoofTypeOption[]>('/api/roof_types') });
}

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
