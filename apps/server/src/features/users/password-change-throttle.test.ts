import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signInHeaders, TEST_ADMIN } from '../../test/admin-sessions.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { FIRST_WAIT_MS } from '../auth/index.js';

const WRONG = 'not the password at all';
const NEW_PASSWORD = 'Quartz ledger 19 sparrows';

// The password change's current_password is a password guess, counted like a sign-in.
describe('PUT /api/users/me/password shares the sign-in throttle (docs/api.md, Authentication)', () => {
  /** SIGN_IN_MAX_FAILURES 2: two guesses of one account from one address are checked, then waits. */
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_MAX_FAILURES: '2' } });
    await createTestAdmin(t.app);
  });
  afterAll(() => t.close());

  const change = (headers: Record<string, string>, current: string, remoteAddress: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      payload: { current_password: current, password: NEW_PASSWORD },
      headers,
      remoteAddress,
    });
  const signIn = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: TEST_ADMIN.email, password },
      remoteAddress,
    });

  it('refuses the guess after the limit with 429 without checking it, and throttles sign-in from that address', async () => {
    const session = await signInHeaders(t.app);
    const address = '10.60.0.1';
    for (let i = 0; i < 2; i += 1) {
      const wrong = await change(session, WRONG, address);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: ['is not your current password'] });
    }
    // The next guess waits, even with the right password: it is not checked, and nothing changes.
    const refused = await change(session, TEST_ADMIN.password, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [expect.stringMatching(/^Too many failed password attempts\. Please wait/)],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(FIRST_WAIT_MS / 1000);
    // Sign-in of that account from that address waits too; from another address the old password still works.
    expect((await signIn(TEST_ADMIN.password, address)).statusCode).toBe(429);
    expect((await signIn(NEW_PASSWORD, '10.60.0.2')).statusCode).toBe(401);
    expect((await signIn(TEST_ADMIN.password, '10.60.0.2')).statusCode).toBe(200);
  });

  it('counts failed sign-ins against the password change from the same address', async () => {
    const session = await signInHeaders(t.app);
    const address = '10.61.0.1';
    for (let i = 0; i < 2; i += 1) expect((await signIn(WRONG, address)).statusCode).toBe(401);
    expect((await change(session, TEST_ADMIN.password, address)).statusCode).toBe(429);
  });

  it('changes the password with the right current one, and gives the attempt back', async () => {
    const session = await signInHeaders(t.app);
    const address = '10.62.0.1';
    expect((await change(session, WRONG, address)).statusCode).toBe(422);
    const done = await change(session, TEST_ADMIN.password, address);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true });
    // The failed guess was forgotten with the success: one more wrong guess is still checked, not refused.
    expect((await signIn(WRONG, address)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD, address)).statusCode).toBe(200);
  });
});
