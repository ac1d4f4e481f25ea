import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Antenna, RoofType } from '@nprm/contracts';
import { api } from './api';
import { publicKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/** Only what the public pages show of an antenna. */
export type AntennaOption = Pick<Antenna, 'id' | 'make' | 'model'>;
export type RoofTypeOption = Pick<RoofType, 'id' | 'name'>;

/** "Ubiquiti NanoStation 5AC": an antenna as every select and report names it ("make model", docs/product.md). */
export function antennaLabel(antenna: Pick<Antenna, 'make' | 'model'>): string {
  return `${antenna.make} ${antenna.model}`;
}

/** GET /api/antennas[?reseller_id=]: the antennas a reseller offers (all active ones without a reseller). */
export function antennasQuery(resellerId: number | null | undefined) {
  return queryOptions({
    queryKey: publicKeys.antennas(resellerId ?? null),
    queryFn: () => api<AntennaOption[]>(API_PATHS.antennas, { query: { reseller_id: resellerId ?? undefined } }),
  });
}

export function useAntennas(resellerId: number | null | undefined) {
  return useQuery(antennasQuery(resellerId));
}

/**
 * The antennas a reseller offers out of every active one: those its `antenna_ids` name, or all of them when it names
 * none, as GET /api/antennas?reseller_id= answers. The calculator asks for every active antenna together with the
 * reseller and picks here, rather than asking for the reseller's one round trip later.
 */
export function offeredAntennas(all: readonly AntennaOption[], offered: readonly number[]): AntennaOption[] {
  if (offered.length === 0) return [...all];
  const ids = new Set(offered);
  return all.filter((antenna) => ids.has(antenna.id));
}

/** GET /api/roof_types. */
export const roofTypesQuery = queryOptions({
  queryKey: publicKeys.roofTypes(),
  queryFn: () => api<RoofTypeOption[]>(API_PATHS.roofTypes),
});

export function useRoofTypes() {
  return useQuery(roofTypesQuery);
}
