import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createTestAdmin, signInHeaders, TEST_ADMIN } from '../../test/admin-sessions.js';
import { hashToken } from './tokens.js';

const UNAUTHENTICATED = { errors: ['You need to sign in or sign up before continuing.'] };
/** The test admin as sign-in and validate_token answer it. */
const adminUser = {
  id: expect.any(Number),
  email: TEST_ADMIN.email,
  uid: TEST_ADMIN.email,
  provider: 'email',
  name: 'Test Admin',
};

describe('devise_token_auth protocol', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createTestAdmin(t.app);
  });
  afterAll(() => t.close());

  const signIn = (payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: payload as object, remoteAddress });

  describe('POST /api/auth/sign_in', () => {
    it('answers the user and the five auth headers', async () => {
      const before = Math.floor(Date.now() / 1000);
      const response = await signIn({ email: 'ADMIN@example.com', password: TEST_ADMIN.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: adminUser,
      });
      expect(response.headers['token-type']).toBe('Bearer');
      expect(response.headers.uid).toBe(TEST_ADMIN.email);
      expect(response.headers['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.headers.client).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const expiry = Number(response.headers.expiry);
      expect(String(response.headers.expiry)).toMatch(/^\d+$/);
      expect(expiry - before).toBeGreaterThanOrEqual(14 * 24 * 3600 - 5);
      expect(expiry - before).toBeLessThanOrEqual(14 * 24 * 3600 + 5);
    });

    it('keeps only a hash of the token', async () => {
      const headers = await signInHeaders(t.app);
      const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.client, headers.client!));
      expect(row?.token_hash).toBe(hashToken(headers['access-token']!));
      expect(row?.token_hash).not.toContain(headers['access-token']!);
    });

    it.each([
      ['a wrong password', { email: TEST_ADMIN.email, password: 'not the password at all' }],
      ['an unknown account', { email: 'nobody@example.com', password: TEST_ADMIN.password }],
      ['no password', { email: TEST_ADMIN.email }],
      ['no body fields', {}],
      ['non-text fields', { email: ['x'], password: 42 }],
    ])('answers 401 with the devise message for %s', async (_case, payload) => {
      const response = await signIn(payload, `10.0.1.${Math.floor(Math.random() * 200)}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, errors: ['Invalid login credentials. Please try again.'] });
      expect(response.headers['access-token']).toBeUndefined();
    });
    it('refuses any body but application/json with 415, counting no attempt (no cross-site form can sign in)', async () => {
      const credentials = JSON.stringify({ email: TEST_ADMIN.email, password: 'not the password at all' });
      for (const type of [
        'text/plain',
        'text/plain; charset=utf-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign_in',
          headers: { 'content-type': type },
          payload: credentials,
          remoteAddress: '10.0.2.1',
        });
        expect(response.statusCode, type).toBe(415);
        expect(response.json(), type).toEqual({ errors: ['Unsupported content type: send application/json'] });
      }
      // Ten refused posts counted nothing: the right password still signs in at once from that address.
      const right = await signIn({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }, '10.0.2.1');
      expect(right.statusCode).toBe(200);
    });
    // Throttling (per account and address, per address, shared, counted first): sign-in-throttle.test.ts.
  });

  describe('GET /api/auth/validate_token', () => {
    it('answers the user with the auth headers for a valid token', async () => {
      const headers = await signInHeaders(t.app);
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: adminUser,
      });
      expect(response.headers.client).toBe(headers.client);
      // Just signed in: within the batch-request buffer, so the token is kept (token-renewal.test.ts).
      expect(response.headers['access-token']).toBe(' ');
    });

    it('accepts the credentials as query parameters', async () => {
      const headers = await signInHeaders(t.app);
      const query = new URLSearchParams({
        uid: headers.uid!,
        client: headers.client!,
        'access-token': headers['access-token']!,
      });
      const response = await t.app.inject({ method: 'GET', url: `/api/auth/validate_token?${query.toString()}` });
      expect(response.statusCode).toBe(200);
    });

    it('accepts the Authorization: Bearer form', async () => {
      const headers = await signInHeaders(t.app);
      const bearer = Buffer.from(JSON.stringify(headers)).toString('base64');
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/validate_token',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers 401 for a missing, wrong, expired or foreign token', async () => {
      const headers = await signInHeaders(t.app);
      const other = await signInHeaders(t.app);
      const cases: Record<string, string>[] = [
        {},
        { ...headers, 'access-token': 'x'.repeat(43) },
        { ...headers, client: other.client! },
        { ...headers, uid: 'someone@example.com' },
        { ...headers, 'access-token': `${headers['access-token']}\u0000`.slice(0, 10) },
      ];
      for (const candidate of cases) {
        const response = await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers: candidate });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, errors: ['Invalid login credentials'] });
      }
      await t.database.db
        .update(authTokens)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(authTokens.client, headers.client!));
      const expired = await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers });
      expect(expired.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/auth/sign_out', () => {
    it('revokes that client only', async () => {
      const headers = await signInHeaders(t.app);
      const other = await signInHeaders(t.app);
      const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(response.headers['access-token']).toBeUndefined();
      const after = await t.app.inject({ method: 'GET', url: '/api/mounts', headers });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(UNAUTHENTICATED);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers: other })).statusCode).toBe(
        200,
      );
    });

    it('answers 404 without a valid token', async () => {
      for (const headers of [{}, { uid: TEST_ADMIN.email, client: 'nope', 'access-token': 'nope' }]) {
        const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, errors: ['User was not found or was not logged in.'] });
      }
    });
  });

  describe('client limit', () => {
    it('keeps at most 10 clients per user and evicts the oldest', async () => {
      const email = 'many-devices@example.com';
      await createTestAdmin(t.app, email);
      const sessions: Record<string, string>[] = [];
      for (let i = 0; i < 11; i++) sessions.push(await signInHeaders(t.app, email));
      const valid = async (headers: Record<string, string>) =>
        (await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers })).statusCode === 200;
      expect(await valid(sessions[0]!)).toBe(false);
      for (const headers of sessions.slice(1)) expect(await valid(headers)).toBe(true);
    });
  });
});
