import type { Mount } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';

/** /api/mounts (authenticated). */
export const mountEntity = adminEntity<Mount>('Mount', '/api/mounts', 'mounts', paths.admin.mounts);

/** "DEMO-S4 4×4 ft Flat-Roof Sled": how a mount is named in option lists. */
export function mountLabel(mount: Pick<Mount, 'part_number' | 'name'>): string {
  return `${mount.part_number} ${mount.name}`;
}
