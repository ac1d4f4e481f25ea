import {
  PASSWORD_LINK_GONE,
  PASSWORD_LINK_UNKNOWN,
  PASSWORD_NEEDED_WITHOUT_MAIL,
  PASSWORD_RESET_ASKED,
} from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { outboundEmails, passwordLinks, resellers } from '../../db/tables.js';
import { createResellerUserHeaders, createTestAdmin, signInHeaders, TEST_ADMIN } from '../../test/admin-sessions.js';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers.js';
import { startTestSmtp, until, type TestSmtp } from '../../test/smtp.js';

const NEW_PASSWORD = 'violet tractor amber lantern';
const ENV = {
  MAIL_FROM: 'Ballast Calculator <calc@example.com>',
  PUBLIC_URL_PORT: '8443',
  PASSWORD_RESET_EXPIRY_MINUTES: '5',
  SIGN_IN_MAX_FAILURES: '8',
};

/** docs/api.md, "Authentication": invitation and password-reset links, single use, expiring, shared by instances. */
describe('invitation and password-reset links', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env = { ...ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    app = await createTestApp({ seed: true, env, mail: { timing: { pollMs: 20, backoffBaseMs: 30 } } });
    await createTestAdmin(app.app);
    admin = await signInHeaders(app.app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}, server = app.app) =>
    server.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const check = (token: string, server?: FastifyInstance) => post('/api/auth/password/link', { token }, {}, server);
  const setPassword = (token: string, password: string, server = app.app) =>
    server.inject({ method: 'PUT', url: '/api/auth/password', payload: { token, password } });
  const signIn = (email: string, password: string) => post('/api/auth/sign_in', { email, password });

  /** The next message to `to`: its text and the token of its link. */
  async function linkMailTo(to: string) {
    await until(() => smtp.received.some((mail) => mail.to.includes(to)));
    const index = smtp.received.findIndex((mail) => mail.to.includes(to));
    const { mail } = smtp.received.splice(index, 1)[0]!;
    const link = /^(https?:\/\/\S+\/admin\/set-password#token=([\w-]+))$/m.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    return { mail, url: link![1]!, token: link![2]! };
  }

  let invited: { id: number; token: string };

  it('e-mails an invitation when an administrator creates a user without a password', async () => {
    const created = await post(
      '/api/users',
      { email: 'new.user@example.com', name: 'Nia New', role: 'administrator' },
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { mail, url, token } = await linkMailTo('new.user@example.com');
    expect(mail.subject).toBe('Your account on the Ballast Calculator ballast calculator');
    expect(mail.from?.text).toBe('"Ballast Calculator" <calc@example.com>');
    expect(mail.text).toMatch(/^Hello Nia New,$/m);
    expect(mail.text).toContain('the link works once, for 72 hours');
    expect(url).toBe(`http://localhost:8443/admin/set-password#token=${token}`);
    expect(mail.html).toContain(`href="${url}"`);
    invited = { id: created.json<{ id: number }>().id, token };
    // The queue names the user, and the database keeps only the token's hash.
    const [row] = await app.database.db.select().from(outboundEmails).where(eq(outboundEmails.user_id, invited.id));
    expect(row).toMatchObject({ kind: 'invitation', status: 'sent', search_result_id: null });
    const links = await app.database.db.select().from(passwordLinks);
    expect(JSON.stringify([row, links])).not.toContain(token);
    // The random first password nobody knows does not sign in.
    expect((await signIn('new.user@example.com', '')).statusCode).toBe(401);
  });

  it('reads the link: whose, what for and until when (72 hours by default)', async () => {
    const response = await check(invited.token);
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json<{ email: string; purpose: string; expires_at: string }>();
    expect(info).toMatchObject({ email: 'new.user@example.com', purpose: 'invitation' });
    expect(Date.parse(info.expires_at) - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    expect(Date.parse(info.expires_at) - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
  });

  it('refuses a weak password with 422 on the field and keeps the link unused', async () => {
    const weak = await setPassword(invited.token, 'password1234');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    const short = await setPassword(invited.token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { password: ['must be at least 12 characters'] } });
    expect((await check(invited.token)).statusCode).toBe(200);
  });

  it.each([
    [{}, { token: ["can't be blank"] }],
    [{ token: '' }, { token: ["can't be blank"] }],
    [{ token: 'x'.repeat(129) }, { token: ['is not a valid link'] }],
    [{ token: 'a\u0000b' }, { token: ['is not a valid link'] }],
    [{ token: 'abc def' }, { token: ['is not a valid link'] }],
  ])('refuses a request without a usable token (%j) with 422', async (payload, errors) => {
    const response = await post('/api/auth/password/link', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors });
  });

  it('answers 404 for a token never issued', async () => {
    for (const response of [await check('never-issued'), await setPassword('never-issued', NEW_PASSWORD)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [PASSWORD_LINK_UNKNOWN] });
    }
  });

  it('sets the password once; the user signs in with it; the link used again is 410', async () => {
    const used = await setPassword(invited.token, NEW_PASSWORD);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ success: true, email: 'new.user@example.com' });
    expect((await signIn('new.user@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    for (const again of [await setPassword(invited.token, 'another long passphrase'), await check(invited.token)]) {
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ errors: [PASSWORD_LINK_GONE] });
    }
    expect((await signIn('new.user@example.com', 'another long passphrase')).statusCode).toBe(401);
    const history = await app.app.inject({
      method: 'GET',
      url: `/api/history?entity=users&entity_id=${invited.id}`,
      headers: admin,
    });
    expect(history.json<{ action: string; user_email: string }[]>()[0]).toMatchObject({
      action: 'password_change',
      user_email: 'new.user@example.com',
    });
  });

  it('answers a reset request the same whether or not the address has an account; only an account gets mail', async () => {
    const known = await post('/api/auth/password', { email: 'NEW.user@example.com' });
    const unknown = await post('/api/auth/password', { email: 'nobody@example.com' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: PASSWORD_RESET_ASKED });
    }
    const { mail, token } = await linkMailTo('new.user@example.com');
    expect(mail.subject).toBe('Set a new password');
    expect(mail.text).toContain('the link works once, for 5 minutes');
    const info = (await check(token)).json<{ purpose: string; expires_at: string }>();
    expect(info.purpose).toBe('password_reset');
    expect(Date.parse(info.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // Nothing went to the address without an account.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((message) => message.to.includes('nobody@example.com'))).toEqual([]);
    // The newest link is the only one: the next request voids this one.
    expect((await post('/api/auth/password', { email: 'new.user@example.com' })).statusCode).toBe(202);
    const newer = await linkMailTo('new.user@example.com');
    expect((await check(token)).statusCode).toBe(410);
    // A reset sets the password and ends every session of the user, on every instance.
    const signedIn = await signIn('new.user@example.com', NEW_PASSWORD);
    const session = Object.fromEntries(
      ['access-token', 'token-type', 'client', 'expiry', 'uid'].map((name) => [name, String(signedIn.headers[name])]),
    );
    const me = () => app.app.inject({ method: 'GET', url: '/api/users/me', headers: session });
    expect((await me()).statusCode).toBe(200);
    expect((await setPassword(newer.token, 'orange bicycle quiet harbour')).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await signIn('new.user@example.com', 'orange bicycle quiet harbour')).statusCode).toBe(200);
  });

  it('refuses an expired link with 410', async () => {
    expect((await post('/api/auth/password', { email: 'new.user@example.com' })).statusCode).toBe(202);
    const { token } = await linkMailTo('new.user@example.com');
    await app.database.db.update(passwordLinks).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await check(token)).statusCode).toBe(410);
    const response = await setPassword(token, 'purple meadow distant violin');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ errors: [PASSWORD_LINK_GONE] });
  });

  it('refuses a malformed e-mail with 422, and counts requests like sign-in attempts (429 with Retry-After)', async () => {
    const bad = await post('/api/auth/password', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { email: [expect.any(String)] } });
    const asks = [];
    for (let i = 0; i < 9; i++) asks.push(await post('/api/auth/password', { email: 'flood@example.com' }));
    expect(asks.map((response) => response.statusCode)).toEqual([...Array<number>(8).fill(202), 429]);
    expect(asks[8]!.headers['retry-after']).toBe('15');
    expect(asks[8]!.json()).toEqual({
      errors: ['Too many password reset attempts. Please wait 15 seconds and try again.'],
    });
    // Its own counters: the sign-in from the same address is not held back.
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('lets a link made on one instance be used on another, once, as one server', async () => {
    const other = await buildApp({ config: testConfig(ENV), database: app.database });
    await other.ready();
    try {
      expect((await post('/api/auth/password', { email: 'new.user@example.com' })).statusCode).toBe(202);
      const { token } = await linkMailTo('new.user@example.com');
      expect((await check(token, other)).statusCode).toBe(200);
      const [first, second] = await Promise.all([
        setPassword(token, 'silver garden northern comet', other),
        setPassword(token, 'golden river southern planet'),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 410]);
      expect((await check(token)).statusCode).toBe(410);
    } finally {
      await other.close();
    }
  });

  it('invites again on request: administrators only, 404 for an unknown user, 422 for a disabled one', async () => {
    const url = `/api/users/${invited.id}/invitation`;
    const again = await post(url, undefined, admin);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toEqual({ queued: true });
    const { token } = await linkMailTo('new.user@example.com');
    expect((await check(token)).json()).toMatchObject({ purpose: 'invitation' });
    expect((await post(url)).statusCode).toBe(401);
    const [reseller] = await app.database.db.select({ id: resellers.id }).from(resellers).limit(1);
    const resellerUser = await createResellerUserHeaders(app.app, reseller!.id);
    expect((await post(url, undefined, resellerUser)).statusCode).toBe(403);
    expect((await post('/api/users/99999/invitation', undefined, admin)).statusCode).toBe(404);
    const disabled = await app.app.inject({ method: 'DELETE', url: `/api/users/${invited.id}`, headers: admin });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const refused = await post(url, undefined, admin);
    expect(refused.statusCode).toBe(422);
    // The disabled account's outstanding link no longer sets a password.
    expect((await check(token)).statusCode).toBe(410);
  });
});

describe('without mail', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    await createTestAdmin(app.app);
    admin = await signInHeaders(app.app);
  });
  afterAll(() => app.close());

  it('requires the first password (no invitation could set it) and answers 503 to a reset request', async () => {
    const payload = { email: 'someone@example.com', name: 'Some One', role: 'administrator' };
    const created = await app.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ errors: { password: [PASSWORD_NEEDED_WITHOUT_MAIL] } });
    const blank = await app.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...payload, password: '' },
    });
    expect(blank.statusCode).toBe(422);
    const reset = await app.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { email: 'someone@example.com' },
    });
    expect(reset.statusCode).toBe(503);
  });
});
