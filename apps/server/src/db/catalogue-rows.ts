/**
 * Row helpers the catalogue repositories share: the same query, written once, over any of the catalogue tables.
 * They read and write rows only; mapping rows to records stays with each repository.
 */
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './types.js';
import { isoOrNull, type SoftDeletable } from './records.js';
import { antennaMounts, blockTypes, resellerAntennas, resellers, roofTypes } from './tables.js';

type Row<T extends SoftDeletable> = T['$inferSelect'];

/** Ascending by the text, case ignored, byte order: the same order on every database. */
export function caseBlind(column: PgColumn): SQL {
  return asc(sql`lower(${column}) collate "C"`);
}

/** The order of the lists that go by name (resellers, roof types, block types): name case-blind, then id. */
export function byName(table: typeof resellers | typeof roofTypes | typeof blockTypes): SQL[] {
  return [caseBlind(table.name), asc(table.id)];
}

/** The table's rows in the given order: active ones only unless `includeInactive`. */
export async function listRows<T extends SoftDeletable>(
  db: Db | Tx,
  table: T,
  options: { includeInactive: boolean; where?: SQL | undefined },
  ...orderBy: SQL[]
): Promise<Row<T>[]> {
  const anyTable: SoftDeletable = table;
  const active = options.includeInactive ? undefined : isNull(anyTable.deleted_at);
  return await db
    .select()
    .from(anyTable)
    .where(and(options.where, active))
    .orderBy(...orderBy);
}

/** The row with this id, or undefined (also for an inactive row unless `includeInactive`). */
export async function findRow<T extends SoftDeletable>(
  db: Db | Tx,
  table: T,
  id: number,
  options: { includeInactive: boolean } = { includeInactive: true },
): Promise<Row<T> | undefined> {
  const anyTable: SoftDeletable = table;
  const [row] = (await db.select().from(anyTable).where(eq(anyTable.id, id)).limit(1)) as Row<T>[];
  return row && (options.includeInactive || row.deleted_at === null) ? row : undefined;
}

/** The record of the row with this id (as findRow finds it), built by the repository's `toRecords`. */
export async function findRecord<T extends SoftDeletable, R>(
  db: Db | Tx,
  table: T,
  id: number,
  options: { includeInactive: boolean },
  toRecords: (rows: Row<T>[]) => Promise<R[]>,
): Promise<R | undefined> {
  const row = await findRow(db, table, id, options);
  return row && (await toRecords([row]))[0];
}

/** Updates the record's own fields (and updated_at); false when no row has that id. */
export async function updateOwnFields<T extends SoftDeletable>(
  db: Db | Tx,
  table: T,
  id: number,
  fields: Partial<T['$inferInsert']>,
): Promise<boolean> {
  const anyTable: SoftDeletable = table;
  const rows = await db
    .update(anyTable)
    .set({ ...fields, updated_at: new Date() })
    .where(eq(anyTable.id, id))
    .returning({ id: anyTable.id });
  return rows.length > 0;
}

/** Inserts the record's own fields; returns its id. */
export async function insertRow<T extends SoftDeletable>(
  db: Db | Tx,
  table: T,
  fields: T['$inferInsert'],
): Promise<number> {
  const anyTable: SoftDeletable = table;
  const [row] = await db.insert(anyTable).values(fields).returning({ id: anyTable.id });
  return row!.id;
}

/** Ids among `ids` that name no row of the table. */
export async function unknownIds(db: Db | Tx, table: SoftDeletable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** True when another row (not `exceptId`) has this text in `column`, case ignored. */
export function textTaken(
  db: Db | Tx,
  table: SoftDeletable,
  column: PgColumn,
  text: string,
  exceptId?: number,
): Promise<boolean> {
  return textsTaken(db, table, [[column, text]], exceptId);
}

/** True when another row (not `exceptId`) has all these texts in these columns, case ignored (make and model). */
export async function textsTaken(
  db: Db | Tx,
  table: SoftDeletable,
  texts: readonly (readonly [PgColumn, string])[],
  exceptId?: number,
): Promise<boolean> {
  const conditions = texts.map(([column, text]) => sql`lower(${column}) = ${text.toLowerCase()}`);
  if (exceptId !== undefined) conditions.push(sql`${ne(table.id, exceptId)}`);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** A many-to-many link table read from one side: antenna → mounts, reseller → antennas. */
export const links = {
  antennaMounts: { table: antennaMounts, owner: antennaMounts.antenna_id, linked: antennaMounts.mount_id },
  resellerAntennas: {
    table: resellerAntennas,
    owner: resellerAntennas.reseller_id,
    linked: resellerAntennas.antenna_id,
  },
};
type Link = (typeof links)[keyof typeof links];

/** Each owner's linked ids, ascending; owners without links are absent. */
export async function linkedIds(db: Db | Tx, link: Link, ownerIds: number[]): Promise<Map<number, number[]>> {
  const byOwner = new Map<number, number[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ owner: link.owner, linked: link.linked })
    .from(link.table)
    .where(inArray(link.owner, ownerIds))
    .orderBy(asc(link.linked));
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.linked]);
  return byOwner;
}

/** Replaces the owner's linked ids. */
export async function replaceLinks(tx: Tx, link: Link, ownerId: number, ids: number[]): Promise<void> {
  await tx.delete(link.table).where(eq(link.owner, ownerId));
  if (ids.length === 0) return;
  await tx
    .insert(link.table)
    .values(ids.map((id) => ({ [link.owner.name]: ownerId, [link.linked.name]: id })) as never[]);
}

type Stamped = { created_at: Date; updated_at: Date; deleted_at: Date | null };

/** A catalogue row as the API shows it: its own columns, deleted_at as ISO 8601 (or null), no bookkeeping times. */
export function recordFields<R extends Stamped>(row: R): Omit<R, keyof Stamped> & { deleted_at: string | null } {
  const { created_at: _created, updated_at: _updated, deleted_at: deletedAt, ...fields } = row;
  return { ...fields, deleted_at: isoOrNull(deletedAt) };
}
