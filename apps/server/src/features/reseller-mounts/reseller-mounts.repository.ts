import { and, desc, eq, ne } from 'drizzle-orm';
import type { ResellerMount, ResellerMountCreate, ResellerMountUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { findRow, insertRow, listRows, updateOwnFields } from '../../db/catalogue-rows.js';
import { isoOrNull, setDeletedAt } from '../../db/records.js';
import { mounts, resellerMounts } from '../../db/schema.js';
import { mountsById } from '../mounts/mounts.repository.js';

type ResellerMountRow = typeof resellerMounts.$inferSelect;

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
  const where = and(
    eq(resellerMounts.reseller_id, resellerId),
    options.mountId === undefined ? undefined : eq(resellerMounts.mount_id, options.mountId),
  );
  const rows = await listRows(
    db,
    resellerMounts,
    { includeInactive: options.includeInactive, where },
    desc(resellerMounts.id),
  );
  return withMounts(db, rows);
}

export async function findResellerMount(db: Db, id: number): Promise<ResellerMount | undefined> {
  const row = await findRow(db, resellerMounts, id);
  return row && (await withMounts(db, [row]))[0];
}

/** True when the mount exists and is active. */
export async function mountIsActive(tx: Tx, mountId: number): Promise<boolean> {
  return (await findRow(tx, mounts, mountId, { includeInactive: false })) !== undefined;
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
export function findResellerMountRow(tx: Tx, id: number): Promise<ResellerMountRow | undefined> {
  return findRow(tx, resellerMounts, id);
}

export function insertResellerMount(tx: Tx, input: ResellerMountCreate): Promise<number> {
  return insertRow(tx, resellerMounts, input);
}

export async function updateResellerMountFields(tx: Tx, id: number, input: ResellerMountUpdate): Promise<void> {
  await updateOwnFields(tx, resellerMounts, id, input);
}

/** Soft delete (deleted_at set) or reactivation (cleared); false when no reseller mount has that id. */
export function setResellerMountDeleted(db: Db, id: number, deleted: boolean): Promise<boolean> {
  return setDeletedAt(db, resellerMounts, id, deleted);
}
