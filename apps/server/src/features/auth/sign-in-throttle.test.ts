import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers.js';
import { createTestAdmin, TEST_ADMIN } from '../../test/admin-sessions.js';
import { admitAttempt, FIRST_WAIT_MS, LONGEST_WAIT_MS, SIGN_IN_MEMORY_MS, SignInThrottle } from './sign-in-throttle.js';

const WRONG = 'not the password at all';

function signIn(t: TestApp, email: string, password: string, remoteAddress: string, headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password },
    remoteAddress,
    headers,
  });
}

// Each test checks up to a dozen passwords (scrypt, 32 MiB and tens of milliseconds each, far more on a busy machine).
describe('sign-in throttling (docs/api.md, Authentication)', { timeout: 120_000 }, () => {
  /** SIGN_IN_MAX_FAILURES at its default, 10. */
  let t: TestApp;
  /** SIGN_IN_MAX_FAILURES 2 (per address 10), behind one proxy hop. */
  let small: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    small = await createTestApp({ env: { SIGN_IN_MAX_FAILURES: '2', TRUST_PROXY: '1' } });
    await createTestAdmin(t.app);
    await createTestAdmin(small.app);
  });
  afterAll(async () => {
    await t.close();
    await small.close();
  });

  it('checks at most the limit of 40 parallel wrong passwords from one address; the rest are 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn(t, TEST_ADMIN.email, WRONG, '10.40.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: false, errors: [expect.stringContaining('Too many failed sign-in')] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(FIRST_WAIT_MS / 1000);
    // Even the right password waits, from this address; the same account from another address signs in.
    expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.40.0.1')).statusCode).toBe(429);
    expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.40.0.2')).statusCode).toBe(200);
  });

  it('throttles one account from one address, and one address across accounts (five times the limit)', async () => {
    const address = '10.41.0.1';
    for (let i = 0; i < 2; i++) expect((await signIn(small, TEST_ADMIN.email, WRONG, address)).statusCode).toBe(401);
    // Per (account, address): this account waits here…
    expect((await signIn(small, TEST_ADMIN.email, TEST_ADMIN.password, address)).statusCode).toBe(429);
    // …while other accounts from the same address are still checked, up to the address's own limit (10).
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(small, `guess${i}@example.com`, WRONG, address)),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(8).fill(401));
    const other = await createTestAdmin(small.app, 'other@example.com').then(() => 'other@example.com');
    expect((await signIn(small, other, TEST_ADMIN.password, address)).statusCode).toBe(429);
    expect((await signIn(small, other, TEST_ADMIN.password, '10.41.0.2')).statusCode).toBe(200);
  });

  it('does not lock the real admin out after ten failures from ten other addresses', async () => {
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, a) => signIn(t, TEST_ADMIN.email, WRONG, `10.42.0.${a}`)),
    );
    expect(failures.map((f) => f.statusCode)).toEqual(Array(10).fill(401));
    expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, '10.42.1.1')).statusCode).toBe(200);
  });

  it('with a hop count, X-Forwarded-For cannot choose the address that is counted', async () => {
    const proxy = '127.0.0.1';
    const through = (client: string, spoof: string, password = WRONG) =>
      signIn(small, TEST_ADMIN.email, password, proxy, { 'x-forwarded-for': `${spoof}, ${client}` });
    expect((await through('203.0.113.7', '198.51.100.1')).statusCode).toBe(401);
    expect((await through('203.0.113.7', '198.51.100.2')).statusCode).toBe(401);
    // A third spoofed first hop changes nothing: the proxy's hop (203.0.113.7) is the one counted.
    expect((await through('203.0.113.7', '198.51.100.3', TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await through('203.0.113.8', '198.51.100.3', TEST_ADMIN.password)).statusCode).toBe(200);
    // A direct client's own X-Forwarded-For is not believed either: its socket address is the hop.
    expect(
      (await signIn(small, TEST_ADMIN.email, TEST_ADMIN.password, '203.0.113.7', { 'x-forwarded-for': '1.2.3.4' }))
        .statusCode,
    ).toBe(200);
  });

  it('asks for a wait that doubles with each further attempt, and checks one attempt after each wait', () => {
    let counter = undefined as Parameters<typeof admitAttempt>[1];
    let now = 1_000_000;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      const answer = admitAttempt('k', counter, 3, now);
      expect(answer.admitted).toBe(true);
      if (!answer.admitted) return;
      counter = answer.next;
      if (counter.blockedUntil !== null) {
        waits.push(counter.blockedUntil - now);
        expect(admitAttempt('k', counter, 3, now + 1)).toEqual({
          admitted: false,
          retryAfterMs: counter.blockedUntil - now - 1,
        });
        now = counter.blockedUntil;
      } else now += 1000;
    }
    expect(waits.map((w) => w / 1000)).toEqual([15, 30, 60, 120, 240, 480, 900, 900, 900, 900]);
    expect(Math.max(...waits)).toBe(LONGEST_WAIT_MS);
    // Forgotten after a quiet spell past the last wait.
    expect(admitAttempt('k', counter, 3, counter!.windowEndsAt + 1)).toMatchObject({
      admitted: true,
      next: { hits: 1, blockedUntil: null },
    });
    expect(counter!.windowEndsAt - counter!.blockedUntil!).toBe(SIGN_IN_MEMORY_MS);
  });

  it('gives the attempt back after a successful sign-in', async () => {
    let now = 5_000_000;
    const throttle = new SignInThrottle(t.database.db, 3, () => now);
    for (let i = 0; i < 2; i++) expect(await throttle.attempt('a@example.com', '10.43.0.1')).toBe(0);
    expect(await throttle.attempt('a@example.com', '10.43.0.1')).toBe(0);
    await throttle.succeeded('a@example.com', '10.43.0.1');
    for (let i = 0; i < 2; i++) expect(await throttle.attempt('a@example.com', '10.43.0.1')).toBe(0);
    expect(await throttle.attempt('a@example.com', '10.43.0.1')).toBe(0);
    expect(await throttle.attempt('a@example.com', '10.43.0.1')).toBe(FIRST_WAIT_MS);
    now += FIRST_WAIT_MS;
    expect(await throttle.attempt('a@example.com', '10.43.0.1')).toBe(0);
    expect(await throttle.attempt('a@example.com', '10.43.0.1')).toBe(2 * FIRST_WAIT_MS);
  });
});

describe('two instances on one database', { timeout: 120_000 }, () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: '60', SIGN_IN_MAX_FAILURES: '10' };
    t = await createTestApp({ env });
    second = await buildApp({ config: testConfig(env), database: t.database });
    await second.ready();
    await createTestAdmin(t.app);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('count sign-in attempts together: 40 parallel wrong passwords over both, at most 10 checked', async () => {
    const instances = [t.app, second];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        instances[i % 2]!.inject({
          method: 'POST',
          url: '/api/auth/sign_in',
          payload: { email: TEST_ADMIN.email, password: WRONG },
          remoteAddress: '10.50.0.1',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('count API requests together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const app = i % 2 === 0 ? t.app : second;
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/roof_types', remoteAddress: '10.50.0.2' })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    const limited = await second.inject({ method: 'GET', url: '/api/roof_types', remoteAddress: '10.50.0.2' });
    expect(limited.json()).toEqual({ errors: ['Too many requests. Please wait a minute and try again.'] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('60');
  });
});
