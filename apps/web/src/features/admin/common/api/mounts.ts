import type { Mount } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { inactiveQuery, resource } from '../resource';

export const mountsResource = resource<Mount>('Mount', '/api/mounts', 'Missing mount id');

/** GET /api/mounts (authenticated; inactive ones only when asked). */
export function fetchMounts(includeInactive: boolean): Promise<Mount[]> {
  return api<Mount[]>('/api/mounts', { query: inactiveQuery(includeInactive) });
}

/** "DEMO-S4 4×4 ft Flat-Roof Sled": how a mount is named in option lists. */
export function mountLabel(mount: Pick<Mount, 'part_number' | 'name'>): string {
  return `${mount.part_number} ${mount.name}`;
}
