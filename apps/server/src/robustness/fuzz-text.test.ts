import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { seedDemoCatalogue } from '../db/seed.js';
import { createTestAdmin, signInHeaders } from '../test/admin-sessions.js';
import { createTestDatabase, testConfig, type TestApp } from '../test/helpers.js';
import { publicCatalogue, searchVariants } from './support.js';

/**
 * Text PostgreSQL refuses (a NUL) or cannot encode (a lone surrogate) in any query or body field of
 * any route, public or admin, signed in: never a 500, and a 422 names the field. The routes and their fields are
 * read from the app itself (each route's schema as it is added), so a route added later is walked too.
 */

/** The values sent in a JSON body: each is refused, a 422 on its field. */
const BODY_VALUES = ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y'];
/**
 * The same in a query string. A lone surrogate has no UTF-8, so a client can only send its CESU-8 bytes, which
 * the query parser reads as U+FFFD, a character like any other: those must not fail, but need not be refused.
 */
const QUERY_VALUES = [
  { text: 'a%00b', refused: true },
  { text: '%00', refused: true },
  { text: 'x%ED%A0%80', refused: false },
  { text: '%ED%B0%80y', refused: false },
];
/** Password fields are only ever hashed and compared, never stored as text: any character may be in one. */
const NEVER_STORED = new Set(['password', 'current_password']);

/** The keys of an object schema, looking through optional, default, pipe (preprocess), union and intersection. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!(schema instanceof z.ZodType) || depth > 8) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = schema.def as unknown as Record<string, unknown>;
  const inner = [def.in, def.out, def.innerType, def.left, def.right, ...((def.options as unknown[]) ?? [])];
  return [...new Set(inner.flatMap((part) => fieldsOf(part, depth + 1)))];
}

interface Walked {
  method: string;
  url: string;
  query: string[];
  body: string[];
}

/** Routes that would end the test's own session. */
const LEFT_OUT = new Set(['DELETE /api/auth/sign_out']);

describe('fuzz: NUL and lone surrogates in every query and body text field', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let token: string | undefined;
  const routes: Walked[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    await seedDemoCatalogue(database.db);
    const collect = (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || LEFT_OUT.has(`${method} ${route.url}`)) continue;
        routes.push({ method, url: route.url, query: fieldsOf(schema.querystring), body: fieldsOf(schema.body) });
      }
    };
    const config = testConfig({ RATE_LIMIT_MAX: '10000000', SIGN_IN_MAX_FAILURES: '10000000' });
    const app = await buildApp({ config, database, onRoute: collect });
    await app.ready();
    t = { app, database, close: async () => (await app.close(), await database.close()) };
    await createTestAdmin(app);
    admin = await signInHeaders(app);
    // A search that found a mount, so the routes under its token reach their work.
    for (const payload of searchVariants(await publicCatalogue(app))) {
      const saved = await app.inject({ method: 'POST', url: '/api/mount_search_results', payload });
      if (saved.statusCode === 201) token ??= saved.json<{ token: string }>().token;
    }
    expect(token).toBeDefined();
  });
  afterAll(() => t.close());

  /** A concrete URL: ids name seeded records (1), a token names the saved search. */
  const concrete = (url: string) => url.replace(/:token\b/g, token!).replace(/:[A-Za-z_]+/g, '1');

  it('reads the fields of the routes from their schemas', () => {
    const keyed = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
    expect(keyed.get('GET /api/history')?.query).toContain('entity');
    expect(keyed.get('GET /api/places')?.query).toContain('q');
    expect(keyed.get('POST /api/mount_search_results')?.body).toContain('customer_name');
    expect(keyed.get('PUT /api/resellers/:id')?.body).toContain('name');
  });

  it('never answers 500, and a 422 names the field', async () => {
    const problems: string[] = [];
    let sent = 0;
    const expectAnswer = async (what: string, field: string, refused: boolean, request: InjectOptions) => {
      const response = await t.app.inject(request);
      sent += 1;
      const body = response.body.slice(0, 200);
      if (response.statusCode >= 500) problems.push(`${what} → ${response.statusCode} ${body}`);
      else if (refused && !NEVER_STORED.has(field) && response.statusCode < 400)
        problems.push(`${what} → ${response.statusCode}: accepted`);
      else if (refused && !NEVER_STORED.has(field) && response.statusCode === 422) {
        const errors = response.json<{ errors: Record<string, unknown> }>().errors;
        if (!Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`)))
          problems.push(`${what} → 422 without ${field}: ${body}`);
      }
    };
    for (const route of routes) {
      const url = concrete(route.url);
      for (const field of route.query) {
        for (const { text, refused } of QUERY_VALUES) {
          const what = `${route.method} ${url}?${field}=${text}`;
          await expectAnswer(what, field, refused, {
            method: route.method,
            url: `${url}?${encodeURIComponent(field)}=${text}`,
            headers: admin,
          });
        }
      }
      for (const field of route.body) {
        for (const value of BODY_VALUES) {
          const payload = JSON.stringify({ [field]: value });
          await expectAnswer(`${route.method} ${url} ${payload}`, field, true, {
            method: route.method,
            url,
            headers: { ...admin, 'content-type': 'application/json' },
            payload,
          });
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  });
});
