import type { OutboundEmail, OutboxPage } from '@nprm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../db/tables.js';
import { createResellerUserHeaders, createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { request, search, summit, useDemoCatalogueApp } from '../../test/mount-search.js';
import { freePort, startTestSmtp, until, type TestSmtp } from '../../test/smtp.js';
import { claimNextEmail } from './mail.repository.js';
import type { MailWorkerTiming } from './mail-worker.js';

const FAST: Partial<MailWorkerTiming> = { pollMs: 20, backoffBaseMs: 30, backoffMaxMs: 200, leaseMs: 60_000 };
const FROM = 'Ballast Calculator <calc@example.com>';

/** An app whose SMTP server is `port` on loopback (nothing listens there until a test starts one). */
async function outboxApp(port: number, timing: Partial<MailWorkerTiming>) {
  const app = await createTestApp({
    seed: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM },
    mail: { timing },
  });
  await useDemoCatalogueApp(app);
  await createTestAdmin(app.app);
  return { app, admin: await signInHeaders(app.app) };
}

function call(app: TestApp, headers: Record<string, string>, method: 'GET' | 'POST', url: string) {
  return app.app.inject({ method, url, headers });
}

/** A fit search and "E-mail me this report" for it: one result_report message queued; answers the result token. */
async function queueReport(app: TestApp): Promise<string> {
  const { token } = (await search(request())).json<{ token: string }>();
  const response = await app.app.inject({ method: 'POST', url: `/api/mount_search_results/token/${token}/email` });
  expect(response.statusCode).toBe(202);
  return token;
}

async function outbox(app: TestApp, headers: Record<string, string>, query = '') {
  const response = await call(app, headers, 'GET', `/api/outbound_emails${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxPage>();
}

describe('outbox: a message that failed while SMTP was down, retried once it is up', () => {
  let port: number;
  let t: { app: TestApp; admin: Record<string, string> };
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await outboxApp(port, { ...FAST, maxAttempts: 2 });
  });
  afterAll(async () => {
    await t.app.close();
    await smtp?.close();
  });

  it('shows the failed message with its attempts, error and subject, never its token, and counts it', async () => {
    const token = await queueReport(t.app);
    await until(async () => (await outbox(t.app, t.admin)).counts.failed === 1);
    const page = await outbox(t.app, t.admin, '?status=failed');
    expect(page).toMatchObject({ total: 1, page: 1, limit: 50, counts: { failed: 1, sent: 0, pending: 0 } });
    expect(page.emails[0]).toMatchObject({
      kind: 'result_report',
      recipient: 'ada@example.com',
      subject: expect.stringMatching(/^Your mount recommendation from /),
      status: 'failed',
      attempts: 2,
      last_error: expect.stringMatching(/ECONNREFUSED/),
      next_attempt_at: null,
      sent_at: null,
    });
    // The result's token (in the message's links) is nowhere in the answer.
    expect(JSON.stringify(page)).not.toContain(token);
    const failed = await call(t.app, t.admin, 'GET', '/api/outbound_emails/failed_count');
    expect(failed.json()).toEqual({ failed: 1 });
  });

  it('retries it with its attempts counted afresh, due now, and the worker sends it once the server is up', async () => {
    smtp = await startTestSmtp({ port });
    const [failed] = (await outbox(t.app, t.admin, '?status=failed')).emails as [OutboundEmail];
    const retried = await call(t.app, t.admin, 'POST', `/api/outbound_emails/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed.id, attempts: 0 });
    await until(() => smtp!.received.length === 1);
    expect(smtp.received[0]!.to).toEqual(['ada@example.com']);
    await until(async () => (await outbox(t.app, t.admin, '?status=sent')).total === 1);
    const [sent] = (await outbox(t.app, t.admin, '?status=sent')).emails as [OutboundEmail];
    expect(sent).toMatchObject({ id: failed.id, attempts: 1, last_error: null, sent_at: expect.any(String) });
    expect((await call(t.app, t.admin, 'GET', '/api/outbound_emails/failed_count')).json()).toEqual({ failed: 0 });
    // The retry is in the history, with who did it and what changed.
    const history = await call(t.app, t.admin, 'GET', '/api/history?entity=outbound_emails');
    expect(history.json()).toEqual([
      expect.objectContaining({
        entity: 'outbound_emails',
        entity_id: failed.id,
        action: 'update',
        user_email: 'admin@example.com',
        changes: expect.objectContaining({
          status: { before: 'failed', after: 'pending' },
          attempts: { before: 2, after: 0 },
        }),
      }),
    ]);
  });

  it('refuses with 409 to retry or cancel a sent message, and answers 404 for one that does not exist', async () => {
    const [sent] = (await outbox(t.app, t.admin, '?status=sent')).emails as [OutboundEmail];
    const retry = await call(t.app, t.admin, 'POST', `/api/outbound_emails/${sent.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ errors: ['Only a failed message can be retried; this one is sent'] });
    const cancel = await call(t.app, t.admin, 'POST', `/api/outbound_emails/${sent.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ errors: ['Only a pending or failed message can be cancelled; this one is sent'] });
    for (const url of [
      '/api/outbound_emails/999999/retry',
      '/api/outbound_emails/999999/cancel',
      '/api/outbound_emails/x/cancel',
    ]) {
      const response = await call(t.app, t.admin, 'POST', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ errors: ['Not found'] });
    }
    expect((await outbox(t.app, t.admin, '?status=sent')).emails[0]).toEqual(sent);
  });
});

describe('outbox: cancel, paging, validation and access', () => {
  let t: { app: TestApp; admin: Record<string, string> };
  beforeAll(async () => {
    // Nothing listens, and a failed attempt waits an hour: a message stays pending, out of any worker's hands.
    t = await outboxApp(await freePort(), { ...FAST, backoffBaseMs: 3_600_000, backoffMaxMs: 3_600_000 });
  });
  afterAll(() => t.app.close());

  it('cancels a pending message; the worker never takes it again; a cancelled one cannot be retried', async () => {
    await queueReport(t.app);
    await until(async () => (await outbox(t.app, t.admin, '?status=pending')).emails[0]?.last_error != null);
    const [pending] = (await outbox(t.app, t.admin, '?status=pending')).emails as [OutboundEmail];
    expect(pending.next_attempt_at).toEqual(expect.any(String));
    const cancelled = await call(t.app, t.admin, 'POST', `/api/outbound_emails/${pending.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: pending.id, status: 'cancelled', next_attempt_at: null });
    // Due long ago as far as any worker on any instance can tell, and still never claimed.
    expect(await claimNextEmail(t.app.database.db, Date.now() + 365 * 86_400_000, 60_000)).toBeUndefined();
    const retry = await call(t.app, t.admin, 'POST', `/api/outbound_emails/${pending.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ errors: ['Only a failed message can be retried; this one is cancelled'] });
    const again = await call(t.app, t.admin, 'POST', `/api/outbound_emails/${pending.id}/cancel`);
    expect(again.statusCode).toBe(409);
    const history = await call(t.app, t.admin, 'GET', `/api/history?entity=outbound_emails&entity_id=${pending.id}`);
    expect(history.json<{ changes: object }[]>()[0]!.changes).toMatchObject({
      status: { before: 'pending', after: 'cancelled' },
    });
  });

  it('never claims a sent, failed or cancelled message, however overdue', async () => {
    const db = t.app.database.db;
    const [searchRow] = await db.select({ id: outboundEmails.search_result_id }).from(outboundEmails).limit(1);
    const old = new Date(0);
    await db.insert(outboundEmails).values(
      (['sent', 'failed', 'cancelled'] as const).map((status) => ({
        kind: 'new_lead' as const,
        search_result_id: searchRow!.id,
        recipient: `${status}@example.com`,
        status,
        next_attempt_at: old,
      })),
    );
    expect(await claimNextEmail(db, Date.now() + 365 * 86_400_000, 60_000)).toBeUndefined();
  });

  it('pages newest first with the total of the filter and the counts of the whole queue', async () => {
    const all = await outbox(t.app, t.admin);
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({ pending: 0, sending: 0, sent: 1, failed: 1, cancelled: 2 });
    const ids = all.emails.map((email) => email.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await outbox(t.app, t.admin, '?limit=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.emails.map((email) => email.id)).toEqual(ids.slice(3));
    const cancelled = await outbox(t.app, t.admin, '?status=cancelled&page=1&limit=1');
    expect(cancelled).toMatchObject({ total: 2, emails: [{ status: 'cancelled' }] });
    expect((await outbox(t.app, t.admin, '?status=')).total).toBe(4);
    expect((await outbox(t.app, t.admin, '?page=9')).emails).toEqual([]);
  });

  it.each([
    ['?status=lost', { status: ['must be one of pending, sending, sent, failed, cancelled'] }],
    ['?page=0', { page: ['must be greater than or equal to 1'] }],
    ['?limit=201', { limit: ['must be less than or equal to 200'] }],
    ['?limit=ten', { limit: ['is not a number'] }],
  ])('refuses %s with 422', async (query, errors) => {
    const response = await call(t.app, t.admin, 'GET', `/api/outbound_emails${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors });
  });

  it('answers 401 without a token and 403 to a reseller user, changing nothing', async () => {
    const [failed] = (await outbox(t.app, t.admin, '?status=failed')).emails as [OutboundEmail];
    const reseller = await createResellerUserHeaders(t.app.app, summit);
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/api/outbound_emails'],
      ['GET', '/api/outbound_emails/failed_count'],
      ['POST', `/api/outbound_emails/${failed.id}/retry`],
      ['POST', `/api/outbound_emails/${failed.id}/cancel`],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, reseller, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await outbox(t.app, t.admin, '?status=failed')).emails[0]).toEqual(failed);
  });
});

describe('outbox: send now', () => {
  let port: number;
  let t: { app: TestApp; admin: Record<string, string> };
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    // A failed attempt waits an hour: the message stays pending until someone sends it now.
    port = await freePort();
    t = await outboxApp(port, { ...FAST, backoffBaseMs: 3_600_000, backoffMaxMs: 3_600_000 });
  });
  afterAll(async () => {
    await t.app.close();
    await smtp?.close();
  });

  const sendNow = (id: number | string, headers = t.admin) =>
    call(t.app, headers, 'POST', `/api/outbound_emails/${id}/send_now`);

  it('tries a pending message at once: still down, it stays pending with the attempt and its error', async () => {
    await queueReport(t.app);
    await until(async () => (await outbox(t.app, t.admin, '?status=pending')).emails[0]?.attempts === 1);
    const [pending] = (await outbox(t.app, t.admin, '?status=pending')).emails as [OutboundEmail];
    const response = await sendNow(pending.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: pending.id,
      status: 'pending',
      attempts: 2,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('sends it in the request once the server is up, with who asked in the history', async () => {
    smtp = await startTestSmtp({ port });
    const [pending] = (await outbox(t.app, t.admin, '?status=pending')).emails as [OutboundEmail];
    const response = await sendNow(pending.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: pending.id, status: 'sent', attempts: 3, sent_at: expect.any(String) });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ada@example.com']]);
    const history = await call(t.app, t.admin, 'GET', `/api/history?entity=outbound_emails&entity_id=${pending.id}`);
    // One entry for each send now, newest first; this one moved the next attempt from in an hour to now.
    const entries = history.json<{ action: string; user_email: string; changes: object }[]>();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'update',
      user_email: 'admin@example.com',
      changes: { next_attempt_at: { before: pending.next_attempt_at, after: expect.any(String) } },
    });
  });

  it('refuses with 409 a message that is not pending, and 404 one that does not exist, sending nothing', async () => {
    const [sent] = (await outbox(t.app, t.admin, '?status=sent')).emails as [OutboundEmail];
    const again = await sendNow(sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['Only a pending message can be sent now; this one is sent'] });
    for (const id of [999999, 'x']) {
      const missing = await sendNow(id);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toEqual({ errors: ['Not found'] });
    }
    expect(smtp!.received).toHaveLength(1);
  });

  it('answers 401 without a token and 403 to a reseller user, sending nothing', async () => {
    await queueReport(t.app);
    await until(async () => (await outbox(t.app, t.admin)).counts.sent === 2);
    // A message the worker cannot send yet: pending, due in an hour.
    const db = t.app.database.db;
    const [row] = await db.select({ id: outboundEmails.search_result_id }).from(outboundEmails).limit(1);
    const later = new Date(Date.now() + 3_600_000);
    const [queued] = await db
      .insert(outboundEmails)
      .values({
        kind: 'result_report',
        search_result_id: row!.id,
        recipient: 'later@example.com',
        next_attempt_at: later,
      })
      .returning({ id: outboundEmails.id });
    const reseller = await createResellerUserHeaders(t.app.app, summit);
    expect(
      (await t.app.app.inject({ method: 'POST', url: `/api/outbound_emails/${queued!.id}/send_now` })).statusCode,
    ).toBe(401);
    expect((await sendNow(queued!.id, reseller)).statusCode).toBe(403);
    const [still] = (await outbox(t.app, t.admin, '?status=pending')).emails as [OutboundEmail];
    expect(still).toMatchObject({ id: queued!.id, status: 'pending', next_attempt_at: later.toISOString() });
    expect(smtp!.received.map((mail) => mail.to)).toEqual([['ada@example.com'], ['ada@example.com']]);
  });
});
