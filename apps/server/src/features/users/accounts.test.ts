import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders, signInHeaders, TEST_ADMIN } from '../../test/admin-sessions.js';

const PASSWORD: string = TEST_ADMIN.password;
/** zxcvbn's reason, in words, at the field (docs/api.md, "Users and roles"). */
const WEAK_1234 =
  'is too easy to guess: This is similar to a commonly used password. Add more words that are less common.';
const newUser = (overrides: object = {}) => ({
  email: 'ann@example.com',
  name: 'Ann Reseller',
  role: 'reseller_user',
  reseller_id: 2,
  password: PASSWORD,
  ...overrides,
});

describe('users API (docs/api.md, "Users and roles")', () => {
  const t = useAdminTestApp();
  const signIn = (email: string, password = PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password } });

  it('creates, lists, reads and changes users; never answers a password', async () => {
    const created = await t.call('POST', '/api/users', newUser());
    expect(created.statusCode, created.body).toBe(201);
    const ann = created.json();
    expect(ann).toEqual({
      id: ann.id,
      email: 'ann@example.com',
      name: 'Ann Reseller',
      role: 'reseller_user',
      reseller_id: 2,
      deleted_at: null,
      lock_version: 0,
    });
    expect(created.body).not.toMatch(/password/);
    expect((await t.call('GET', '/api/users')).json().map((u: { email: string }) => u.email)).toEqual([
      TEST_ADMIN.email,
      'ann@example.com',
    ]);
    expect((await t.call('GET', `/api/users/${ann.id}`)).json()).toEqual(ann);
    const changed = await t.call('PUT', `/api/users/${ann.id}`, { name: 'Ann B', role: 'administrator' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Ann B', role: 'administrator', reseller_id: null });
    const back = await t.call('PUT', `/api/users/${ann.id}`, { role: 'reseller_user', reseller_id: 1 });
    expect(back.json()).toMatchObject({ role: 'reseller_user', reseller_id: 1 });
    expect((await signIn('ann@example.com')).statusCode).toBe(200);
  });

  it('answers 422 for bad fields, a taken e-mail, a weak password, a wrong role and reseller pair', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [
        { email: 'b@example.com', password: 'aaaaaaaaaaaa' },
        { password: [expect.stringMatching(/^is too easy to guess: Repeated/) as string] },
      ],
      [
        { email: 'b@example.com', password: 'Password123!' },
        { password: [expect.stringMatching(/^is too easy to guess: /) as string] },
      ],
      [
        { email: 'b@example.com', password: 'qwertyuiopas' },
        { password: [expect.stringMatching(/^is too easy to guess: /) as string] },
      ],
      [{ email: 'nope' }, { email: ['is not an e-mail address'] }],
      [{ email: 'ANN@example.com' }, { email: ['has already been taken'] }],
      [{ email: 'b@example.com', password: 'short' }, { password: ['must be at least 12 characters'] }],
      [{ email: 'b@example.com', password: 'password1234' }, { password: [WEAK_1234] }],
      [{ email: 'b@example.com', reseller_id: null }, { reseller_id: ['must be given for a reseller user'] }],
      [{ email: 'b@example.com', role: 'administrator' }, { reseller_id: ['must be empty for an administrator'] }],
      [{ email: 'b@example.com', reseller_id: 999 }, { reseller_id: ['must exist'] }],
      [{ email: 'b@example.com', role: 'owner' }, { role: ['must be administrator, reseller_user or engineer'] }],
      [{ email: 'b@example.com', name: '' }, { name: ["can't be blank"] }],
    ];
    for (const [body, errors] of cases) {
      const response = await t.call('POST', '/api/users', newUser(body));
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    const ann = (await t.call('GET', '/api/users')).json()[1];
    expect((await t.call('PUT', `/api/users/${ann.id}`, { email: TEST_ADMIN.email })).json().errors).toEqual({
      email: ['has already been taken'],
    });
    const admin = (await t.call('GET', '/api/users')).json()[0];
    expect((await t.call('PUT', `/api/users/${admin.id}`, { role: 'reseller_user', reseller_id: 1 })).statusCode).toBe(
      422,
    );
    expect((await t.call('DELETE', `/api/users/${admin.id}`)).json().full_messages).toEqual([
      "Your account can't be changed on your own account",
    ]);
  });

  it('answers 404 for unknown users and 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/999'],
      ['PUT', '/api/users/999'],
      ['DELETE', '/api/users/999'],
      ['PUT', '/api/users/999/reactivate'],
      ['PUT', '/api/users/abc/password'],
      ['PUT', '/api/users/999/password'],
    ] as const) {
      const body = url.endsWith('password') ? { password: 'another long password' } : method === 'PUT' ? {} : undefined;
      expect((await t.call(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await t.call(method, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('disables a user: its tokens stop at once and it cannot sign in; enabling lets it in again', async () => {
    const headers = await createResellerUserHeaders(t.app, 1, 'dora@example.com');
    expect((await t.call('GET', '/api/users/me', undefined, headers)).statusCode).toBe(200);
    const dora = (await t.call('GET', '/api/users/me', undefined, headers)).json();
    const disabled = await t.call('DELETE', `/api/users/${dora.id}`);
    expect(disabled.json().deleted_at).not.toBeNull();
    expect((await t.call('GET', '/api/users/me', undefined, headers)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/resellers/1/reseller_mounts', undefined, headers)).statusCode).toBe(401);
    const refused = await signIn('dora@example.com');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors).toEqual(['Your account is disabled. Ask an administrator to enable it.']);
    expect((await t.call('GET', '/api/users')).json().map((u: { id: number }) => u.id)).not.toContain(dora.id);
    expect((await t.call('GET', '/api/users?include_inactive=true')).json().map((u: { id: number }) => u.id)).toContain(
      dora.id,
    );
    expect((await t.call('PUT', `/api/users/${dora.id}/reactivate`)).json().deleted_at).toBeNull();
    expect((await signIn('dora@example.com')).statusCode).toBe(200);
  });

  it('lets an administrator set a password: the rule applies and the user is signed out everywhere', async () => {
    const headers = await signInHeaders(t.app, 'dora@example.com');
    const dora = (await t.call('GET', '/api/users/me', undefined, headers)).json();
    const weak = await t.call('PUT', `/api/users/${dora.id}/password`, { password: 'password1234' });
    expect(weak.statusCode).toBe(422);
    const done = await t.call('PUT', `/api/users/${dora.id}/password`, { password: 'a fresh long password' });
    expect(done.json()).toEqual({ success: true });
    expect((await t.call('GET', '/api/users/me', undefined, headers)).statusCode).toBe(401);
    expect((await signIn('dora@example.com', 'a fresh long password')).statusCode).toBe(200);
    expect((await t.call('PUT', `/api/users/${dora.id}/password`, { password: 'x' }, headers)).statusCode).toBe(401);
  });

  it('lets every user read itself and change its own password with the current one', async () => {
    const sessionA = await signInHeaders(t.app);
    const me = await t.call('GET', '/api/users/me', undefined, sessionA);
    expect(me.json()).toMatchObject({ email: TEST_ADMIN.email, role: 'administrator', reseller_name: null });
    const wrong = await t.call(
      'PUT',
      '/api/users/me/password',
      { current_password: 'not it at all', password: 'password1234' },
      sessionA,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: ['is not your current password'],
      password: [WEAK_1234],
    });
    const changed = await t.call(
      'PUT',
      '/api/users/me/password',
      { current_password: PASSWORD, password: 'my own new password' },
      sessionA,
    );
    expect(changed.json()).toEqual({ success: true });
    // This session stays; the admin's other session (the test app's) ends.
    expect((await t.call('GET', '/api/users/me', undefined, sessionA)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/users/me')).statusCode).toBe(401);
    expect((await signIn(TEST_ADMIN.email, 'my own new password')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/users/me', undefined, {})).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/users/me/password', {}, {})).statusCode).toBe(401);
    const reseller = await signInHeaders(t.app, 'ann@example.com');
    expect((await t.call('GET', '/api/users/me', undefined, reseller)).json()).toMatchObject({
      role: 'reseller_user',
      reseller_id: 1,
      reseller_name: expect.any(String),
    });
    expect((await t.call('GET', '/api/users', undefined, reseller)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/users', newUser({ email: 'x@example.com' }), reseller)).statusCode).toBe(403);
  });
});
