/** Mounts: the admin rules over the repository; "not found" and invalid image references become ApiErrors. */
import {
  BASE_SIDES_TOGETHER,
  missingBaseSide,
  missingTrayPartNumber,
  TRAY_PART_NUMBER_NEEDED,
  TAKEN,
  type Mount,
  type MountCreate,
  type MountUpdate,
} from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422, type FieldErrors } from '../../errors.js';
import * as repository from './mounts.repository.js';

/** Reads without a rule of their own come straight from the repository. */
export { listMounts } from './mounts.repository.js';

/** Part numbers are unique, case ignored, inactive mounts included (reactivate one rather than repeat it). */
const PART_NUMBER_TAKEN = { part_number: [TAKEN] };

export async function createMount(db: Db, input: MountCreate): Promise<Mount> {
  if (await repository.partNumberTaken(db, input.part_number)) throw ApiError.validation(PART_NUMBER_TAKEN);
  return uniqueOr422(() => repository.createMount(db, input), PART_NUMBER_TAKEN);
}

export async function findMount(db: Db, id: number): Promise<Mount> {
  return foundOr404(await repository.findMount(db, id));
}

/**
 * Updates the fields sent; `mount_images` entries change (id), remove (id + _destroy) or add (no id) images, in
 * the order given. Images the request does not mention stay. An id that is not an image of this mount is a 422.
 */
export async function updateMount(db: Db, id: number, input: MountUpdate): Promise<Mount> {
  const { mount_images: images, ...fields } = input;
  if (fields.part_number !== undefined && (await repository.partNumberTaken(db, fields.part_number, id)))
    throw ApiError.validation(PART_NUMBER_TAKEN);
  return uniqueOr422(() => updateMountRows(db, id, fields, images), PART_NUMBER_TAKEN);
}

async function updateMountRows(
  db: Db,
  id: number,
  fields: Omit<MountUpdate, 'mount_images'>,
  images: MountUpdate['mount_images'],
): Promise<Mount> {
  return db.transaction(async (tx) => {
    if (!(await repository.updateMountFields(tx, id, fields))) throw ApiError.notFound();
    // The base sides go together on the mount as updated: one sent without the other stored is a 422 (rolled back).
    const updated = foundOr404(await repository.findMount(tx, id));
    const missing = missingBaseSide(updated);
    if (missing !== null) throw ApiError.validation({ [missing]: [BASE_SIDES_TOGETHER] });
    if (missingTrayPartNumber(updated)) throw ApiError.validation({ tray_part_number: [TRAY_PART_NUMBER_NEEDED] });
    if (images && images.length > 0) {
      const existing = await repository.mountImageIds(tx, id);
      const errors: FieldErrors = {};
      images.forEach((image, index) => {
        if (image.id !== undefined && !existing.has(image.id))
          errors[`mount_images.${index}.id`] = ['is not an image of this mount'];
      });
      if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
      await repository.applyImageChanges(tx, id, images);
    }
    return foundOr404(await repository.findMount(tx, id));
  });
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setMountDeleted(db: Db, id: number, deleted: boolean): Promise<Mount> {
  return foundOr404(await repository.setMountDeleted(db, id, deleted));
}

/** The admin writes, as the catalogue routes take them. */
export const mountService = { create: createMount, update: updateMount, setDeleted: setMountDeleted };
