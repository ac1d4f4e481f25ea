/** The history table's rows (docs/api.md, "History"): written inside each admin write's transaction, never changed. */
import type { HistoryAction, HistoryChange } from '@nprm/contracts';
import type { Db, Tx } from './types.js';
import { history } from './tables.js';

/** Who made a change: a signed-in user, or the command line / start-up (no user id). */
export interface Actor {
  userId: number | null;
  email: string;
}
export const COMMAND_LINE: Actor = { userId: null, email: 'command line' };

/** Fields that never enter the history, whatever the entity: passwords, their hashes, tokens and secrets. */
const SECRET_FIELD = /password|token|secret/i;

/**
 * Fields every write moves on by itself (lock_version with each save, updated_at with its time): bookkeeping, not a
 * change anyone made; the entry has its own time.
 */
const BOOKKEEPING = new Set(['id', 'lock_version', 'updated_at']);

const isRelatedRecord = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value;

/**
 * The fields whose value differs between two records (API shapes), each with before and after; null stands for
 * "no record" (before a create). Secrets and bookkeeping (lock_version, updated_at) are left out, and so are embedded related records (a reseller mount's
 * `mount`): their id field (`mount_id`) records the change.
 */
export function changedFields(before: unknown, after: unknown): Record<string, HistoryChange> {
  const asFields = (record: unknown): Record<string, unknown> =>
    record !== null && typeof record === 'object' ? (record as Record<string, unknown>) : {};
  const old = asFields(before);
  const now = asFields(after);
  const changes: Record<string, HistoryChange> = {};
  for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (BOOKKEEPING.has(field) || SECRET_FIELD.test(field)) continue;
    const was = old[field] ?? null;
    const is = now[field] ?? null;
    if (isRelatedRecord(was) || isRelatedRecord(is)) continue;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

export interface HistoryRecord {
  actor: Actor;
  entity: string;
  entityId: number;
  action: HistoryAction;
  changes: Record<string, HistoryChange>;
  /** False when the save named no lock_version (last writer wins); true when omitted. */
  versionSent?: boolean;
}

export async function insertHistory(db: Db | Tx, entry: HistoryRecord): Promise<void> {
  await insertHistoryEntries(db, [entry]);
}

/** Several entries in one statement (a catalogue import writes one per record it creates or changes). */
export async function insertHistoryEntries(db: Db | Tx, entries: HistoryRecord[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(history).values(
    entries.map((entry) => ({
      user_id: entry.actor.userId,
      user_email: entry.actor.email,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      changes: entry.changes,
      version_sent: entry.versionSent ?? true,
    })),
  );
}

export interface RecordedWrite<R extends { id: number }> {
  actor: Actor;
  /** The entity's name in the history, e.g. "mounts" (the last segment of its API path). */
  entity: string;
  action: HistoryAction;
  /** The record as it was (read before the write), null for a create. */
  before: unknown;
  /** The write itself, on the transaction; answers the record as it is now. */
  write(tx: Db): Promise<R>;
  /** The changes to record; defaults to the fields that differ between `before` and the answer. */
  changes?: (before: unknown, after: R) => ReturnType<typeof changedFields>;
  /** False when an update named no lock_version (the entry says so); defaults to true. */
  versionSent?: boolean;
}

/** Thrown inside the transaction to roll back an update that changed nothing; carries the record it answered. */
class Unchanged<R> extends Error {
  constructor(readonly record: R) {
    super('unchanged');
  }
}

/**
 * The record a rolled-back update answers: as the write answered it, with the bookkeeping fields the rollback
 * restored (lock_version, updated_at) as they were before, so the next save names the version the row still has.
 */
function asBefore<R>(record: R, before: unknown): R {
  const was = before !== null && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const restored = { ...record } as Record<string, unknown>;
  for (const field of BOOKKEEPING) if (field in restored && field in was) restored[field] = was[field];
  return restored as R;
}

/**
 * Runs an admin write and its history entry in one transaction (docs/api.md, "History"): either both are saved or
 * neither. An update that changes no field is rolled back whole (no history entry, the lock_version and updated_at
 * kept) and answers the record as it is: a save of an unchanged form is not a change anyone made.
 * Services that open their own transaction on the `tx` they are given get a savepoint inside this one.
 */
export async function recordedWrite<R extends { id: number }>(db: Db, write: RecordedWrite<R>): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const after = await write.write(tx);
      const changes = (write.changes ?? changedFields)(write.before, after);
      if (write.action === 'update' && Object.keys(changes).length === 0) throw new Unchanged(after);
      await insertHistory(tx, {
        actor: write.actor,
        entity: write.entity,
        entityId: after.id,
        action: write.action,
        changes,
        versionSent: write.versionSent,
      });
      return after;
    });
  } catch (error) {
    if (error instanceof Unchanged) return asBefore(error.record as R, write.before);
    throw error;
  }
}
