import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { coalescePerKey } from '../db/coalesce.js';
import { countHits, deleteEndedCounters } from './limits.repository.js';

/** How often one instance deletes ended counters (a statement on its own, never on a request's path). */
const PRUNE_EVERY_MS = 60 * 1000;

/** One counted hit: its own count in the window and the milliseconds left in the window. */
export interface CountedHit {
  current: number;
  ttl: number;
}

/**
 * Counts hits on the shared counters (`<scope>:<key>`: `api` for the API's limit, `search` for the search's own),
 * coalesced per key and window (coalescePerKey): one upsert in
 * flight per key in this instance, and the hits that arrive meanwhile go together in the next as
 * `hits = hits + n … RETURNING`. Each hit takes its own count from the range the statement returns, so the counts
 * stay distinct and exact across instances (docs/decisions/0018-shared-limits.md); under load one statement serves
 * many requests, and the requests of one address do not queue on its row's lock one statement each (the search
 * benchmark requires it: docs/decisions/0062-catalogue-version-only.md).
 */
export function sharedHitCounter(
  db: Db,
  scope: string,
  now: () => number = Date.now,
): (key: string, windowMs: number) => Promise<CountedHit> {
  const count = coalescePerKey(async (batch: string, windows: number[]): Promise<CountedHit[]> => {
    const windowMs = windows[0]!;
    const key = batch.slice(batch.indexOf(' ') + 1);
    const at = now();
    const counter = await countHits(db, `${scope}:${key}`, windows.length, windowMs, at);
    const ttl = Math.max(0, counter.windowEndsAt - at);
    const first = counter.hits - windows.length + 1;
    return windows.map((_, i) => ({ current: first + i, ttl }));
  });
  // The window is part of the batch's key, so every hit of a batch has the same one.
  return (key, windowMs) => count(`${windowMs} ${key}`, windowMs);
}

/**
 * @fastify/rate-limit's store on the shared counters (sharedHitCounter), the same on PGlite and PostgreSQL
 * (docs/decisions/0018-shared-limits.md), so instances on one database count together.
 */
export function sharedRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let nextPrune = 0;
  const countHit = sharedHitCounter(db, 'api', now);
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
