import type { ResellerMount } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { inactiveQuery, requireId, resource } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

export const resellerMountsResource = resource<ResellerMount>(
  'Reseller Mount',
  API_PATHS.resellerMounts,
  'Missing reseller mount id',
);

/** GET /api/resellers/{id}/reseller_mounts (authenticated): each with its mount and URL fields. */
export function fetchResellerMounts(resellerId: number | null, includeInactive: boolean): Promise<ResellerMount[]> {
  return api<ResellerMount[]>(API_PATHS.resellerMountsOf(requireId(resellerId, 'Missing reseller id')), {
    query: inactiveQuery(includeInactive),
  });
}

/** POST /api/reseller_mounts/bulk (docs/api.md): links every mount named, or none; answers the new links. */
export function linkResellerMounts(resellerId: number, mountIds: readonly number[]): Promise<ResellerMount[]> {
  return api<ResellerMount[]>(API_PATHS.resellerMountsBulk, {
    method: 'POST',
    body: { reseller_id: resellerId, mount_ids: mountIds },
  });
}
