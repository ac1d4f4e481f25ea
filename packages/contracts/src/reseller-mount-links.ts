/** Linking many mounts to one reseller in one call (POST /api/reseller_mounts/bulk at /api/docs). */
import { z } from 'zod';
import { bodyObjectError, recordId } from './fields.js';
import { bulkIdList } from './bulk-actions.js';

/** The most mounts one POST /api/reseller_mounts/bulk links: the whole of a large catalogue, yet a bounded write. */
export const RESELLER_MOUNT_BULK_MAX = 500;

/** The mounts to link: 1 to RESELLER_MOUNT_BULK_MAX record ids (numeric strings accepted), none named twice. */
const mountIdsToLink = bulkIdList('mount', RESELLER_MOUNT_BULK_MAX);

/** POST /api/reseller_mounts/bulk: links every mount named, with no URLs of its own (the mount's apply), or none. */
export const resellerMountBulkRequest = z.object({ reseller_id: recordId, mount_ids: mountIdsToLink }, bodyObjectError);
export type ResellerMountBulk = z.output<typeof resellerMountBulkRequest>;
