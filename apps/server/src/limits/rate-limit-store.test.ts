import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/helpers.js';
import { sharedHitCounter } from './rate-limit-store.js';

const MINUTE = 60_000;

describe('the API rate limit counter (coalesced per address)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives parallel hits distinct, exact counts, from two counters on one database (two instances)', async () => {
    const instanceA = sharedHitCounter(database.db, 'api');
    const instanceB = sharedHitCounter(database.db, 'api');
    const hits = await Promise.all(
      Array.from({ length: 120 }, (_, i) => (i % 2 === 0 ? instanceA : instanceB)('10.9.0.1', MINUTE)),
    );
    const counts = hits.map((hit) => hit.current).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    // The row holds every hit: a third instance's next hit is the 121st.
    expect((await sharedHitCounter(database.db, 'api')('10.9.0.1', MINUTE)).current).toBe(121);
    for (const hit of hits) expect(hit.ttl).toBeGreaterThan(0);
  });

  it('counts each address on its own', async () => {
    const count = sharedHitCounter(database.db, 'api');
    const hits = await Promise.all([count('10.9.0.2', MINUTE), count('10.9.0.3', MINUTE), count('10.9.0.2', MINUTE)]);
    expect(hits.map((hit) => hit.current)).toEqual([1, 1, 2]);
  });

  it('starts a new window at the batch size once the window has ended', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const count = sharedHitCounter(database.db, 'api', () => now);
    await Promise.all([count('10.9.0.4', MINUTE), count('10.9.0.4', MINUTE)]);
    now += MINUTE;
    const hits = await Promise.all([count('10.9.0.4', MINUTE), count('10.9.0.4', MINUTE), count('10.9.0.4', MINUTE)]);
    expect(hits.map((hit) => hit.current).sort()).toEqual([1, 2, 3]);
    expect(Math.max(...hits.map((hit) => hit.ttl))).toBeLessThanOrEqual(MINUTE);
  });
});
