// Searches made at the same moment: each must be answered its own stored row, and one that cannot be stored must not
// take the others with it.
import { describe, expect, it } from 'vitest';
import { findSearchResultByToken, insertSearchResult } from './saved-result.repository.js';
import { newResultToken, type NewSavedResult } from './saved-result.js';
import { northwind, request, search, storedSearches, t, useSeededSearchApp } from '../../test/mount-search.js';

useSeededSearchApp();

/** A stored search's record as a new one: same content under a fresh token. */
async function recordLike(token: string, overrides: Partial<NewSavedResult> = {}): Promise<NewSavedResult> {
  const stored = await findSearchResultByToken(t.database.db, token);
  if (!stored) throw new Error(`no stored search ${token}`);
  const { created_at: _createdAt, reseller_domain: _domain, id: _id, ...record } = stored;
  return { ...record, token: newResultToken(), ...overrides };
}

describe('searches stored at the same moment', () => {
  it('answers each of 35 searches made at once its own result', async () => {
    const before = await storedSearches();
    const count = 35;
    const bodies = Array.from({ length: count }, (_, i) =>
      request({
        building_height: 20 + i,
        customer_name: `Customer ${i}`,
        ...(i % 2 === 0 ? { reseller_id: northwind } : {}),
      }),
    );
    const answers = await Promise.all(bodies.map((body) => search(body)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(bodies.map(() => 201));
    const results = answers.map((answer) => answer.json());
    expect(new Set(results.map((result) => result.token)).size).toBe(count);
    expect(await storedSearches()).toBe(before + count);
    for (const [i, result] of results.entries()) {
      expect(result.building_height).toBe(20 + i);
      expect(result.reseller_id).toBe(bodies[i]!.reseller_id);
      // Each row's link is on its own reseller's domain, read with that row.
      expect(new URL(result.result_url).hostname).toBe(i % 2 === 0 ? 'northwind.localhost' : 'localhost');
      const read = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${result.token}` });
      expect(read.json()).toEqual(result);
    }
  });

  it('fails only the search that cannot be stored; the ones stored with it are kept, each under its own id', async () => {
    const first = (await search(request())).json();
    const good = await Promise.all(Array.from({ length: 6 }, () => recordLike(first.token)));
    // An antenna id no row has: the foreign key refuses the row.
    const bad = await recordLike(first.token, { antenna_id: 2_000_000_000 });
    const outcomes = await Promise.allSettled(
      [good[0]!, good[1]!, good[2]!, bad, good[3]!, good[4]!, good[5]!].map((record) =>
        insertSearchResult(t.database.db, record),
      ),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const stored = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    expect(stored.map((search) => search.token)).toEqual(good.map((record) => record.token));
    for (const search of stored) {
      expect(Number.isSafeInteger(search.id)).toBe(true);
      expect(search.created_at).toBeInstanceOf(Date);
      const read = await findSearchResultByToken(t.database.db, search.token);
      expect(read?.id).toBe(search.id);
      expect(read?.calculation_steps).toEqual(first.calculation_steps);
    }
    expect(new Set(stored.map((search) => search.id)).size).toBe(stored.length);
    expect(await findSearchResultByToken(t.database.db, bad.token)).toBeUndefined();
  });
});
