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
