/**
 * Optimistic concurrency (docs/api.md, "Concurrent edits", decisions/0045): every admin-editable row has a
 * lock_version; a save names the version it read, and the version moves on by one in the save's own transaction.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { staleRecordMessage } from '@nprm/contracts';
import { ApiError } from '../errors.js';
import type { Db, Tx } from './types.js';
import type { SoftDeletable } from './records.js';
import { blockTypes, engineeringSettings, history, users } from './tables.js';

/** The tables whose rows an admin edits: each has id and lock_version. */
export type Versioned = SoftDeletable | typeof users | typeof engineeringSettings;

/**
 * Moves the row's version on by one when it is still `expected` (compare and set: the row stays locked until the
 * transaction ends, so of two saves of one version only the first passes). Answers whether it did; `expected`
 * undefined moves it on whatever it is (a deactivation, which sends no version).
 */
export async function advanceLockVersion(
  tx: Db | Tx,
  table: Versioned,
  id: number,
  expected?: number,
): Promise<boolean> {
  // One table type stands for the union: the statement is the same on each (id and lock_version columns).
  const anyTable = table as typeof blockTypes;
  const rows = await tx
    .update(anyTable)
    .set({ lock_version: sql`${anyTable.lock_version} + 1` })
    .where(and(eq(anyTable.id, id), expected === undefined ? undefined : eq(anyTable.lock_version, expected)))
    .returning({ id: anyTable.id });
  return rows.length > 0;
}

/** Who last wrote the record and when, from the history (the command line or an import also write there). */
export async function lastWriter(
  db: Db | Tx,
  entity: string,
  entityId: number,
): Promise<{ name: string; at: Date } | undefined> {
  const [row] = await db
    .select({ email: history.user_email, name: users.name, at: history.created_at })
    .from(history)
    .leftJoin(users, eq(users.id, history.user_id))
    .where(and(eq(history.entity, entity), eq(history.entity_id, entityId)))
    .orderBy(desc(history.created_at), desc(history.id))
    .limit(1);
  return row && { name: row.name?.trim() || row.email, at: row.at };
}

/** 409 of a stale save: who changed the record and when, and the record as it is now (`current`). */
export async function staleRecord(db: Db | Tx, entity: string, entityId: number, current: unknown): Promise<ApiError> {
  const writer = await lastWriter(db, entity, entityId);
  return new ApiError(409, {
    errors: [staleRecordMessage(writer?.name, writer?.at.toISOString())],
    changed_by: writer?.name ?? null,
    changed_at: writer?.at.toISOString() ?? null,
    current,
  });
}
