import type { Reseller } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { inactiveQuery, resource } from '../resource';

export const resellersResource = resource<Reseller>('Reseller', '/api/resellers', 'Missing reseller id');

/** GET /api/resellers (authenticated). */
export function fetchResellers(includeInactive: boolean): Promise<Reseller[]> {
  return api<Reseller[]>('/api/resellers', { query: inactiveQuery(includeInactive) });
}
