import { eq } from 'drizzle-orm';
import type { RoofType, RoofTypeCreate, RoofTypeUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { roofTypes } from '../../db/tables.js';

type RoofTypeRow = typeof roofTypes.$inferSelect;

function toRoofType(row: RoofTypeRow): RoofType {
  return catalogueRows.recordFields(row);
}

export async function listRoofTypes(db: Db, options: { includeInactive: boolean }): Promise<RoofType[]> {
  return (await catalogueRows.listRows(db, roofTypes, options, ...catalogueRows.byName(roofTypes))).map(toRoofType);
}

export async function findRoofType(
  db: Db,
  id: number,
  options: { includeInactive: boolean },
): Promise<RoofType | undefined> {
  const row = await catalogueRows.findRow(db, roofTypes, id, options);
  return row && toRoofType(row);
}

/** True when another roof type (not `exceptId`) has this name, case ignored. */
export function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return catalogueRows.textTaken(db, roofTypes, roofTypes.name, name, exceptId);
}

export async function insertRoofType(db: Db, input: RoofTypeCreate): Promise<RoofType> {
  const [row] = await db.insert(roofTypes).values(input).returning();
  return toRoofType(row!);
}

/** Updates the fields sent; undefined when no roof type has that id. */
export async function updateRoofType(db: Db, id: number, input: RoofTypeUpdate): Promise<RoofType | undefined> {
  const [row] = await db
    .update(roofTypes)
    .set({ ...input, updated_at: new Date() })
    .where(eq(roofTypes.id, id))
    .returning();
  return row && toRoofType(row);
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setRoofTypeDeleted(db: Db, id: number, deleted: boolean): Promise<RoofType | undefined> {
  return (await setDeletedAt(db, roofTypes, id, deleted)) ? findRoofType(db, id, { includeInactive: true }) : undefined;
}
