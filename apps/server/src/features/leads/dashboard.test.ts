import { DASHBOARD_RANGE_TOO_LONG, type Dashboard } from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountSearchResults } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { antennaId, MIAMI, northwind, request, search, summit, useDemoCatalogueApp } from '../../test/mount-search.js';

/** GET /api/dashboard (at /api/docs). */
describe('dashboard', () => {
  const t = useAdminTestApp();
  let summitUser: Record<string, string>;

  const store = async (overrides: Record<string, unknown>, createdAt: string) => {
    const response = await search(request(overrides));
    const { token } = response.statusCode === 201 ? response.json<{ token: string }>() : { token: undefined };
    const [row] = await t.database.db
      .update(mountSearchResults)
      .set({ created_at: new Date(createdAt) })
      .where(
        token
          ? eq(mountSearchResults.token, token)
          : eq(mountSearchResults.customer_name, String(overrides.customer_name)),
      )
      .returning({ id: mountSearchResults.id, token: mountSearchResults.token });
    return { ...row!, fit: response.statusCode === 201 };
  };

  beforeAll(async () => {
    await useDemoCatalogueApp({ app: t.app, database: t.database, close: () => Promise.resolve() });
    summitUser = await createResellerUserHeaders(t.app, summit);
    // Week of Monday 2026-03-02: two Chicago fits (one quoted and won) and a Miami search at its mapped wind speed,
    // which this antenna does not fit; week of 03-09: one more no fit; and one search of another reseller.
    const won = await store({ customer_name: 'A' }, '2026-03-02T10:00:00Z');
    await store({ customer_name: 'B' }, '2026-03-04T10:00:00Z');
    const miami = await store({ customer_name: 'C', ...MIAMI, wind_speed: undefined }, '2026-03-08T23:00:00Z');
    expect(miami.fit).toBe(false);
    await store(
      { customer_name: 'NoFit', antenna: antennaId.dish180, building_height: 500, wind_exposure: 'D' },
      '2026-03-10T10:00:00Z',
    );
    await store({ customer_name: 'Northwind', reseller_id: northwind }, '2026-03-03T10:00:00Z');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${won.token}/quote_requests`,
      payload: { quantity: 4 },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await t.call('PUT', `/api/leads/${won.id}`, { status: 'won', lock_version: 0 })).statusCode).toBe(200);
  });

  const get = (query: string, headers?: Record<string, string>) =>
    t.call('GET', `/api/dashboard?${query}`, undefined, headers);

  it('counts searches, fits, quote requests and won leads per week of the range, with conversion and tops', async () => {
    const response = await get(`from=2026-03-01&to=2026-03-14&reseller_id=${summit}`);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<Dashboard>();
    expect(board.weeks).toEqual([
      { week: '2026-02-23', searches: 0, fits: 0, quote_requests: 0, won: 0 },
      { week: '2026-03-02', searches: 3, fits: 2, quote_requests: 1, won: 1 },
      { week: '2026-03-09', searches: 1, fits: 0, quote_requests: 0, won: 0 },
    ]);
    expect(board.totals).toEqual({ searches: 4, fits: 2, quote_requests: 1, won: 1 });
    expect(board.conversion).toEqual({ fit: 0.5, quote: 0.5, won: 1 });
    expect(board.top_states).toEqual([
      { state: 'IL', searches: 3 },
      { state: 'FL', searches: 1 },
    ]);
    expect(board.top_antennas).toHaveLength(2);
    expect(board.top_antennas[0]!.searches).toBe(3);
    const all = (await get('from=2026-03-01&to=2026-03-14')).json<Dashboard>();
    expect(all.totals.searches).toBe(5);
    expect(all.reseller_id).toBeNull();
  });

  it("keeps a reseller user to its own reseller's numbers; naming another is 403", async () => {
    const own = (await get('from=2026-03-01&to=2026-03-14', summitUser)).json<Dashboard>();
    expect(own).toMatchObject({ reseller_id: summit, totals: { searches: 4 } });
    expect((await get(`from=2026-03-01&to=2026-03-14&reseller_id=${northwind}`, summitUser)).statusCode).toBe(403);
  });

  it('answers 422 on the field for bad dates, a range over 53 weeks or an unknown reseller, and 401 without a token', async () => {
    const bad = await get('from=2026-02-31');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['from']);
    expect((await get('from=2026-03-10&to=2026-03-01')).statusCode).toBe(422);
    expect((await get('from=2025-01-01&to=2026-03-01')).json()).toMatchObject({
      errors: { to: [DASHBOARD_RANGE_TOO_LONG] },
    });
    expect((await get('reseller_id=99999')).json()).toMatchObject({ errors: { reseller_id: ['is not a reseller'] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    const defaults = (await get('')).json<Dashboard>();
    expect(defaults.weeks.length).toBeGreaterThanOrEqual(12);
  });
});
