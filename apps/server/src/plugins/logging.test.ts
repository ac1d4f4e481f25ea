import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { seedDemoCatalogue } from '../db/seed.js';
import { createTestAdmin, signInHeaders, TEST_ADMIN } from '../test/admin-sessions.js';
import { createTestDatabase, testConfig } from '../test/helpers.js';
import { redactedUrl } from './logging.js';

describe('logs: no token, no customer data', () => {
  const lines: string[] = [];
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCatalogue(database.db);
    app = await buildApp({ config: testConfig(), database, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    await createTestAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Runs a search for `customer` (name, e-mail, company) on the demo catalogue. */
  async function searchAs(customer: [string, string, string]) {
    const roofTypes = await app.inject({ method: 'GET', url: '/api/roof_types' });
    const antennas = await app.inject({ method: 'GET', url: '/api/antennas' });
    return app.inject({
      method: 'POST',
      url: '/api/mount_search_results',
      payload: {
        antenna: antennas.json<{ id: number }[]>()[0]!.id,
        roof_type: roofTypes.json<{ id: number }[]>()[0]!.id,
        location: 'Chicago, IL, United States',
        building_height: 30,
        wind_exposure: 'C',
        wind_speed: 115,
        customer_name: customer[0],
        customer_email: customer[1],
        customer_company: customer[2],
      },
    });
  }

  it('logs requests, but never the access token, client or uid of validate_token (query or headers)', async () => {
    const auth = await signInHeaders(app);
    const query = new URLSearchParams({ 'access-token': auth['access-token']!, client: auth.client!, uid: auth.uid! });
    const byQuery = await app.inject({ method: 'GET', url: `/api/auth/validate_token?${query.toString()}` });
    expect(byQuery.statusCode).toBe(200);
    const byHeaders = await app.inject({ method: 'GET', url: '/api/auth/validate_token', headers: auth });
    expect(byHeaders.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/auth/validate_token?access-token=[Redacted]');
    for (const secret of [
      auth['access-token']!,
      auth.client!,
      TEST_ADMIN.email,
      encodeURIComponent(TEST_ADMIN.email),
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs every token-bearing URL as /token/[redacted] (API paths, share link, edit link): no token in the log', async () => {
    const stored = await searchAs(['Ada', 'ada@example.com', 'Engines']);
    const { token } = stored.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const base = `/api/mount_search_results/token/${token}`;
    const urls = [base, `${base}/what_if`, `${base}/report.pdf`, `${base}/email`, `/results?t=${token}`];
    urls.push(`/?edit=${token}`, `/api/mount_search_results/TOKEN/${token}?x=1`);
    for (const url of urls) await app.inject({ method: url.endsWith('/email') ? 'POST' : 'GET', url });
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).toContain('/api/mount_search_results/token/[redacted]/report.pdf');
    expect(log).toContain('/api/mount_search_results/token/[redacted]/what_if');
    expect(log).toContain('/results?t=[Redacted]');
  });

  it("logs an admin search without what was searched for (a customer's e-mail)", async () => {
    const auth = await signInHeaders(app);
    const q = encodeURIComponent('grace.searched@example.com');
    for (const url of [`/api/mount_search_results?q=${q}&fit=true`, `/api/mount_search_results.csv?Q=${q}`]) {
      await app.inject({ method: 'GET', url, headers: auth });
    }
    const log = lines.join('');
    expect(log).toContain('/api/mount_search_results?q=[Redacted]&fit=true');
    expect(log).not.toContain('grace.searched');
  });

  it('logs a failed insert by message and code, without the customer name and e-mail', async () => {
    await database.db.execute(sql`ALTER TABLE mount_search_results RENAME TO mount_search_results_gone`);
    try {
      const response = await searchAs(['Grace Hopperfield', 'grace.private@example.com', 'Cobol Roofing']);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errors: ['Internal server error'] });
    } finally {
      await database.db.execute(sql`ALTER TABLE mount_search_results_gone RENAME TO mount_search_results`);
    }
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('mount_search_results');
    const log = lines.join('');
    for (const pii of ['Grace Hopperfield', 'grace.private@example.com', 'Cobol Roofing']) {
      expect(log).not.toContain(pii);
    }
  });
});

describe('redactedUrl', () => {
  it.each([
    ['/api/x', '/api/x'],
    ['/api/x?a=1&access-token=abc&uid=me%40x.com', '/api/x?a=1&access-token=[Redacted]&uid=[Redacted]'],
    ['/api/x?Client=c1&access%2Dtoken=t', '/api/x?Client=[Redacted]&access%2Dtoken=[Redacted]'],
    ['/api/x?%E0%A4%A=1', '/api/x?%E0%A4%A=[Redacted]'],
    ['/api/mount_search_results/token/AbC-_9', '/api/mount_search_results/token/[redacted]'],
    ['/api/mount_search_results/token/AbC/email?x=1', '/api/mount_search_results/token/[redacted]/email?x=1'],
    ['/api/a/token/', '/api/a/token/[redacted]'],
    ['/api/tokens/7', '/api/tokens/7'],
    ['/results?t=AbC&edit=XyZ', '/results?t=[Redacted]&edit=[Redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});
