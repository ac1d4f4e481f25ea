import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { ConfigEnv } from '../../config.js';
import type { Database } from '../../db/client.js';
import { seedDemoCatalogue } from '../../db/seed.js';
import { mountSearchResults } from '../../db/tables.js';
import { TOO_MANY_SEARCHES } from '../../limits/search-limit.js';
import { createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';

/**
 * A flood of searches (docs/api.md, "Limits"): the search's own limit per address, and one lead for the same search
 * repeated, on two instances sharing one database.
 */
function twoInstances(env: ConfigEnv) {
  const setup = {} as {
    database: Database;
    first: FastifyInstance;
    second: FastifyInstance;
    body: Record<string, unknown>;
  };
  beforeAll(async () => {
    setup.database = await createTestDatabase();
    await seedDemoCatalogue(setup.database.db);
    const config = testConfig(env);
    setup.first = await buildApp({ config, database: setup.database });
    setup.second = await buildApp({ config, database: setup.database });
    const antennas = (await setup.first.inject({ method: 'GET', url: '/api/antennas' })).json<{ id: number }[]>();
    const roofTypes = (await setup.first.inject({ method: 'GET', url: '/api/roof_types' })).json<{ id: number }[]>();
    setup.body = {
      antenna: antennas[0]!.id,
      roof_type: roofTypes[0]!.id,
      wind_exposure: 'C',
      ridge_mount: false,
      building_height: 30,
      location: 'Chicago, IL, United States',
      location_latitude: 41.8781,
      location_longitude: -87.6298,
      customer_name: 'Flood Visitor',
      customer_email: 'flood@example.com',
      customer_company: 'Flood Roofing',
    };
  });
  afterAll(async () => {
    await setup.first.close();
    await setup.second.close();
    await setup.database.close();
  });
  return {
    setup,
    searchFrom: (app: FastifyInstance, remoteAddress: string, payload: object = setup.body) =>
      app.inject({ method: 'POST', url: '/api/mount_search_results', payload, remoteAddress }),
    stored: async () => (await setup.database.db.select({ n: count() }).from(mountSearchResults))[0]!.n,
  };
}

describe('the search limit per address', () => {
  // RATE_LIMIT_MAX far above the search's limits.
  const { setup, searchFrom, stored } = twoInstances({
    RATE_LIMIT_MAX: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '4',
    SEARCH_RATE_LIMIT_PER_DAY: '6',
  });
  const first = () => setup.first;
  const second = () => setup.second;

  it('lets an address make the minute limit across both instances, then 429 with retry-after, storing nothing', async () => {
    const before = await stored();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await searchFrom(i % 2 === 0 ? first() : second(), '10.1.0.1'));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, 4).every((status) => status === 201 || status === 404)).toBe(true);
    const refused = answers[4]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [TOO_MANY_SEARCHES] });
    // The minute's limit was met (the day's has one left): wait for the minute's end.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await stored()).toBe(before + 4);
    // Another address is not affected, nor are the other calls of this one.
    expect([201, 404]).toContain((await searchFrom(second(), '10.1.0.2')).statusCode);
    const other = await first().inject({ method: 'GET', url: '/api/antennas', remoteAddress: '10.1.0.1' });
    expect(other.statusCode).toBe(200);
  });

  it('counts refused and malformed searches too, and the day limit outlasts the minute', async () => {
    expect((await searchFrom(first(), '10.1.0.3', { antenna: 'x' })).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) expect([201, 404]).toContain((await searchFrom(first(), '10.1.0.3')).statusCode);
    expect((await searchFrom(first(), '10.1.0.3')).statusCode).toBe(429);
    // A minute later (the minute's counter ended), the day still has two left, then its 429 asks for hours.
    await setup.database.db.execute(
      `UPDATE rate_limit_counters SET window_ends_at = now() - interval '1 second' WHERE key = 'search:minute:10.1.0.3'`,
    );
    expect([201, 404]).toContain((await searchFrom(first(), '10.1.0.3')).statusCode);
    const dayRefused = await searchFrom(second(), '10.1.0.3');
    expect(dayRefused.statusCode).toBe(429);
    expect(Number(dayRefused.headers['retry-after'])).toBeGreaterThan(3600);
  });
});

/** SEARCH_REPEAT_WINDOW: the same search again from one address is one lead. */
describe('identical searches from one address make one lead', () => {
  const { setup, searchFrom, stored } = twoInstances({ SEARCH_REPEAT_WINDOW: '600' });
  const first = () => setup.first;
  const second = () => setup.second;

  it('stores the first and answers the repeats, sent together to both instances, with its record', async () => {
    const before = await stored();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => searchFrom(i % 2 === 0 ? first() : second(), '10.2.0.1')),
    );
    const statuses = new Set(answers.map((answer) => answer.statusCode));
    expect(statuses.size).toBe(1);
    expect([201, 404]).toContain([...statuses][0]);
    if ([...statuses][0] === 201) {
      const tokens = new Set(answers.map((answer) => answer.json<{ token: string }>().token));
      expect(tokens.size).toBe(1);
    }
    expect(await stored()).toBe(before + 1);
    // One more later, one by one: still that lead.
    await searchFrom(first(), '10.2.0.1');
    expect(await stored()).toBe(before + 1);
  });

  it('makes a new lead for another address or another input, and the dashboard counts leads', async () => {
    await createTestAdmin(first());
    const admin = await signInHeaders(first());
    const searches = async () =>
      (await first().inject({ method: 'GET', url: '/api/dashboard', headers: admin })).json<{
        totals: { searches: number };
      }>().totals.searches;
    const before = await stored();
    const counted = await searches();
    await searchFrom(first(), '10.2.0.2');
    await searchFrom(second(), '10.2.0.2');
    await searchFrom(first(), '10.2.0.1', { ...setup.body, building_height: 31 });
    await searchFrom(second(), '10.2.0.1', { ...setup.body, building_height: 31 });
    expect(await stored()).toBe(before + 2);
    expect(await searches()).toBe(counted + 2);
  });

  it('answers a repeat after the window as a new lead', async () => {
    const before = await stored();
    await searchFrom(first(), '10.2.0.3');
    // The window's claim ends (as 10 minutes later).
    await setup.database.db.execute(
      `UPDATE rate_limit_counters SET window_ends_at = now() - interval '1 second' WHERE key LIKE 'lead:%'`,
    );
    await searchFrom(second(), '10.2.0.3');
    expect(await stored()).toBe(before + 2);
  });
});
