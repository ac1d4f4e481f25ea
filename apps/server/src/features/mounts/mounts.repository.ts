import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Mount, MountCreate, MountImage, MountUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { mountImages, mounts } from '../../db/tables.js';

type MountRow = typeof mounts.$inferSelect;

function toMount(row: MountRow, images: MountImage[]): Mount {
  return { ...catalogueRows.recordFields(row), mount_images: images };
}

async function imagesByMount(db: Db | Tx, mountIds: number[]): Promise<Map<number, MountImage[]>> {
  const byMount = new Map<number, MountImage[]>();
  if (mountIds.length === 0) return byMount;
  const rows = await db
    .select({ id: mountImages.id, mount_id: mountImages.mount_id, image_url: mountImages.image_url })
    .from(mountImages)
    .where(inArray(mountImages.mount_id, mountIds))
    .orderBy(asc(mountImages.position), asc(mountImages.id));
  for (const row of rows) {
    const list = byMount.get(row.mount_id) ?? [];
    list.push({ id: row.id, image_url: row.image_url });
    byMount.set(row.mount_id, list);
  }
  return byMount;
}

async function withImages(db: Db | Tx, rows: MountRow[]): Promise<Mount[]> {
  const images = await imagesByMount(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMount(row, images.get(row.id) ?? []));
}

/** Mounts, newest first (the admin list's order). */
export async function listMounts(db: Db, options: { includeInactive: boolean }): Promise<Mount[]> {
  return withImages(db, await catalogueRows.listRows(db, mounts, options, desc(mounts.id)));
}

/** The given mounts by id, active or not (for nesting in reseller mounts). */
export async function mountsById(db: Db, ids: number[]): Promise<Map<number, Mount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mounts)
    .where(inArray(mounts.id, [...new Set(ids)]));
  return new Map((await withImages(db, rows)).map((mount) => [mount.id, mount]));
}

export async function findMount(db: Db | Tx, id: number): Promise<Mount | undefined> {
  return catalogueRows.findRecord(db, mounts, id, { includeInactive: true }, (rows) => withImages(db, rows));
}

/** Ids among `ids` that name no mount. */
export function unknownMountIds(db: Db | Tx, ids: number[]): Promise<number[]> {
  return catalogueRows.unknownIds(db, mounts, ids);
}

/** True when another mount (not `exceptId`) has this part number, case ignored. */
export function partNumberTaken(db: Db, partNumber: string, exceptId?: number): Promise<boolean> {
  return catalogueRows.textTaken(db, mounts, mounts.part_number, partNumber, exceptId);
}

export async function createMount(db: Db, input: MountCreate): Promise<Mount> {
  const { mount_images: images = [], ...fields } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(mounts).values(fields).returning();
    const kept = images.filter((image) => !image._destroy && image.image_url !== null);
    if (kept.length > 0) {
      await tx
        .insert(mountImages)
        .values(kept.map((image, position) => ({ mount_id: row!.id, image_url: image.image_url, position })));
    }
    return (await findMount(tx, row!.id))!;
  });
}

/** Updates the mount's own fields; false when no mount has that id. */
export function updateMountFields(tx: Tx, id: number, fields: Omit<MountUpdate, 'mount_images'>): Promise<boolean> {
  return catalogueRows.updateOwnFields(tx, mounts, id, fields);
}

/** The ids of the mount's images. */
export async function mountImageIds(tx: Tx, mountId: number): Promise<Set<number>> {
  const rows = await tx.select({ id: mountImages.id }).from(mountImages).where(eq(mountImages.mount_id, mountId));
  return new Set(rows.map((image) => image.id));
}

/**
 * Applies `mount_images` entries in the order given: change (id), remove (id + _destroy) or add (no id). Changed
 * and added images go after the existing ones; images not mentioned stay.
 */
export async function applyImageChanges(
  tx: Tx,
  mountId: number,
  images: NonNullable<MountUpdate['mount_images']>,
): Promise<void> {
  const [last] = await tx
    .select({ position: max(mountImages.position) })
    .from(mountImages)
    .where(eq(mountImages.mount_id, mountId));
  const base = (last?.position ?? -1) + 1;
  for (const [index, image] of images.entries()) {
    if (image._destroy) {
      if (image.id !== undefined)
        await tx.delete(mountImages).where(and(eq(mountImages.id, image.id), eq(mountImages.mount_id, mountId)));
    } else if (image.id !== undefined) {
      await tx
        .update(mountImages)
        .set({ image_url: image.image_url, position: base + index })
        .where(and(eq(mountImages.id, image.id), eq(mountImages.mount_id, mountId)));
    } else {
      await tx.insert(mountImages).values({ mount_id: mountId, image_url: image.image_url, position: base + index });
    }
  }
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setMountDeleted(db: Db, id: number, deleted: boolean): Promise<Mount | undefined> {
  return (await setDeletedAt(db, mounts, id, deleted)) ? findMount(db, id) : undefined;
}
