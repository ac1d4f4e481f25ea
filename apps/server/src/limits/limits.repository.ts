import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The shared counters (table rate_limit_counters): every instance on one database counts together, and each change
 * is one atomic statement or one transaction holding the rows' locks, so parallel requests cannot all slip in.
 * Times are epoch milliseconds from the instance's clock (instances keep their clocks in step with NTP; a second of
 * drift does not matter to windows of a minute or more).
 */
export interface Counter {
  key: string;
  hits: number;
  windowEndsAt: number;
  blockedUntil: number | null;
}

interface CounterRow extends Record<string, unknown> {
  key: string;
  hits: number;
  window_ends_ms: number;
  blocked_until_ms: number | null;
}

const RETURNING = sql.raw(`key, hits, (extract(epoch from window_ends_at) * 1000)::float8 AS window_ends_ms,
  (extract(epoch from blocked_until) * 1000)::float8 AS blocked_until_ms`);

function counterOf(row: CounterRow): Counter {
  return {
    key: row.key,
    hits: Number(row.hits),
    windowEndsAt: Number(row.window_ends_ms),
    blockedUntil: row.blocked_until_ms === null ? null : Number(row.blocked_until_ms),
  };
}

async function rowsOf(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<Counter[]> {
  // node-postgres and PGlite both answer { rows }.
  const result = (await db.execute<CounterRow>(query)) as { rows: CounterRow[] };
  return result.rows.map(counterOf);
}

/**
 * Counts `n` hits on `key` in a fixed window of `windowMs`: a new or expired window starts at `n`. One statement
 * (INSERT … ON CONFLICT … DO UPDATE … RETURNING), atomic on every instance: the hits of this call are the counts
 * `hits - n + 1` to `hits` of the returned counter, which no other call gets.
 */
export async function countHits(db: Db, key: string, n: number, windowMs: number, now: number): Promise<Counter> {
  const at = new Date(now);
  const ends = new Date(now + windowMs);
  const [counter] = await rowsOf(
    db,
    sql`INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at) VALUES (${key}, ${n}, ${ends})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.window_ends_at <= ${at} THEN excluded.hits ELSE c.hits + excluded.hits END,
        window_ends_at = CASE WHEN c.window_ends_at <= ${at} THEN excluded.window_ends_at ELSE c.window_ends_at END
      RETURNING ${RETURNING}`,
  );
  return counter!;
}

/** Counts one hit on `key` (countHits with n = 1). */
export function countHit(db: Db, key: string, windowMs: number, now: number): Promise<Counter> {
  return countHits(db, key, 1, windowMs, now);
}

/**
 * Locks the counters of `keys` (creating empty ones) for one transaction, lets `decide` read them and name the
 * counters to write, and writes those. Parallel callers on the same keys wait for each other, on every instance.
 */
export async function updateCountersLocked(
  db: Db,
  keys: string[],
  now: number,
  decide: (counters: Map<string, Counter>) => Counter[],
): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return;
  const at = new Date(now);
  await db.transaction(async (tx) => {
    // Keys in one order, so two transactions never wait for each other's second row (no deadlock).
    const values = sql.join(
      sorted.map((key) => sql`(${key}, 0, ${at})`),
      sql`, `,
    );
    const counters = await rowsOf(
      tx,
      sql`INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at) VALUES ${values}
        ON CONFLICT (key) DO UPDATE SET hits = c.hits RETURNING ${RETURNING}`,
    );
    for (const counter of decide(new Map(counters.map((c) => [c.key, c])))) {
      const blocked = counter.blockedUntil === null ? null : new Date(counter.blockedUntil);
      await tx.execute(
        sql`UPDATE rate_limit_counters SET hits = ${counter.hits}, window_ends_at = ${new Date(counter.windowEndsAt)},
          blocked_until = ${blocked} WHERE key = ${counter.key}`,
      );
    }
  });
}

/** Forgets `key`'s count. */
export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
}

/** Gives back one hit on `key`; the wait ends too when the count falls below `limit`. */
export async function refundHit(db: Db, key: string, limit: number): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limit_counters SET hits = greatest(hits - 1, 0),
      blocked_until = CASE WHEN hits - 1 < ${limit} THEN NULL ELSE blocked_until END WHERE key = ${key}`,
  );
}

/** Deletes the counters whose window has ended (every instance does this now and then). */
export async function deleteEndedCounters(db: Db, now: number): Promise<void> {
  // Rows another transaction holds (a sign-in being counted) are skipped, not waited for: no deadlock.
  await db.execute(
    sql`DELETE FROM rate_limit_counters WHERE key IN (SELECT key FROM rate_limit_counters
      WHERE window_ends_at < ${new Date(now)} FOR UPDATE SKIP LOCKED)`,
  );
}
