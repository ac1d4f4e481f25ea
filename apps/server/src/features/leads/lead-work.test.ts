import { LEAD_NOTE_MAX, NOTES_ARE_ADDED, type Lead, type LeadEvent, type LeadNote } from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadNotes, resultReviews } from '../../db/tables.js';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { northwind, storeFitSearch, storeNoFitSearch, summit, useDemoCatalogueApp } from '../../test/mount-search.js';

/** Working a lead: its search, notes added one at a time, the next step and the timeline (the lead calls). */
describe('working a lead', () => {
  const t = useAdminTestApp();
  let summitUser: Record<string, string>;
  let northwindUser: Record<string, string>;

  beforeAll(async () => {
    await useDemoCatalogueApp({ app: t.app, database: t.database, close: () => Promise.resolve() });
    summitUser = await createResellerUserHeaders(t.app, summit, 'sales@summit.example');
    northwindUser = await createResellerUserHeaders(t.app, northwind, 'sales@northwind.example');
  });

  const newLead = (overrides: Record<string, unknown> = {}) =>
    storeFitSearch({ customer_email: 'ada@example.com', ...overrides });
  const note = (id: number, text: unknown, headers?: Record<string, string>) =>
    t.call('POST', `/api/leads/${id}/notes`, { text }, headers);
  const notesIn = (id: number) => t.database.db.select().from(leadNotes).where(eq(leadNotes.search_result_id, id));
  const timeline = async (id: number, headers?: Record<string, string>) => {
    const response = await t.call('GET', `/api/leads/${id}/timeline`, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeadEvent[]>();
  };

  it("shows the lead's search: site, antenna, mount, ballast, wind and its source, code basis and the links", async () => {
    const { id, token } = await newLead();
    const lead = (await t.call('GET', `/api/leads/${id}`)).json<Lead>();
    const shared = (await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}` })).json<{
      result_url: string;
      reference: string;
      ballast_weight: number;
      wind_speed: number;
      mount: { name: string; part_number: string };
    }>();
    expect(lead.search).toMatchObject({
      reference: shared.reference,
      result_url: shared.result_url,
      report_url: `/api/mount_search_results/token/${token}/report.pdf`,
      ballast_weight: shared.ballast_weight,
      wind_speed: shared.wind_speed,
      mount: `${shared.mount.name} (${shared.mount.part_number})`,
      no_fit: null,
    });
    expect(lead.search.antennas).toHaveLength(1);
    expect(lead.search.antennas[0]).toMatch(/\S/);
    expect(lead.search.code_basis.edition).toMatch(/^ASCE 7-/);
    expect(lead.search.code_basis_text).toContain(`Risk Category ${lead.search.code_basis.risk_category}`);
    expect(lead.search.wind_speed_words).toMatch(/\S/);
    const report = await t.app.inject({ method: 'GET', url: lead.search.report_url! });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('application/pdf');
  });

  it('gives a search that found no mount its reason and no links', async () => {
    const noFit = await storeNoFitSearch({ customer_email: 'coast@example.com' });
    const lead = (await t.call('GET', `/api/leads/${noFit.id}`)).json<Lead>();
    expect(lead.search).toMatchObject({ result_url: null, report_url: null, mount: null, ballast_weight: null });
    expect(lead.search.no_fit).toMatch(/\S/);
  });

  it('adds notes one at a time with author and time, oldest first, kept as plain text; the version stays', async () => {
    const { id } = await newLead();
    const first = await note(id, '  Called, <b>left</b> a message\nwill try again  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      text: 'Called, <b>left</b> a message\nwill try again',
      author_email: 'admin@example.com',
    });
    const second = await note(id, 'Sent the quote', summitUser);
    expect(second.statusCode, second.body).toBe(201);
    const lead = (await t.call('GET', `/api/leads/${id}`)).json<Lead>();
    expect(lead.notes.map((entry: LeadNote) => [entry.text, entry.author_email])).toEqual([
      ['Called, <b>left</b> a message\nwill try again', 'admin@example.com'],
      ['Sent the quote', 'sales@summit.example'],
    ]);
    expect(lead.notes[0]!.author_id).toEqual(expect.any(Number));
    expect(lead.lock_version).toBe(0);
  });

  it('refuses an empty, blank, too long or non-text note (422 on text), storing nothing', async () => {
    const { id } = await newLead();
    for (const text of ['', '   \n ', 'x'.repeat(LEAD_NOTE_MAX + 1), 42, null, undefined]) {
      const response = await note(id, text);
      expect(response.statusCode, String(text)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['text']);
    }
    expect((await note(id, 'x'.repeat(LEAD_NOTE_MAX))).statusCode).toBe(201);
    expect(await notesIn(id)).toHaveLength(1);
  });

  it("refuses notes without a sign-in (401), on another reseller's lead (403) and on no lead (404)", async () => {
    const { id } = await newLead();
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/leads/${id}/notes`, payload: { text: 'Hi' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await note(id, 'Not mine', northwindUser)).statusCode).toBe(403);
    expect((await note(999_999, 'Nobody')).statusCode).toBe(404);
    expect((await note(id, 'Mine', summitUser)).statusCode).toBe(201);
    expect((await notesIn(id)).map((row) => row.text)).toEqual(['Mine']);
  });

  it('refuses notes in the lead save (422): the old box cannot overwrite what was written', async () => {
    const { id } = await newLead();
    await note(id, 'Kept');
    const response = await t.call('PUT', `/api/leads/${id}`, { notes: 'Overwritten', lock_version: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { notes: [NOTES_ARE_ADDED] } });
    expect((await notesIn(id)).map((row) => row.text)).toEqual(['Kept']);
  });

  it('saves the next step and its day, clears them with null, and refuses a bad day or a long step (422)', async () => {
    const { id } = await newLead();
    const saved = await t.call(
      'PUT',
      `/api/leads/${id}`,
      { next_step: ' Call back ', next_step_due: '2026-12-04', lock_version: 0 },
      summitUser,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ next_step: 'Call back', next_step_due: '2026-12-04', lock_version: 1 });
    for (const [field, value] of [
      ['next_step_due', '2026-02-31'],
      ['next_step_due', 'tomorrow'],
      ['next_step', 'x'.repeat(201)],
    ] as const) {
      const refused = await t.call('PUT', `/api/leads/${id}`, { [field]: value, lock_version: 1 });
      expect(refused.statusCode, `${field} ${value}`).toBe(422);
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual([field]);
    }
    const cleared = await t.call('PUT', `/api/leads/${id}`, { next_step: null, next_step_due: '', lock_version: 1 });
    expect(cleared.json()).toMatchObject({ next_step: null, next_step_due: null, lock_version: 2 });
    const own = await t.call('PUT', `/api/leads/${id}`, { next_step: 'x', lock_version: 2 }, northwindUser);
    expect(own.statusCode).toBe(403);
  });

  it('tells the lead in time order: created, status and assignee changes, next step, notes, quotes, reviews', async () => {
    const { id, token } = await newLead();
    const me = (await t.call('GET', '/api/users/me')).json<{ id: number }>();
    const put = async (body: object, version: number) =>
      expect((await t.call('PUT', `/api/leads/${id}`, { ...body, lock_version: version })).statusCode).toBe(200);
    await put({ status: 'contacted', assigned_user_id: me.id }, 0);
    await note(id, 'First call went well');
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/mount_search_results/token/${token}/quote_requests`,
      remoteAddress: '198.51.100.61',
      payload: { quantity: 4, note: 'Four roofs' },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    await put({ next_step: 'Send the quote', next_step_due: '2026-12-01' }, 1);
    await put({ next_step_due: '2026-12-02', status: 'quoted' }, 2);
    await t.database.db.insert(resultReviews).values({
      reference: `V-TEST-${id}`,
      search_result_id: id,
      status: 'approved',
      requester_email: 'ada@example.com',
      request_note: 'Please stamp',
      requested_at: new Date(),
      decided_at: new Date(Date.now() + 5),
      decided_by: me.id,
      engineer_name: 'Erin Engineer',
      engineer_licence: { state: 'IL', number: '062-000001' },
      decision_note: 'Fine',
    });
    // The next events come after the decision's time, not in its millisecond.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await note(id, 'Won it', summitUser);
    await put({ status: 'won', assigned_user_id: null }, 3);
    const events = await timeline(id);
    expect(events.map((entry) => Date.parse(entry.at))).toEqual(
      [...events.map((entry) => Date.parse(entry.at))].sort((a, b) => a - b),
    );
    const strip = ({ at: _at, ...rest }: LeadEvent) => rest;
    expect(events.map(strip)).toEqual([
      { kind: 'created', by: 'ada@example.com', from: null, to: null, text: null },
      { kind: 'status', by: 'admin@example.com', from: 'new', to: 'contacted', text: null },
      { kind: 'assignee', by: 'admin@example.com', from: null, to: 'admin@example.com', text: null },
      { kind: 'note', by: 'admin@example.com', from: null, to: null, text: 'First call went well' },
      { kind: 'quote_request', by: 'ada@example.com', from: null, to: null, text: '4 sites: Four roofs' },
      { kind: 'next_step', by: 'admin@example.com', from: null, to: '2026-12-01', text: 'Send the quote' },
      { kind: 'status', by: 'admin@example.com', from: 'contacted', to: 'quoted', text: null },
      { kind: 'next_step', by: 'admin@example.com', from: null, to: '2026-12-02', text: 'Send the quote' },
      { kind: 'review_requested', by: 'ada@example.com', from: null, to: null, text: 'Please stamp' },
      { kind: 'review_decided', by: 'Erin Engineer', from: null, to: 'approved', text: 'Fine' },
      { kind: 'note', by: 'sales@summit.example', from: null, to: null, text: 'Won it' },
      { kind: 'status', by: 'admin@example.com', from: 'quoted', to: 'won', text: null },
      { kind: 'assignee', by: 'admin@example.com', from: 'admin@example.com', to: null, text: null },
    ]);
    expect((await timeline(id, summitUser)).length).toBe(events.length);
  });

  it('answers the timeline 401 without a sign-in, 403 for another reseller and 404 for no lead', async () => {
    const { id } = await newLead();
    expect((await t.app.inject({ method: 'GET', url: `/api/leads/${id}/timeline` })).statusCode).toBe(401);
    expect((await t.call('GET', `/api/leads/${id}/timeline`, undefined, northwindUser)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/leads/999999/timeline')).statusCode).toBe(404);
    expect((await t.call('GET', '/api/leads/abc/timeline')).statusCode).toBe(404);
  });
});
