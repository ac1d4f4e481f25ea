import { eq } from 'drizzle-orm';
import type { BlockType, BlockTypeCreate, BlockTypeUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { blockTypes } from '../../db/tables.js';

type BlockTypeRow = typeof blockTypes.$inferSelect;

function toBlockType(row: BlockTypeRow): BlockType {
  return catalogueRows.recordFields(row);
}

export async function listBlockTypes(db: Db, options: { includeInactive: boolean }): Promise<BlockType[]> {
  return (await catalogueRows.listRows(db, blockTypes, options, ...catalogueRows.byName(blockTypes))).map(toBlockType);
}

export async function findBlockType(
  db: Db,
  id: number,
  options: { includeInactive: boolean },
): Promise<BlockType | undefined> {
  const row = await catalogueRows.findRow(db, blockTypes, id, options);
  return row && toBlockType(row);
}

/** True when another block type (not `exceptId`) has this name, case ignored. */
export function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return catalogueRows.textTaken(db, blockTypes, blockTypes.name, name, exceptId);
}

export async function insertBlockType(db: Db, input: BlockTypeCreate): Promise<BlockType> {
  const [row] = await db.insert(blockTypes).values(input).returning();
  return toBlockType(row!);
}

/** Updates the fields sent; undefined when no block type has that id. */
export async function updateBlockType(db: Db, id: number, input: BlockTypeUpdate): Promise<BlockType | undefined> {
  const [row] = await db
    .update(blockTypes)
    .set({ ...input, updated_at: new Date() })
    .where(eq(blockTypes.id, id))
    .returning();
  return row && toBlockType(row);
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setBlockTypeDeleted(db: Db, id: number, deleted: boolean): Promise<BlockType | undefined> {
  return (await setDeletedAt(db, blockTypes, id, deleted))
    ? findBlockType(db, id, { includeInactive: true })
    : undefined;
}
