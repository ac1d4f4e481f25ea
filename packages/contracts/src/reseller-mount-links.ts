/** Linking many mounts to one reseller in one call (POST /api/reseller_mounts/bulk at /api/docs). */
import { z } from 'zod';
import { BLANK, bodyObjectError, recordId } from './fields.js';

/** The most mounts one POST /api/reseller_mounts/bulk links: the whole of a large catalogue, yet a bounded write. */
export const RESELLER_MOUNT_BULK_MAX = 500;

const NOT_A_LIST = 'must be a list of ids';

/** The ids named more than once, each once, in the order they first repeat. */
export function repeatedIds(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

/**
 * The mounts to link: 1 to RESELLER_MOUNT_BULK_MAX record ids (numeric strings accepted), none named twice. One
 * message for the whole list, never one per entry, so the form shows it under the checklist.
 */
const mountIdsToLink = z
  .array(z.unknown(), { error: (issue) => (issue.input === undefined || issue.input === null ? BLANK : NOT_A_LIST) })
  .min(1, 'must list at least one mount')
  .max(RESELLER_MOUNT_BULK_MAX, `has too many entries (at most ${RESELLER_MOUNT_BULK_MAX})`)
  .transform((entries, context) => {
    const ids: number[] = [];
    for (const entry of entries) {
      const parsed = recordId.safeParse(entry);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: NOT_A_LIST });
        return z.NEVER;
      }
      ids.push(parsed.data);
    }
    const repeated = repeatedIds(ids);
    if (repeated.length > 0) {
      context.addIssue({ code: 'custom', message: `contains duplicate ids: ${repeated.join(', ')}` });
      return z.NEVER;
    }
    return ids;
  });

/** POST /api/reseller_mounts/bulk: links every mount named, with no URLs of its own (the mount's apply), or none. */
export const resellerMountBulkRequest = z.object({ reseller_id: recordId, mount_ids: mountIdsToLink }, bodyObjectError);
export type ResellerMountBulk = z.output<typeof resellerMountBulkRequest>;
