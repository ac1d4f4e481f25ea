import type { ResellerMount } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { inactiveQuery, requireId, resource } from '../resource';

export const resellerMountsResource = resource<ResellerMount>(
  'Reseller Mount',
  '/api/reseller_mounts',
  'Missing reseller mount id',
);

/** GET /api/resellers/{id}/reseller_mounts (authenticated): each with its mount and URL fields. */
export function fetchResellerMounts(resellerId: number | null, includeInactive: boolean): Promise<ResellerMount[]> {
  return api<ResellerMount[]>(`/api/resellers/${requireId(resellerId, 'Missing reseller id')}/reseller_mounts`, {
    query: inactiveQuery(includeInactive),
  });
}

/** POST /api/reseller_mounts/bulk (docs/api.md): links every mount named, or none; answers the new links. */
export function linkResellerMounts(resellerId: number, mountIds: readonly number[]): Promise<ResellerMount[]> {
  return api<ResellerMount[]>('/api/reseller_mounts/bulk', {
    method: 'POST',
    body: { reseller_id: resellerId, mount_ids: mountIds },
  });
}
