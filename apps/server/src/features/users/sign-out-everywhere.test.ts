import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createResellerUserHeaders, createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';

/** DELETE /api/users/me/sessions and DELETE /api/users/{id}/sessions (docs/api.md, "Users and roles"). */
describe('sign out everywhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await createTestAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers });
  const me = (headers: Record<string, string>) => call('GET', '/api/users/me', headers);

  it("ends every one of the caller's sessions, this one included, and no other user's", async () => {
    const phone = await createResellerUserHeaders(t.app, 1, 'everywhere@example.com');
    const laptop = await signInHeaders(t.app, 'everywhere@example.com');
    const admin = await signInHeaders(t.app);
    const ended = await call('DELETE', '/api/users/me/sessions', laptop);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ signed_out: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    // Signing in again works as before.
    expect((await me(await signInHeaders(t.app, 'everywhere@example.com'))).statusCode).toBe(200);
  });

  it("lets an administrator sign a user out everywhere, the user's password unchanged", async () => {
    const admin = await signInHeaders(t.app);
    const user = await createResellerUserHeaders(t.app, 2, 'lost-phone@example.com');
    const other = await signInHeaders(t.app, 'lost-phone@example.com');
    const id = (await me(user)).json<{ id: number }>().id;
    const ended = await call('DELETE', `/api/users/${id}/sessions`, admin);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ signed_out: 2 });
    expect((await me(user)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await me(await signInHeaders(t.app, 'lost-phone@example.com'))).statusCode).toBe(200);
    // No session left to end is not an error.
    await call('DELETE', '/api/users/me/sessions', await signInHeaders(t.app, 'lost-phone@example.com'));
    expect((await call('DELETE', `/api/users/${id}/sessions`, admin)).json()).toEqual({ signed_out: 0 });
  });

  it('answers 401 without a token, 403 to a reseller user for another user, 404 for an unknown user', async () => {
    const admin = await signInHeaders(t.app);
    const reseller = await createResellerUserHeaders(t.app, 1, 'not-an-admin@example.com');
    expect((await call('DELETE', '/api/users/me/sessions')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/users/1/sessions')).statusCode).toBe(401);
    const refused = await call('DELETE', '/api/users/1/sessions', reseller);
    expect(refused.statusCode).toBe(403);
    expect((await me(admin)).statusCode).toBe(200);
    for (const id of ['999999', 'abc', '0']) {
      const missing = await call('DELETE', `/api/users/${id}/sessions`, admin);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json(), id).toEqual({ errors: ['Not found'] });
    }
  });
});
