import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WindSpeedOverrideCreate, WindSpeedOverrideUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { windSpeedOverrides } from '../../db/tables.js';

export type WindSpeedOverrideRow = typeof windSpeedOverrides.$inferSelect;

/** The active override of a county, or undefined: one look-up through the unique index on fips (GET /api/wind_speed; a search reads its catalogue snapshot). */
export async function findActiveOverride(db: Db, fips: string): Promise<WindSpeedOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(windSpeedOverrides)
    .where(and(eq(windSpeedOverrides.fips, fips), isNull(windSpeedOverrides.deleted_at)))
    .limit(1);
  return row;
}

/** Every override, by county FIPS; active ones only unless `includeInactive`. */
export function listOverrideRows(db: Db | Tx, options: { includeInactive: boolean }): Promise<WindSpeedOverrideRow[]> {
  return catalogueRows.listRows(db, windSpeedOverrides, options, asc(windSpeedOverrides.fips));
}

export function findOverrideRow(
  db: Db,
  id: number,
  options: { includeInactive: boolean },
): Promise<WindSpeedOverrideRow | undefined> {
  return catalogueRows.findRow(db, windSpeedOverrides, id, options);
}

/** The overrides (active or not) of these counties, by FIPS. */
export async function overridesByFips(db: Db | Tx, fips: string[]): Promise<Map<string, WindSpeedOverrideRow>> {
  if (fips.length === 0) return new Map();
  const rows = await db.select().from(windSpeedOverrides).where(inArray(windSpeedOverrides.fips, fips));
  return new Map(rows.map((row) => [row.fips, row]));
}

/** True when another override (not `exceptId`) has this county. */
export async function fipsTaken(db: Db, fips: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: windSpeedOverrides.id })
    .from(windSpeedOverrides)
    .where(eq(windSpeedOverrides.fips, fips))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertOverride(db: Db, input: WindSpeedOverrideCreate): Promise<WindSpeedOverrideRow> {
  const [row] = await db.insert(windSpeedOverrides).values(input).returning();
  return row!;
}

/** Updates the fields sent; undefined when no override has that id. */
export async function updateOverride(
  db: Db,
  id: number,
  input: WindSpeedOverrideUpdate,
): Promise<WindSpeedOverrideRow | undefined> {
  const [row] = await db
    .update(windSpeedOverrides)
    .set({ ...input, updated_at: new Date() })
    .where(eq(windSpeedOverrides.id, id))
    .returning();
  return row;
}

export async function setOverrideDeleted(
  db: Db,
  id: number,
  deleted: boolean,
): Promise<WindSpeedOverrideRow | undefined> {
  return (await setDeletedAt(db, windSpeedOverrides, id, deleted))
    ? findOverrideRow(db, id, { includeInactive: true })
    : undefined;
}

/**
 * Writes every row of an import in one transaction (all or nothing): a county with an override gets the new
 * value, source and note and is active again; the others get a new override; `afterWrite` runs for each row in
 * the transaction (its history entry). Answers how many of each.
 */
export async function upsertOverrides(
  db: Db,
  rows: WindSpeedOverrideCreate[],
  afterWrite: (tx: Tx, before: WindSpeedOverrideRow | undefined, after: WindSpeedOverrideRow) => Promise<void>,
): Promise<{ created: number; updated: number }> {
  return db.transaction(async (tx) => {
    const existing = await overridesByFips(
      tx,
      rows.map((row) => row.fips),
    );
    let created = 0;
    for (const row of rows) {
      const current = existing.get(row.fips);
      const [written] = current
        ? await tx
            .update(windSpeedOverrides)
            // A bulk import is a save too: an open form of this override learns of it (docs/api.md, "Concurrent edits").
            .set({
              ...row,
              deleted_at: null,
              updated_at: new Date(),
              lock_version: sql`${windSpeedOverrides.lock_version} + 1`,
            })
            .where(eq(windSpeedOverrides.id, current.id))
            .returning()
        : await tx.insert(windSpeedOverrides).values(row).returning();
      if (!current) created++;
      // In the same transaction: the history entry of each row is saved with it, or neither is.
      await afterWrite(tx, current, written!);
    }
    return { created, updated: rows.length - created };
  });
}
