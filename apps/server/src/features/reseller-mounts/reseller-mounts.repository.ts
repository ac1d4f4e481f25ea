import { and, desc, eq, ne } from 'drizzle-orm';
import type { ResellerMount, ResellerMountCreate, ResellerMountUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { mounts, resellerMounts } from '../../db/schema.js';
import { mountsById } from '../mounts/mounts.repository.js';

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
