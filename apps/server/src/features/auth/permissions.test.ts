import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createResellerUserHeaders, createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';
import { createEngineer } from '../../test/reviews.js';

const UNAUTHENTICATED = { errors: ['You need to sign in or sign up before continuing.'] };

/** docs/api.md "Users and roles": the calls anonymous visitors may make. Everything else under /api needs a token. */
const PUBLIC = new Set([
  'GET /api/resellers/init',
  'GET /api/resellers/:id',
  'GET /api/roof_types',
  'GET /api/roof_types/:id',
  'GET /api/block_types',
  'GET /api/block_types/:id',
  'GET /api/engineering_settings',
  'GET /api/antennas',
  'GET /api/antennas/:id',
  'GET /api/places',
  'GET /api/places/resolve',
  'GET /api/wind_speed',
  'GET /api/seismic_reference_values',
  'POST /api/mount_search_results',
  'GET /api/mount_search_results/token/:token',
  'GET /api/mount_search_results/diagnostics',
  'GET /api/mount_search_results/token/:token/calculations.txt',
  'GET /api/mount_search_results/token/:token/what_if',
  'GET /api/mount_search_results/token/:token/report.pdf',
  'POST /api/mount_search_results/token/:token/email',
  'GET /api/mail',
  'GET /api/health',
  'POST /api/mount_search_results/token/:token/review_requests',
  'GET /api/mount_search_results/token/:token/review',
  'GET /api/reviews/:reference',
  'GET /api/reviews/:reference/seal',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:file',
  'POST /api/mount_search_results/token/:token/quote_requests',
  // "Forgot password?" and the e-mailed links: whoever has the link (or the address) is not signed in.
  'POST /api/auth/password',
  'POST /api/auth/password/link',
  'PUT /api/auth/password',
]);

/**
 * The devise_token_auth calls: open to anyone (signing in is how a token is obtained), answering bad credentials
 * with their own bodies (auth.test.ts checks them in detail).
 */
const AUTH_PROTOCOL = new Set(['POST /api/auth/sign_in', 'GET /api/auth/validate_token', 'DELETE /api/auth/sign_out']);

/**
 * docs/api.md "Users and roles": the only signed-in calls a reseller user may make (its reseller's branding form,
 * its reseller mounts and the mounts to choose them from, its searches, itself). Every other route is for
 * administrators: default deny.
 */
const RESELLER_USER_ROUTES = new Set([
  'GET /api/resellers/:id',
  'PUT /api/resellers/:id',
  'GET /api/resellers/:id/reseller_mounts',
  'GET /api/resellers/:id/price_list',
  'PUT /api/resellers/:id/price_list',
  'GET /api/resellers/:id/price_list.csv',
  'POST /api/resellers/:id/price_list/import',
  'POST /api/reseller_mounts',
  'POST /api/reseller_mounts/bulk',
  'POST /api/reseller_mounts/bulk_actions',
  'GET /api/reseller_mounts/:id',
  'PUT /api/reseller_mounts/:id',
  'DELETE /api/reseller_mounts/:id',
  'PUT /api/reseller_mounts/:id/reactivate',
  'GET /api/mount_search_results',
  'GET /api/leads/counts',
  'GET /api/leads/:id',
  'PUT /api/leads/:id',
  'POST /api/leads/:id/notes',
  'GET /api/leads/:id/timeline',
  'POST /api/leads/bulk_actions',
  'GET /api/dashboard',
  'GET /api/mounts',
  'GET /api/mounts/:id',
  'GET /api/users/me',
  'PUT /api/users/me/password',
  'DELETE /api/users/me/sessions',
]);
/** docs/api.md "Users and roles": the only signed-in calls an engineer may make (itself, its profile, the queue). */
const ENGINEER_ROUTES = new Set([
  'GET /api/users/me',
  'PUT /api/users/me/password',
  'DELETE /api/users/me/sessions',
  'GET /api/users/:id/engineer_profile',
  'PUT /api/users/:id/engineer_profile',
  'GET /api/users/:id/engineer_profile/seal',
  'PUT /api/users/:id/engineer_profile/seal',
  'GET /api/review_queue',
  'GET /api/review_queue/:id',
  'POST /api/review_queue/:id/decision',
]);
const FORBIDDEN = { errors: ['You are not allowed to do this.'] };

interface Route {
  method: string;
  url: string;
}

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`), so routes added later by any
 * feature are walked too. Each line is "<tree prefix><path segment> (<METHODS>)", nested 4 columns per level.
 */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== '' && method !== '-') routes.push({ method, url });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: every parameter becomes 1 (an id the seeded catalogue has). */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
}

/** HEAD routes are Fastify's automatic twins of GET routes and share their permission. */
function key(route: Route): string {
  return `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
}

describe('permissions of every route', () => {
  let t: TestApp;
  let routes: Route[];
  let valid: Record<string, string>;
  let expired: Record<string, string>;
  let revoked: Record<string, string>;
  let resellerUser: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await createTestAdmin(t.app);
    valid = await signInHeaders(t.app);
    expired = await signInHeaders(t.app);
    await t.database.db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(authTokens.client, expired.client!));
    revoked = await signInHeaders(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: revoked })).statusCode).toBe(
      200,
    );
    // Bound to reseller 1, the id every concrete URL names: its own calls succeed or fail on their body.
    resellerUser = await createResellerUserHeaders(t.app, 1);
    routes = routesOf(t.app);
  });
  afterAll(() => t.close());

  /** The calls that sign a user out everywhere: the caller signs in again after one, so the walk goes on. */
  const SIGNS_OUT = new Set(['DELETE /api/users/me/sessions', 'DELETE /api/users/:id/sessions']);
  const call = async (route: Route, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: route.method,
      url: concrete(route.url),
      headers,
      ...(route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' ? { payload: {} } : {}),
    });
    if (SIGNS_OUT.has(key(route)) && response.statusCode === 200) {
      Object.assign(headers, await signInHeaders(t.app, headers.uid));
    }
    return response;
  };

  it('reads the route table completely', () => {
    for (const route of routes) expect(t.app.hasRoute({ method: route.method, url: route.url }), key(route)).toBe(true);
    const keys = new Set(routes.map(key));
    for (const expected of [
      'GET /api/health',
      'POST /api/auth/sign_in',
      'GET /api/mounts',
      'PUT /api/reseller_mounts/:id/reactivate',
    ]) {
      expect(keys).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('refuses every non-public API route without a valid token, and serves it with one', async () => {
    const guarded = routes.filter(
      (route) => route.url.startsWith('/api') && !PUBLIC.has(key(route)) && !AUTH_PROTOCOL.has(key(route)),
    );
    expect(guarded.length).toBeGreaterThan(30);
    const garbage = { ...valid, 'access-token': 'not-a-token' };
    for (const route of guarded) {
      for (const [label, headers] of Object.entries({ none: {}, expired, revoked, garbage })) {
        const response = await call(route, headers);
        expect(response.statusCode, `${key(route)} with ${label} token`).toBe(401);
        if (route.method !== 'HEAD')
          expect(response.json(), `${key(route)} with ${label} token`).toEqual(UNAUTHENTICATED);
      }
      const allowed = await call(route, valid);
      expect(allowed.statusCode, `${key(route)} with a valid token`).not.toBe(401);
    }
  });

  it('serves every public route to anonymous visitors and to signed-in users', async () => {
    const open = routes.filter((route) => !route.url.startsWith('/api') || PUBLIC.has(key(route)));
    for (const route of open) {
      expect((await call(route)).statusCode, `${key(route)} anonymously`).not.toBe(401);
      expect((await call(route, valid)).statusCode, `${key(route)} signed in`).not.toBe(401);
    }
  });

  it('lets the auth protocol calls refuse bad tokens with their own bodies', async () => {
    for (const headers of [{}, expired, revoked]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers: valid })).statusCode).toBe(
      200,
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: 'x@example.com', password: 'wrong' },
    });
    expect(wrong.json()).toEqual({ success: false, errors: ['Invalid login credentials. Please try again.'] });
    expect(new Set(routes.map(key).filter((name) => AUTH_PROTOCOL.has(name))).size).toBe(3);
  });

  const guardedRoutes = () =>
    routes.filter((route) => route.url.startsWith('/api') && !PUBLIC.has(key(route)) && !AUTH_PROTOCOL.has(key(route)));

  it('answers 403 to a reseller user on every signed-in route except its own few, which it may use', async () => {
    const guarded = guardedRoutes();
    for (const route of guarded) {
      const response = await call(route, resellerUser);
      if (RESELLER_USER_ROUTES.has(key(route))) {
        expect([401, 403], `${key(route)} as a reseller user`).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, `${key(route)} as a reseller user`).toBe(403);
        if (route.method !== 'HEAD') expect(response.json(), key(route)).toEqual(FORBIDDEN);
      }
    }
    // The list names only routes that exist: a renamed route cannot keep a stale exemption.
    const keys = new Set(routes.map(key));
    for (const name of RESELLER_USER_ROUTES) expect(keys, name).toContain(name);
  });

  it('answers 403 to an engineer on every signed-in route except its own few (no catalogue, no users)', async () => {
    const engineer = (await createEngineer(t.app, 'pe@example.com', { seal: false })).headers;
    for (const route of guardedRoutes()) {
      const response = await call(route, engineer);
      // A profile is let in, then refused unless it is the engineer's own (engineers.test.ts): not a 401 here.
      if (key(route).includes('/engineer_profile')) expect(response.statusCode, key(route)).not.toBe(401);
      else if (ENGINEER_ROUTES.has(key(route)))
        expect([401, 403], `${key(route)} as an engineer`).not.toContain(response.statusCode);
      else expect(response.statusCode, `${key(route)} as an engineer`).toBe(403);
    }
    const keys = new Set(routes.map(key));
    for (const name of ENGINEER_ROUTES) expect(keys, name).toContain(name);
  });

  it('serves the public routes to a reseller user as to an anonymous visitor', async () => {
    const open = routes.filter((route) => route.url.startsWith('/api') && PUBLIC.has(key(route)));
    for (const route of open) {
      if (route.method !== 'GET' || RESELLER_USER_ROUTES.has(key(route))) continue;
      const anonymous = await call(route);
      const asReseller = await call(route, resellerUser);
      expect(asReseller.statusCode, key(route)).toBe(anonymous.statusCode);
    }
  });
});
