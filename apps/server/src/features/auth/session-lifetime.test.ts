import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/tables.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';

const DAY_SECONDS = 24 * 60 * 60;

/** SESSION_MAX_DAYS (docs/api.md, Authentication): a sign-in ends at an absolute time, however it is used. */
describe('the absolute lifetime of a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_MAX_DAYS: '3' } });
    await createTestAdmin(t.app);
  });
  afterAll(() => t.close());

  /** Moves the client's sign-in (and last renewal) back by `days`, as if that much time had passed since. */
  const signedInDaysAgo = (client: string, days: number) =>
    t.database.db
      .update(authTokens)
      .set({
        created_at: sql`now() - make_interval(secs => ${days * DAY_SECONDS})`,
        rotated_at: sql`now() - interval '1 minute'`,
      })
      .where(eq(authTokens.client, client));
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });

  it('gives no token an expiry past the end: a fresh one says 3 days, not the 14 of a renewal', async () => {
    const before = Math.floor(Date.now() / 1000);
    const headers = await signInHeaders(t.app);
    expect(Number(headers.expiry) - before).toBeGreaterThanOrEqual(3 * DAY_SECONDS - 5);
    expect(Number(headers.expiry) - before).toBeLessThanOrEqual(3 * DAY_SECONDS + 5);
    // Two days in, a renewal's expiry is the sign-in's end, one day away.
    await signedInDaysAgo(headers.client!, 2);
    const renewed = await me(headers);
    expect(renewed.statusCode).toBe(200);
    const expiry = Number(renewed.headers.expiry);
    expect(expiry - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(DAY_SECONDS + 5);
    expect(expiry - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(DAY_SECONDS - 5);
  });

  it('refuses a token past the lifetime with 401, even one renewed a minute ago and not yet expired', async () => {
    const headers = await signInHeaders(t.app);
    expect((await me(headers)).statusCode).toBe(200);
    await signedInDaysAgo(headers.client!, 3.01);
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.client, headers.client!));
    expect(row!.expires_at.getTime()).toBeGreaterThan(Date.now());
    const refused = await me(headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-token']).toBeUndefined();
    const validate = await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers });
    expect(validate.statusCode).toBe(401);
    // A new sign-in starts a new lifetime.
    expect((await me(await signInHeaders(t.app))).statusCode).toBe(200);
  });

  it('is 30 days unless set, and a value that is not a positive number of days stops start-up', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(loadConfig({}).sessionMaxDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_DAYS: '0.5' }).sessionMaxDays).toBe(0.5);
    for (const value of ['0', '-1', 'forever', '4000']) {
      expect(() => loadConfig({ SESSION_MAX_DAYS: value }), value).toThrow(/SESSION_MAX_DAYS/);
    }
  });
});
