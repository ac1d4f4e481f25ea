import type { Mount } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

/** /api/mounts (authenticated). */
export const mountEntity = adminEntity<Mount>('Mount', API_PATHS.mounts, 'mounts', paths.admin.mounts);

/** "DEMO-S4 4×4 ft Flat-Roof Sled": how a mount is named in option lists. */
export function mountLabel(mount: Pick<Mount, 'part_number' | 'name'>): string {
  return `${mount.part_number} ${mount.name}`;
}

/** docs/product.md, forms: the headings mount options are listed under, by the kind of roof a mount is for. */
export const MOUNT_KINDS = { ridge: 'Ridge mounts (peaked roofs)', flat: 'Flat-roof mounts' } as const;

/** The heading a mount is listed under in option lists. */
export function mountKind(mount: Pick<Mount, 'ridge_mount'>): string {
  return mount.ridge_mount ? MOUNT_KINDS.ridge : MOUNT_KINDS.flat;
}
