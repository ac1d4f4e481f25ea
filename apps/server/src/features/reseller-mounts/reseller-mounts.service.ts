/**
 * Reseller mounts: a reseller links only active mounts, each once (docs/product.md); reactivation needs an active
 * mount. "Not found" and those rules become ApiErrors.
 */
import type { ResellerMount, ResellerMountCreate, ResellerMountUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422, type FieldErrors } from '../../errors.js';
import { resellerExists } from '../resellers/index.js';
import * as repository from './reseller-mounts.repository.js';

/** Reads without a rule of their own come straight from the repository. */
export { listResellerMounts } from './reseller-mounts.repository.js';

const ALREADY_LINKED = 'is already linked to this reseller';

export async function findResellerMount(db: Db, id: number): Promise<ResellerMount> {
  return foundOr404(await repository.findResellerMount(db, id));
}

/** Only active mounts not yet linked to that reseller may be added: the problem with this choice, if any. */
async function mountChoiceProblem(
  tx: Tx,
  resellerId: number,
  mountId: number,
  exceptId?: number,
): Promise<string | undefined> {
  if (!(await repository.mountIsActive(tx, mountId))) return 'must be an active mount';
  return (await repository.mountLinked(tx, resellerId, mountId, exceptId)) ? ALREADY_LINKED : undefined;
}

export async function createResellerMount(db: Db, input: ResellerMountCreate): Promise<ResellerMount> {
  const id = await uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        const errors: FieldErrors = {};
        if (!(await resellerExists(tx, input.reseller_id))) errors.reseller_id = ['must exist'];
        const mountProblem = await mountChoiceProblem(tx, input.reseller_id, input.mount_id);
        if (mountProblem) errors.mount_id = [mountProblem];
        if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
        return repository.insertResellerMount(tx, input);
      }),
    { mount_id: [ALREADY_LINKED] },
  );
  return findResellerMount(db, id);
}

/** Updates the URLs sent (blank becomes null: the mount's own URL applies) and, when sent, the mount. */
export async function updateResellerMount(db: Db, id: number, input: ResellerMountUpdate): Promise<ResellerMount> {
  await uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        const current = await repository.findResellerMountRow(tx, id);
        if (!current) throw ApiError.notFound();
        if (input.mount_id !== undefined && input.mount_id !== current.mount_id) {
          const problem = await mountChoiceProblem(tx, current.reseller_id, input.mount_id, id);
          if (problem) throw ApiError.validation({ mount_id: [problem] });
        }
        await repository.updateResellerMountFields(tx, id, input);
      }),
    { mount_id: [ALREADY_LINKED] },
  );
  return findResellerMount(db, id);
}

export async function deactivateResellerMount(db: Db, id: number): Promise<ResellerMount> {
  if (!(await repository.setResellerMountDeleted(db, id, true))) throw ApiError.notFound();
  return findResellerMount(db, id);
}

/** Reactivation needs an active mount (the admin page offers "Reactivate Mount" first). */
export async function reactivateResellerMount(db: Db, id: number): Promise<ResellerMount> {
  const current = await findResellerMount(db, id);
  if (current.mount.deleted_at !== null) throw ApiError.validation({ mount: ['is not active'] });
  await repository.setResellerMountDeleted(db, id, false);
  return findResellerMount(db, id);
}

/** The admin writes, as the catalogue routes take them: deactivation or reactivation by `deleted`. */
export const resellerMountService = {
  create: createResellerMount,
  update: updateResellerMount,
  setDeleted: (db: Db, id: number, deleted: boolean): Promise<ResellerMount> =>
    deleted ? deactivateResellerMount(db, id) : reactivateResellerMount(db, id),
};
