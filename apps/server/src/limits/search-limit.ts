import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { ApiError } from '../errors.js';
import { sharedHitCounter } from './rate-limit-store.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The 429's words: the search is public, so they speak to a visitor. */
export const TOO_MANY_SEARCHES = 'Too many searches from this address. Please wait a while and try again.';

export interface SearchLimits {
  perMinute: number;
  perDay: number;
}

/**
 * The public search's own limit per client address, a minute's and a day's (SEARCH_RATE_LIMIT_PER_MINUTE and
 * _PER_DAY): every search is stored as a lead, so one address must not fill a reseller's list. Counted on the
 * shared counters like the API's limit (docs/decisions/0018-shared-limits.md), so instances on one database count
 * together, and apart from it, so RATE_LIMIT_MAX never lifts it. Counted before the body is read: a refused or
 * malformed search counts too. The hits of one address are coalesced like the API's (sharedHitCounter): without
 * that, thousands of aborted searches left as many statements queued for the pool. Over either limit: 429 with
 * retry-after until that window ends.
 */
export function searchLimit(db: Db, limits: SearchLimits, now: () => number = Date.now) {
  const countHit = sharedHitCounter(db, 'search', now);
  return async function limitSearches(request: FastifyRequest): Promise<void> {
    const [minute, day] = await Promise.all([
      countHit(`minute:${request.ip}`, MINUTE_MS),
      countHit(`day:${request.ip}`, DAY_MS),
    ]);
    const over = [
      ...(minute.current > limits.perMinute ? [minute] : []),
      ...(day.current > limits.perDay ? [day] : []),
    ];
    if (over.length === 0) return;
    const waitMs = Math.max(...over.map((counter) => counter.ttl));
    throw ApiError.tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)), { errors: [TOO_MANY_SEARCHES] });
  };
}
