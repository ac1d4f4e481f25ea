import { asc, eq, isNull, sql } from 'drizzle-orm';
import { TAKEN, type RoofType, type RoofTypeCreate, type RoofTypeUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { setDeletedAt } from '../../db/records.js';
import { roofTypes } from '../../db/schema.js';
import { ApiError } from '../../plugins/errors.js';
import { isoOrNull, uniqueOr422 } from '../../plugins/records.js';

type RoofTypeRow = typeof roofTypes.$inferSelect;

function toRoofType(row: RoofTypeRow): RoofType {
  return { id: row.id, name: row.name, friction_coefficient: row.friction_coefficient, deleted_at: isoOrNull(row.deleted_at) };
}

export async function listRoofTypes(db: Db, options: { includeInactive: boolean }): Promise<RoofType[]> {
  const rows = await db
    .select()
    .from(roofTypes)
    .where(options.includeInactive ? undefined : isNull(roofTypes.deleted_at))
    .orderBy(asc(sql`lower(${roofTypes.name}) collate "C"`), asc(roofTypes.id));
  return rows.map(toRoofType);
}

export async function findRoofType(db: Db, id: number, options: { includeInactive: boolean }): Promise<RoofType | undefined> {
  const [row] = await db.select().from(roofTypes).where(eq(roofTypes.id, id)).limit(1);
  return row && (options.includeInactive || row.deleted_at === null) ? toRoofType(row) : undefined;
}

async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roofTypes.id })
    .from(roofTypes)
    .where(sql`lower(${roofTypes.name}) = ${name.toLowerCase()}${exceptId === undefined ? sql`` : sql` and ${roofTypes.id} <> ${exceptId}`}`)
    .limit(1);
  return row !== undefined;
}

const nameTakenError = () => ApiError.validation({ name: [TAKEN] });

export async function createRoofType(db: Db, input: RoofTypeCreate): Promise<RoofType> {
  if (await nameTaken(db, input.name)) throw nameTakenError();
  const [row] = await uniqueOr422(() => db.insert(roofTypes).values(input).returning(), { name: [TAKEN] });
  return toRoofType(row!);
}

export async function updateRoofType(db: Db, id: number, input: RoofTypeUpdate): Promise<RoofType | undefined> {
  if (input.name !== undefined && (await nameTaken(db, input.name, id))) throw nameTakenError();
  const [row] = await uniqueOr422(
    () =>
      db
        .update(roofTypes)
        .set({ ...input, updated_at: new Date() })
        .where(eq(roofTypes.id, id))
        .returning(),
    { name: [TAKEN] },
  );
  return row && toRoofType(row);
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setRoofTypeDeleted(db: Db, id: number, deleted: boolean): Promise<RoofType | undefined> {
  return (await setDeletedAt(db, roofTypes, id, deleted)) ? findRoofType(db, id, { includeInactive: true }) : undefined;
}
