import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ResellerMount, ResellerMountCreate, ResellerMountUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { mounts, resellerMounts } from '../../db/tables.js';
import { mountsById } from '../mounts/index.js';

type ResellerMountRow = typeof resellerMounts.$inferSelect;

async function withMounts(db: Db, rows: ResellerMountRow[]): Promise<ResellerMount[]> {
  const nested = await mountsById(
    db,
    rows.map((row) => row.mount_id),
  );
  return rows.map((row) => ({ ...catalogueRows.recordFields(row), mount: nested.get(row.mount_id)! }));
}

/** A reseller's mounts, newest first (the admin list's order). */
export async function listResellerMounts(
  db: Db,
  resellerId: number,
  options: { includeInactive: boolean; mountId?: number | undefined },
): Promise<ResellerMount[]> {
  const where = and(
    eq(resellerMounts.reseller_id, resellerId),
    options.mountId === undefined ? undefined : eq(resellerMounts.mount_id, options.mountId),
  );
  const rows = await catalogueRows.listRows(
    db,
    resellerMounts,
    { includeInactive: options.includeInactive, where },
    desc(resellerMounts.id),
  );
  return withMounts(db, rows);
}

export async function findResellerMount(db: Db, id: number): Promise<ResellerMount | undefined> {
  return catalogueRows.findRecord(db, resellerMounts, id, { includeInactive: true }, (rows) => withMounts(db, rows));
}

/** True when the mount exists and is active. */
export async function mountIsActive(tx: Tx, mountId: number): Promise<boolean> {
  return (await catalogueRows.findRow(tx, mounts, mountId, { includeInactive: false })) !== undefined;
}

/** True when the reseller already has a reseller mount (other than `exceptId`) for this mount. */
export async function mountLinked(tx: Tx, resellerId: number, mountId: number, exceptId?: number): Promise<boolean> {
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
  return link !== undefined;
}

/** Of these mounts, the ones that exist, each with whether it is active (the rest are unknown). */
export async function mountStates(tx: Tx, mountIds: number[]): Promise<Map<number, { active: boolean }>> {
  const rows = await tx
    .select({ id: mounts.id, deleted_at: mounts.deleted_at })
    .from(mounts)
    .where(inArray(mounts.id, mountIds));
  return new Map(rows.map((row) => [row.id, { active: row.deleted_at === null }]));
}

/** Of these mounts, the ones the reseller already has a reseller mount for (an inactive one included). */
export async function linkedMountIds(tx: Tx, resellerId: number, mountIds: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ mount_id: resellerMounts.mount_id })
    .from(resellerMounts)
    .where(and(eq(resellerMounts.reseller_id, resellerId), inArray(resellerMounts.mount_id, mountIds)));
  return new Set(rows.map((row) => row.mount_id));
}

/** One reseller mount per mount, without URLs of its own, in one statement: their ids in the order given. */
export async function insertResellerMounts(tx: Tx, resellerId: number, mountIds: number[]): Promise<number[]> {
  const rows = await tx
    .insert(resellerMounts)
    .values(mountIds.map((mountId) => ({ reseller_id: resellerId, mount_id: mountId })))
    .returning({ id: resellerMounts.id, mount_id: resellerMounts.mount_id });
  const idOf = new Map(rows.map((row) => [row.mount_id, row.id]));
  return mountIds.map((mountId) => idOf.get(mountId)!);
}

/** These reseller mounts with their mounts, in the order of `ids`. */
export async function findResellerMounts(db: Db, ids: number[]): Promise<ResellerMount[]> {
  const rows = await db.select().from(resellerMounts).where(inArray(resellerMounts.id, ids));
  const byId = new Map((await withMounts(db, rows)).map((link) => [link.id, link]));
  return ids.map((id) => byId.get(id)!);
}

/** The stored link itself (no nested mount). */
export function findResellerMountRow(tx: Db | Tx, id: number): Promise<ResellerMountRow | undefined> {
  return catalogueRows.findRow(tx, resellerMounts, id);
}

export function insertResellerMount(tx: Tx, input: ResellerMountCreate): Promise<number> {
  return catalogueRows.insertRow(tx, resellerMounts, input);
}

export async function updateResellerMountFields(tx: Tx, id: number, input: ResellerMountUpdate): Promise<void> {
  await catalogueRows.updateOwnFields(tx, resellerMounts, id, input);
}

/** Soft delete (deleted_at set) or reactivation (cleared); false when no reseller mount has that id. */
export function setResellerMountDeleted(db: Db, id: number, deleted: boolean): Promise<boolean> {
  return setDeletedAt(db, resellerMounts, id, deleted);
}
