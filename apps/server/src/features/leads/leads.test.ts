import {
  LEAD_STATUS_MESSAGE,
  NOT_AN_ASSIGNEE,
  QUOTE_QUANTITY_RANGE,
  type Lead,
  type LeadStatusCounts,
} from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { history, leadPipeline, quoteRequests } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { northwind, storeFitSearch, storeNoFitSearch, summit, useDemoCatalogueApp } from '../../test/mount-search.js';

/** The lead and quote calls (at /api/docs). */
describe('quote requests and the lead pipeline', () => {
  const t = useAdminTestApp();
  let summitUser: Record<string, string>;
  let northwindUser: Record<string, string>;

  beforeAll(async () => {
    await useDemoCatalogueApp({ app: t.app, database: t.database, close: () => Promise.resolve() });
    summitUser = await createResellerUserHeaders(t.app, summit, 'sales@summit.example');
    northwindUser = await createResellerUserHeaders(t.app, northwind, 'sales@northwind.example');
  });

  const newResult = (overrides: Record<string, unknown> = {}) =>
    storeFitSearch({ customer_email: 'ada@example.com', ...overrides });
  const ask = (token: string, payload: unknown, ip = '198.51.100.4') =>
    t.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${token}/quote_requests`,
      remoteAddress: ip,
      payload: payload as object,
    });
  const quotesOf = (id: number) =>
    t.database.db.select().from(quoteRequests).where(eq(quoteRequests.search_result_id, id));

  it('stores a quote request on the lead and leaves its status new (mail off: confirmed on screen only)', async () => {
    const { token, id } = await newResult();
    const asked = await ask(token, { quantity: 12, note: '  Twelve rooftops in Ohio  ' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      quantity: 12,
      note: 'Twelve rooftops in Ohio',
      confirmation_emailed: false,
      message: 'Your quote request was sent to the reseller.',
    });
    const lead = (await t.call('GET', `/api/leads/${id}`)).json<Lead>();
    expect(lead).toMatchObject({ id, status: 'new', lock_version: 0, assigned_user_id: null, notes: [] });
    expect(lead.quote_requests).toEqual([expect.objectContaining({ quantity: 12, note: 'Twelve rooftops in Ohio' })]);
  });

  it('refuses a bad quantity or a long note (422 on the field) and stores nothing', async () => {
    const { token, id } = await newResult();
    for (const quantity of [0, -3, 2.5, 10_001, 'many', null]) {
      const response = await ask(token, { quantity });
      expect(response.statusCode, String(quantity)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['quantity']);
    }
    expect((await ask(token, { quantity: 0 })).json()).toMatchObject({
      errors: { quantity: [QUOTE_QUANTITY_RANGE] },
    });
    const long = await ask(token, { quantity: 1, note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json<{ errors: object }>().errors)).toEqual(['note']);
    expect(await quotesOf(id)).toEqual([]);
    expect((await ask(token, { quantity: '10000' })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown token, storing nothing', async () => {
    const before = await t.database.db.select().from(quoteRequests);
    expect((await ask('A'.repeat(24), { quantity: 1 })).statusCode).toBe(404);
    expect((await ask('not a token', { quantity: 1 })).statusCode).toBe(404);
    expect(await t.database.db.select().from(quoteRequests)).toEqual(before);
  });

  it('takes a quote request on a search that found no mount: on its lead, seen by its reseller (no dead end)', async () => {
    const noFit = await storeNoFitSearch({ customer_email: 'coast@example.com' });
    const bad = await ask(noFit.token, { quantity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['quantity']);
    expect(await quotesOf(noFit.id)).toEqual([]);
    const asked = await ask(noFit.token, { quantity: 3, note: 'Find us a way on the coast' });
    expect(asked.statusCode, asked.body).toBe(201);
    const lead = (await t.call('GET', `/api/leads/${noFit.id}`, undefined, summitUser)).json<Lead>();
    expect(lead.quote_requests).toEqual([expect.objectContaining({ quantity: 3, note: 'Find us a way on the coast' })]);
    expect((await t.call('GET', `/api/leads/${noFit.id}`, undefined, northwindUser)).statusCode).toBe(403);
  });

  it('counts quote requests on the e-mail limits of the search address (429 past 3 a day)', async () => {
    const { token } = await newResult({ customer_email: 'limited@example.com' });
    for (let i = 0; i < 3; i += 1)
      expect((await ask(token, { quantity: 1 }, `198.51.100.${20 + i}`)).statusCode).toBe(201);
    const refused = await ask(token, { quantity: 1 }, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('saves status, assignee and next step at the version read, in the history; a stale version is 409', async () => {
    const { id } = await newResult();
    const me = (await t.call('GET', '/api/users/me')).json<{ id: number }>();
    const saved = await t.call('PUT', `/api/leads/${id}`, {
      status: 'contacted',
      assigned_user_id: me.id,
      next_step: 'Call on Monday',
      lock_version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'contacted',
      assigned_user_id: me.id,
      next_step: 'Call on Monday',
      next_step_due: null,
      lock_version: 1,
    });
    const entries = await t.database.db.select().from(history).where(eq(history.entity, 'leads'));
    expect(entries).toEqual([
      expect.objectContaining({
        entity_id: id,
        action: 'update',
        changes: {
          status: { before: 'new', after: 'contacted' },
          assigned_user_id: { before: null, after: me.id },
          next_step: { before: null, after: 'Call on Monday' },
        },
      }),
    ]);
    // The Activity page names the lead by its customer and the assignee by its e-mail.
    const activity = (await t.call('GET', '/api/history?entity=leads')).json<
      { entity_id: number; record_label: string | null; names: Record<string, string> }[]
    >();
    expect(activity[0]).toMatchObject({ entity_id: id, record_label: 'Ada Lovelace' });
    expect(Object.values(activity[0]!.names)).toContain('admin@example.com');
    const stale = await t.call('PUT', `/api/leads/${id}`, { status: 'won', lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { status: 'contacted', lock_version: 1 } });
    const [row] = await t.database.db.select().from(leadPipeline).where(eq(leadPipeline.search_result_id, id));
    expect(row).toMatchObject({ status: 'contacted', lock_version: 1 });
  });

  it('refuses a status outside the list and an assignee of another reseller (422 on the field), changing nothing', async () => {
    const { id } = await newResult();
    const badStatus = await t.call('PUT', `/api/leads/${id}`, { status: 'maybe', lock_version: 0 });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json()).toMatchObject({ errors: { status: [LEAD_STATUS_MESSAGE] } });
    const northwindUserId = (await t.call('GET', '/api/users/me', undefined, northwindUser)).json<{ id: number }>().id;
    const badUser = await t.call('PUT', `/api/leads/${id}`, { assigned_user_id: northwindUserId, lock_version: 0 });
    expect(badUser.statusCode).toBe(422);
    expect(badUser.json()).toMatchObject({ errors: { assigned_user_id: [NOT_AN_ASSIGNEE] } });
    expect(await t.database.db.select().from(leadPipeline).where(eq(leadPipeline.search_result_id, id))).toEqual([]);
    const missingVersion = await t.app.inject({
      method: 'PUT',
      url: `/api/leads/${id}`,
      headers: t.admin,
      payload: { status: 'won' },
    });
    expect(missingVersion.statusCode).toBe(422);
  });

  it("lets a reseller user work its own reseller's leads (assigning itself) and refuses another's (403)", async () => {
    const { id } = await newResult();
    const own = (await t.call('GET', `/api/leads/${id}`, undefined, summitUser)).json<Lead>();
    const self = own.assignable_users.find((user) => user.email === 'sales@summit.example')!;
    expect(own.assignable_users.map((user) => user.email)).not.toContain('sales@northwind.example');
    const saved = await t.call(
      'PUT',
      `/api/leads/${id}`,
      { status: 'quoted', assigned_user_id: self.id, lock_version: 0 },
      summitUser,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.call('GET', `/api/leads/${id}`, undefined, northwindUser)).statusCode).toBe(403);
    const refused = await t.call('PUT', `/api/leads/${id}`, { status: 'lost', lock_version: 1 }, northwindUser);
    expect(refused.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(leadPipeline).where(eq(leadPipeline.search_result_id, id));
    expect(row?.status).toBe('quoted');
  });

  it('answers 401 without a token and 404 for an unknown lead', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/leads/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/leads/1', payload: { lock_version: 0 } })).statusCode).toBe(
      401,
    );
    expect((await t.call('GET', '/api/leads/999999')).statusCode).toBe(404);
    expect((await t.call('GET', '/api/leads/abc')).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/leads/999999', { status: 'won', lock_version: 0 })).statusCode).toBe(404);
  });

  it('filters and counts the leads list by status; the CSV carries status, assignee, notes and quote requests', async () => {
    const { token, id } = await newResult({ customer_name: 'Counted Customer' });
    await ask(token, { quantity: 3, note: 'Three sites' }, '198.51.100.90');
    await t.call('PUT', `/api/leads/${id}`, { status: 'won', next_step: 'Send the invoice', lock_version: 0 });
    await t.call('POST', `/api/leads/${id}/notes`, { text: '=cmd()' });
    const won = await t.call('GET', '/api/mount_search_results?status=won');
    expect(won.json<{ id: number }[]>().map((row) => row.id)).toEqual([id]);
    expect(won.json<object[]>()[0]).toMatchObject({
      lead_status: 'won',
      lead_notes: expect.stringMatching(/^\d{4}-\d{2}-\d{2} admin@example\.com: =cmd\(\)$/),
      lead_next_step: 'Send the invoice',
      lead_next_step_due: null,
      lead_lock_version: 1,
    });
    const news = await t.call('GET', '/api/mount_search_results?status=new&limit=1000');
    expect(news.json<{ id: number }[]>().map((row) => row.id)).not.toContain(id);
    const counts = (await t.call('GET', '/api/leads/counts')).json<LeadStatusCounts>();
    expect(counts.counts.won).toBe(1);
    expect(counts.total).toBe(
      Number(news.headers['x-total-count']) +
        counts.counts.won +
        counts.counts.contacted +
        counts.counts.quoted +
        counts.counts.lost,
    );
    expect((await t.call('GET', '/api/leads/counts', undefined, northwindUser)).json()).toMatchObject({
      counts: { won: 0 },
    });
    expect((await t.call('GET', '/api/mount_search_results?status=maybe')).statusCode).toBe(422);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/mount_search_results?status=won',
      headers: { ...t.admin, accept: 'text/csv' },
    });
    const [header, line] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('lead_status,assigned_to,lead_notes,quote_requests');
    expect(line).toMatch(
      /,won,,"?\d{4}-\d{2}-\d{2} admin@example\.com: =cmd\(\)"?,\d{4}-\d{2}-\d{2}: 3 sites \(Three sites\),,,Send the invoice,$/,
    );
  });
});
