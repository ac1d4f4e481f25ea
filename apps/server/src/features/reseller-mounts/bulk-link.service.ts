/**
 * Many links at once (POST /api/reseller_mounts/bulk at /api/docs): every mount named is linked to the
 * reseller, each with its history entry, in one transaction, or nothing is written and a 422 says why.
 */
import type { ResellerMount, ResellerMountBulk } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { changedFields, insertHistory, type Actor } from '../../db/history-rows.js';
import { ApiError, uniqueOr422, type FieldErrors } from '../../errors.js';
import { resellerExists } from '../resellers/index.js';
import * as repository from './reseller-mounts.repository.js';

/** The history's name for reseller mounts (the last segment of their API path), as the single writes record them. */
const ENTITY = 'reseller_mounts';

/** Why some of the mounts cannot be linked: unknown, inactive or already linked ids, each kind in one message. */
async function mountProblems(tx: Tx, resellerId: number, mountIds: number[]): Promise<string[]> {
  const states = await repository.mountStates(tx, mountIds);
  const linked = await repository.linkedMountIds(tx, resellerId, mountIds);
  const unknown = mountIds.filter((id) => !states.has(id));
  const inactive = mountIds.filter((id) => states.get(id)?.active === false);
  const already = mountIds.filter((id) => linked.has(id));
  return [
    unknown.length > 0 ? `contains unknown mount ids: ${unknown.join(', ')}` : null,
    inactive.length > 0 ? `contains inactive mount ids: ${inactive.join(', ')}` : null,
    already.length > 0 ? `contains mount ids already linked to this reseller: ${already.join(', ')}` : null,
  ].filter((message) => message !== null);
}

/** Links the mounts in the order given and answers the new reseller mounts (with their mounts) in that order. */
export async function linkResellerMounts(db: Db, input: ResellerMountBulk, actor: Actor): Promise<ResellerMount[]> {
  const { reseller_id: resellerId, mount_ids: mountIds } = input;
  return uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        const errors: FieldErrors = {};
        if (!(await resellerExists(tx, resellerId))) errors.reseller_id = ['must exist'];
        const problems = await mountProblems(tx, resellerId, mountIds);
        if (problems.length > 0) errors.mount_ids = problems;
        if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
        const ids = await repository.insertResellerMounts(tx, resellerId, mountIds);
        const created = await repository.findResellerMounts(tx, ids);
        for (const link of created) {
          const changes = changedFields(null, link);
          await insertHistory(tx, { actor, entity: ENTITY, entityId: link.id, action: 'create', changes });
        }
        return created;
      }),
    // Another write linked one of them after the check: the unique index refuses the whole statement.
    { mount_ids: ['contains mount ids already linked to this reseller'] },
  );
}
