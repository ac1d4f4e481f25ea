import { and, count, desc, eq, getTableColumns, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { HISTORY_REFERENCES, historyNameKey, type HistoryEntry, type HistoryQuery } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { history, resellerMounts, users } from '../../db/tables.js';
import { namesOf, type NamedRecord } from './history-names.js';

type HistoryRow = typeof history.$inferSelect & { user_name: string | null };

function toEntry(row: HistoryRow, names: Map<string, NamedRecord>): HistoryEntry {
  const changes = row.changes as HistoryEntry['changes'];
  const own = names.get(historyNameKey(row.entity, row.entity_id));
  // Only the names the entry's own changes refer to travel with it.
  const referred: Record<string, string> = {};
  for (const [field, change] of Object.entries(changes)) {
    const entity = HISTORY_REFERENCES[field];
    if (!entity) continue;
    for (const value of [change.before, change.after].flat()) {
      if (typeof value !== 'number') continue;
      const name = names.get(historyNameKey(entity, value))?.name;
      if (name) referred[historyNameKey(entity, value)] = name;
    }
  }
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    record_label: own?.name ?? null,
    parent_id: own?.parentId ?? null,
    changes,
    names: referred,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A reseller's part of the history: the changes its users made, and the changes to the reseller itself, its
 * reseller mounts and its users. Sub-selects: the database looks the ids up, however many there are.
 */
function ofReseller(db: Db, resellerId: number): SQL | undefined {
  const itsUsers = db.select({ id: users.id }).from(users).where(eq(users.reseller_id, resellerId));
  const itsMounts = db
    .select({ id: resellerMounts.id })
    .from(resellerMounts)
    .where(eq(resellerMounts.reseller_id, resellerId));
  return or(
    inArray(history.user_id, itsUsers),
    and(eq(history.entity, 'resellers'), eq(history.entity_id, resellerId)),
    and(eq(history.entity, 'users'), inArray(history.entity_id, itsUsers)),
    and(eq(history.entity, 'reseller_mounts'), inArray(history.entity_id, itsMounts)),
  );
}

/** The filters of GET /api/history; `to` includes the whole day. */
function where(db: Db, query: HistoryQuery): SQL | undefined {
  return and(
    query.entity === undefined ? undefined : eq(history.entity, query.entity),
    query.entity_id === undefined ? undefined : eq(history.entity_id, query.entity_id),
    query.user_id === undefined ? undefined : eq(history.user_id, query.user_id),
    query.reseller_id === undefined ? undefined : ofReseller(db, query.reseller_id),
    query.from === undefined ? undefined : gte(history.created_at, new Date(`${query.from}T00:00:00Z`)),
    query.to === undefined
      ? undefined
      : lt(history.created_at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)),
  );
}

/** One page of history entries, newest first, with today's names, and how many match in all. */
export async function historyPage(db: Db, query: HistoryQuery): Promise<{ entries: HistoryEntry[]; total: number }> {
  const filter = where(db, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(history), user_name: users.name })
      .from(history)
      .leftJoin(users, eq(users.id, history.user_id))
      .where(filter)
      .orderBy(desc(history.created_at), desc(history.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(history).where(filter),
  ]);
  const names = await namesOf(
    db,
    rows.map((row) => ({ ...row, changes: row.changes as HistoryEntry['changes'] })),
  );
  return { entries: rows.map((row) => toEntry(row, names)), total: counted?.n ?? 0 };
}
