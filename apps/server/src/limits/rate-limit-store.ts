import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { countHit, deleteEndedCounters } from './limits.repository.js';

/** How often one instance deletes ended counters (a statement on its own, never on a request's path). */
const PRUNE_EVERY_MS = 60 * 1000;

/** One counted hit: its own count in the window and the milliseconds left in the window. */
export interface CountedHit {
  current: number;
  ttl: number;
}

/**
 * Counts one API hit on the shared counter `api:<key>`: one atomic upsert that returns the count, so parallel hits
 * on any instance each get their own, distinct count (docs/decisions/0018-shared-limits.md).
 */
export function apiHitCounter(
  db: Db,
  now: () => number = Date.now,
): (key: string, windowMs: number) => Promise<CountedHit> {
  return async (key, windowMs) => {
    const at = now();
    const counter = await countHit(db, `api:${key}`, windowMs, at);
    return { current: counter.hits, ttl: Math.max(0, counter.windowEndsAt - at) };
  };
}

/**
 * @fastify/rate-limit's store on the shared counters (apiHitCounter), the same on PGlite and PostgreSQL
 * (docs/decisions/0018-shared-limits.md), so instances on one database count together.
 */
export function sharedRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let nextPrune = 0;
  const countHit = apiHitCounter(db, now);
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      countHit(key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
      const at = now();
      if (at >= nextPrune) {
        nextPrune = at + PRUNE_EVERY_MS;
        // Best effort: a failed clean-up (the database closing) is retried a minute later.
        deleteEndedCounters(db, at).catch(() => undefined);
      }
    },
    child: () => store,
  };
  return function SharedStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}
