import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.js';
import { countHit, deleteEndedCounters } from './limits.repository.js';

/** How often one instance deletes ended counters (a statement on its own, never on a request's path). */
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * @fastify/rate-limit's store on the shared counters: one statement per counted request, the same on PGlite and
 * PostgreSQL (docs/decisions/0018-shared-limits.md), so instances on one database count together.
 */
export function sharedRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let nextPrune = 0;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const at = now();
      countHit(db, `api:${key}`, timeWindow, at).then(
        (counter) => callback(null, { current: counter.hits, ttl: Math.max(0, counter.windowEndsAt - at) }),
        (error: Error) => callback(error),
      );
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
