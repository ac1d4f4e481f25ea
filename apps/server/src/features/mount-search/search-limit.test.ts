import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { seedDemoCatalogue } from '../../db/seed.js';
import { mountSearchResults } from '../../db/tables.js';
import { TOO_MANY_SEARCHES } from '../../limits/search-limit.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import type { FastifyInstance } from 'fastify';

/** The search's own per-address limit (docs/api.md, "Mount search"): shared by instances, apart from RATE_LIMIT_MAX. */
describe('the search limit per address', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let body: Record<string, unknown>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCatalogue(database.db);
    // Two instances on one database; RATE_LIMIT_MAX far above the search's limits.
    const config = testConfig({
      RATE_LIMIT_MAX: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '4',
      SEARCH_RATE_LIMIT_PER_DAY: '6',
    });
    first = await buildApp({ config, database });
    second = await buildApp({ config, database });
    const antennas = (await first.inject({ method: 'GET', url: '/api/antennas' })).json<{ id: number }[]>();
    const roofTypes = (await first.inject({ method: 'GET', url: '/api/roof_types' })).json<{ id: number }[]>();
    body = {
      antenna: antennas[0]!.id,
      roof_type: roofTypes[0]!.id,
      wind_exposure: 'C',
      ridge_mount: false,
      building_height: 30,
      location: 'Chicago, IL, United States',
      location_latitude: 41.8781,
      location_longitude: -87.6298,
      customer_name: 'Limit Visitor',
      customer_email: 'limit@example.com',
      customer_company: 'Limit Roofing',
    };
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const searchFrom = (app: FastifyInstance, remoteAddress: string, payload: object = body) =>
    app.inject({ method: 'POST', url: '/api/mount_search_results', payload, remoteAddress });
  const stored = async () => (await database.db.select({ n: count() }).from(mountSearchResults))[0]!.n;

  it('lets an address make the minute limit across both instances, then 429 with retry-after, storing nothing', async () => {
    const before = await stored();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await searchFrom(i % 2 === 0 ? first : second, '10.1.0.1'));
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
    expect([201, 404]).toContain((await searchFrom(second, '10.1.0.2')).statusCode);
    const other = await first.inject({ method: 'GET', url: '/api/antennas', remoteAddress: '10.1.0.1' });
    expect(other.statusCode).toBe(200);
  });

  it('counts refused and malformed searches too, and the day limit outlasts the minute', async () => {
    expect((await searchFrom(first, '10.1.0.3', { antenna: 'x' })).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) expect([201, 404]).toContain((await searchFrom(first, '10.1.0.3')).statusCode);
    expect((await searchFrom(first, '10.1.0.3')).statusCode).toBe(429);
    // A minute later (the minute's counter ended), the day still has two left, then its 429 asks for hours.
    await database.db.execute(
      `UPDATE rate_limit_counters SET window_ends_at = now() - interval '1 second' WHERE key = 'search-minute:10.1.0.3'`,
    );
    expect([201, 404]).toContain((await searchFrom(first, '10.1.0.3')).statusCode);
    const dayRefused = await searchFrom(second, '10.1.0.3');
    expect(dayRefused.statusCode).toBe(429);
    expect(Number(dayRefused.headers['retry-after'])).toBeGreaterThan(3600);
  });
});
