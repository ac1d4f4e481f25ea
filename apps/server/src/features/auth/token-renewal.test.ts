import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFESPAN_SECONDS } from '@nprm/contracts';
import { authTokens } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createTestAdmin, TEST_ADMIN } from '../../test/admin-sessions.js';
import { BATCH_REQUEST_BUFFER_MS, hashToken } from './tokens.js';

const NAMES = ['access-token', 'token-type', 'client', 'expiry', 'uid'] as const;

describe('token renewal (devise_token_auth: a new token per request, batch-request grace)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await createTestAdmin(t.app);
  });
  afterAll(() => t.close());

  /** A fresh sign-in's five headers, not followed: each test decides which token it sends. */
  async function signIn(): Promise<Record<string, string>> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(NAMES.map((name) => [name, String(response.headers[name])]));
  }
  /** Moves the client's last renewal back past the batch-request buffer, as if 5 seconds had passed. */
  async function age(client: string): Promise<void> {
    await t.database.db
      .update(authTokens)
      .set({ rotated_at: sql`${authTokens.rotated_at} - interval '6 seconds'` })
      .where(eq(authTokens.client, client));
  }
  const get = (headers: Record<string, string>, url = '/api/mounts') => t.app.inject({ method: 'GET', url, headers });
  const token = (response: { headers: Record<string, unknown> }) => String(response.headers['access-token']);

  it('answers a new access-token, client, expiry and uid once the token is older than 5 seconds', async () => {
    const first = await signIn();
    await age(first.client!);
    const before = Math.floor(Date.now() / 1000);
    const response = await get(first);
    expect(response.statusCode).toBe(200);
    expect(token(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token(response)).not.toBe(first['access-token']);
    expect(response.headers).toMatchObject({ client: first.client, uid: TEST_ADMIN.email, 'token-type': 'Bearer' });
    const expiry = Number(response.headers.expiry);
    expect(expiry - before).toBeGreaterThanOrEqual(TOKEN_LIFESPAN_SECONDS - 5);
    expect(expiry - before).toBeLessThanOrEqual(TOKEN_LIFESPAN_SECONDS + 5);
    // Stored hashed, the replaced token too.
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.client, first.client!));
    expect(row?.token_hash).toBe(hashToken(token(response)));
    expect(row?.previous_token_hash).toBe(hashToken(first['access-token']!));
  });

  it('keeps the token within 5 seconds of its last renewal: blank access-token and expiry (a batch request)', async () => {
    const first = await signIn();
    for (const url of ['/api/mounts', '/api/auth/validate_token', '/api/roof_types']) {
      const response = await get(first, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-token']).toBe(' ');
      expect(response.headers.expiry).toBe(' ');
      expect(response.headers).toMatchObject({ client: first.client, uid: TEST_ADMIN.email });
    }
  });

  it('accepts the replaced token for 5 seconds after the renewal, then answers 401', async () => {
    const first = await signIn();
    await age(first.client!);
    const renewed = { ...first, 'access-token': token(await get(first)) };
    const grace = await get(first);
    expect(grace.statusCode).toBe(200);
    expect(grace.headers['access-token']).toBe(' ');
    expect((await get(renewed)).statusCode).toBe(200);
    await age(first.client!);
    expect((await get(first)).statusCode).toBe(401);
    const again = await get(renewed);
    expect(again.statusCode).toBe(200);
    expect(token(again)).not.toBe(renewed['access-token']);
    expect(BATCH_REQUEST_BUFFER_MS).toBe(5000);
  });

  it('renews once for concurrent requests; every one of them succeeds', async () => {
    const first = await signIn();
    await age(first.client!);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(first)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const renewed = answers.map(token).filter((value) => value.trim() !== '');
    expect(renewed).toHaveLength(1);
    expect((await get({ ...first, 'access-token': renewed[0]! })).statusCode).toBe(200);
  });

  it('renews on validate_token and on public calls made signed in; a 401 carries no token', async () => {
    const first = await signIn();
    await age(first.client!);
    const validated = await get(first, '/api/auth/validate_token');
    expect(validated.statusCode).toBe(200);
    expect(token(validated)).not.toBe(first['access-token']);
    const next = { ...first, 'access-token': token(validated) };
    await age(first.client!);
    const publicCall = await get(next, '/api/roof_types?include_inactive=true');
    expect(publicCall.statusCode).toBe(200);
    expect(token(publicCall).trim()).not.toBe('');
    const refused = await get({ ...first, 'access-token': 'x'.repeat(43) });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-token']).toBeUndefined();
  });

  it('sign-out revokes the current and the replaced token', async () => {
    const first = await signIn();
    await age(first.client!);
    const renewed = { ...first, 'access-token': token(await get(first)) };
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sign_out', headers: renewed })).statusCode).toBe(
      200,
    );
    expect((await get(first)).statusCode).toBe(401);
    expect((await get(renewed)).statusCode).toBe(401);
  });
});
