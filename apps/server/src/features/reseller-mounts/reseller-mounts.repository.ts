import { and, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { ResellerMount, ResellerMountCreate, ResellerMountUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { setDeletedAt } from '../../db/records.js';
import { mounts, resellerMounts, resellers } from '../../db/schema.js';
import { ApiError } from '../../plugins/errors.js';
import { isoOrNull, uniqueOr422 } from '../../plugins/records.js';
import { mountsById } from '../mounts/mounts.repository.js';

type ResellerMountRow = typeof resellerMounts.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function withMounts(db: Db, rows: ResellerMountRow[]): Promise<ResellerMount[]> {
  const nested = await mountsById(
    db,
    rows.map((row) => row.mount_id),
  );
  return rows.map((row) => ({
    id: row.id,
    reseller_id: row.reseller_id,
    mount_id: row.mount_id,
    product_url: row.product_url,
    assembly_instructions_url: row.assembly_instructions_url,
    product_sheet_url: row.product_sheet_url,
    deleted_at: isoOrNull(row.deleted_at),
    mount: nested.get(row.mount_id)!,
  }));
}

/** A reseller's mounts, newest first (the admin list's order). */
export async function listResellerMounts(
  db: Db,
  resellerId: number,
  options: { includeInactive: boolean; mountId?: number | undefined },
): Promise<ResellerMount[]> {
  const conditions: SQL[] = [eq(resellerMounts.reseller_id, resellerId)];
  if (!options.includeInactive) conditions.push(isNull(resellerMounts.deleted_at));
  if (options.mountId !== undefined) conditions.push(eq(resellerMounts.mount_id, options.mountId));
  const rows = await db
    .select()
    .from(resellerMounts)
    .where(and(...conditions))
    .orderBy(desc(resellerMounts.id));
  return withMounts(db, rows);
}

export async function findResellerMount(db: Db, id: number): Promise<ResellerMount | undefined> {
  const [row] = await db.select().from(resellerMounts).where(eq(resellerMounts.id, id)).limit(1);
  return row && (await withMounts(db, [row]))[0];
}

const ALREADY_LINKED = 'is already linked to this reseller';

/** SPEC.md §5: only active mounts not yet linked to that reseller may be added. */
async function checkMountChoice(tx: Tx, resellerId: number, mountId: number, exceptId?: number): Promise<string | undefined> {
  const [mount] = await tx.select({ deleted_at: mounts.deleted_at }).from(mounts).where(eq(mounts.id, mountId)).limit(1);
  if (!mount || mount.deleted_at !== null) return 'must be an active mount';
  const [link] = await tx
    .select({ id: resellerMounts.id })
    .from(resellerMounts)
    .where(
      and(
        eq(resellerMounts.reseller_id, resellerId),
        eq(resellerMounts.mount_id, mountId),
        exceptId === undefined ? undefined : ne(resellerMounts.id, exceptId),
      ),
    )
    .limit(1);
  return link ? ALREADY_LINKED : undefined;
}

export async function createResellerMount(db: Db, input: ResellerMountCreate): Promise<ResellerMount> {
  const id = await uniqueOr422(
    () => db.transaction(async (tx) => {
      const [reseller] = await tx.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, input.reseller_id)).limit(1);
      const errors: Record<string, string[]> = {};
      if (!reseller) errors.reseller_id = ['must exist'];
      const mountProblem = await checkMountChoice(tx, input.reseller_id, input.mount_id);
      if (mountProblem) errors.mount_id = [mountProblem];
      if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
      const [row] = await tx.insert(resellerMounts).values(input).returning({ id: resellerMounts.id });
      return row!.id;
    }),
    { mount_id: [ALREADY_LINKED] },
  );
  return (await findResellerMount(db, id))!;
}

/** Updates the URLs sent (blank becomes null: the mount's own URL applies) and, when sent, the mount. */
export async function updateResellerMount(db: Db, id: number, input: ResellerMountUpdate): Promise<ResellerMount | undefined> {
  const updated = await uniqueOr422(
    () => db.transaction(async (tx) => {
      const [current] = await tx.select().from(resellerMounts).where(eq(resellerMounts.id, id)).limit(1);
      if (!current) return false;
      if (input.mount_id !== undefined && input.mount_id !== current.mount_id) {
        const problem = await checkMountChoice(tx, current.reseller_id, input.mount_id, id);
        if (problem) throw ApiError.validation({ mount_id: [problem] });
      }
      await tx
        .update(resellerMounts)
        .set({ ...input, updated_at: new Date() })
        .where(eq(resellerMounts.id, id));
      return true;
    }),
    { mount_id: [ALREADY_LINKED] },
  );
  return updated ? findResellerMount(db, id) : undefined;
}

export async function deactivateResellerMount(db: Db, id: number): Promise<ResellerMount | undefined> {
  return (await setDeletedAt(db, resellerMounts, id, true)) ? findResellerMount(db, id) : undefined;
}

/** Reactivation needs an active mount (the admin page offers "Reactivate Mount" first). */
export async function reactivateResellerMount(db: Db, id: number): Promise<ResellerMount | undefined> {
  const current = await findResellerMount(db, id);
  if (!current) return undefined;
  if (current.mount.deleted_at !== null) throw ApiError.validation({ mount: ['is not active'] });
  await setDeletedAt(db, resellerMounts, id, false);
  return findResellerMount(db, id);
}
