import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { HistoryEntry, HistoryQuery } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { history } from '../../db/tables.js';

type HistoryRow = typeof history.$inferSelect;

function toEntry(row: HistoryRow): HistoryEntry {
  return { ...row, created_at: row.created_at.toISOString(), changes: row.changes as HistoryEntry['changes'] };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of GET /api/history; `to` includes the whole day. */
function where(query: HistoryQuery): SQL | undefined {
  return and(
    query.entity === undefined ? undefined : eq(history.entity, query.entity),
    query.entity_id === undefined ? undefined : eq(history.entity_id, query.entity_id),
    query.user_id === undefined ? undefined : eq(history.user_id, query.user_id),
    query.from === undefined ? undefined : gte(history.created_at, new Date(`${query.from}T00:00:00Z`)),
    query.to === undefined
      ? undefined
      : lt(history.created_at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)),
  );
}

/** One page of history entries, newest first, and how many match in all. */
export async function historyPage(db: Db, query: HistoryQuery): Promise<{ entries: HistoryEntry[]; total: number }> {
  const filter = where(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(history)
      .where(filter)
      .orderBy(desc(history.created_at), desc(history.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(history).where(filter),
  ]);
  return { entries: rows.map(toEntry), total: counted?.n ?? 0 };
}
