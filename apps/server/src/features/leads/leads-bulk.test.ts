import { BULK_ACTION_MAX, type BulkActionResult, type Lead } from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { history, leadPipeline } from '../../db/tables.js';
import { UNKNOWN_ID, useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';
import { createEngineer } from '../../test/reviews.js';
import { northwind, storeFitSearch, summit, useDemoCatalogueApp } from '../../test/mount-search.js';

const BULK = '/api/leads/bulk_actions';

/** docs/api.md, "Bulk actions": the leads list's status and assignee on many leads at once. */
describe('POST /api/leads/bulk_actions', () => {
  const t = useAdminTestApp();
  let summitUser: Record<string, string>;
  let northwindUser: Record<string, string>;
  const summitLeads: number[] = [];
  let northwindLead: number;

  const newLead = async (name: string, reseller: number) =>
    (await storeFitSearch({ customer_name: name, reseller_id: reseller })).id;

  beforeAll(async () => {
    await useDemoCatalogueApp({ app: t.app, database: t.database, close: () => Promise.resolve() });
    summitUser = await createResellerUserHeaders(t.app, summit, 'bulk@summit.example');
    northwindUser = await createResellerUserHeaders(t.app, northwind, 'bulk@northwind.example');
    for (const name of ['Ann One', 'Bob Two', 'Cy Three']) summitLeads.push(await newLead(name, summit));
    northwindLead = await newLead('Dee Four', northwind);
  });

  const lead = async (id: number) => (await t.call('GET', `/api/leads/${id}`)).json<Lead>();
  const leadEntries = async () =>
    (await t.database.db.select().from(history).where(eq(history.entity, 'leads'))).length;

  it("sets the status of several leads in one call, one history entry each, as a lead's own save does", async () => {
    const [a, b] = summitLeads;
    const entries = await leadEntries();
    const response = await t.call('POST', BULK, { ids: [a, b], status: 'contacted' }, summitUser);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkActionResult>()).toMatchObject({ requested: 2, changed: 2, unchanged: 0, refused: 0 });
    expect(await lead(a!)).toMatchObject({ status: 'contacted', lock_version: 1 });
    expect(await leadEntries()).toBe(entries + 2);
    const [entry] = await t.database.db.select().from(history).where(eq(history.entity_id, b!));
    expect(entry).toMatchObject({
      action: 'update',
      user_email: 'bulk@summit.example',
      changes: { status: { before: 'new', after: 'contacted' } },
    });
  });

  it('reports a lead already so as unchanged, an unknown one and a stale one as refused', async () => {
    const [a, b, c] = summitLeads;
    const response = await t.call('POST', BULK, {
      ids: [a, UNKNOWN_ID, b, c],
      status: 'contacted',
      lock_versions: { [b!]: 0 },
    });
    expect(response.json<BulkActionResult>().rows).toEqual([
      { id: a, outcome: 'unchanged', message: 'already had these values' },
      { id: UNKNOWN_ID, outcome: 'refused', message: 'was not found' },
      {
        id: b,
        outcome: 'refused',
        message: 'was changed by Test Reseller User after it was selected; reload the list and try again',
      },
      { id: c, outcome: 'changed', message: null },
    ]);
  });

  it('sets the assignee, refusing the leads whose reseller the assignee is not of', async () => {
    const seller = (await t.call('GET', '/api/users/me', undefined, summitUser)).json<{ id: number }>().id;
    const [a] = summitLeads;
    const response = await t.call('POST', BULK, { ids: [a, northwindLead], assigned_user_id: seller });
    expect(response.json<BulkActionResult>().rows).toEqual([
      { id: a, outcome: 'changed', message: null },
      {
        id: northwindLead,
        outcome: 'refused',
        message: "Assignee must be a user of the lead's reseller or an administrator",
      },
    ]);
    expect(await lead(a!)).toMatchObject({ assigned_user_id: seller, status: 'contacted' });
    expect((await lead(northwindLead)).assigned_user_id).toBeNull();
    const cleared = await t.call('POST', BULK, { ids: [a], assigned_user_id: null });
    expect(cleared.json<BulkActionResult>()).toMatchObject({ changed: 1 });
  });

  it.each([
    [{ ids: [1] }, { base: ['must set a status or an assignee'] }],
    [{ ids: [], status: 'won' }, { ids: ['must list at least one lead'] }],
    [{ ids: ['a'], status: 'won' }, { ids: ['must be a list of ids'] }],
    [{ ids: [2, 2], status: 'won' }, { ids: ['contains duplicate ids: 2'] }],
    [
      { ids: Array.from({ length: BULK_ACTION_MAX + 1 }, (_, n) => n + 1), status: 'won' },
      { ids: ['has too many entries (at most 1,000)'] },
    ],
    [{ ids: [1], status: 'sold' }, { status: ['must be new, contacted, quoted, won or lost'] }],
    [{ ids: [1], assigned_user_id: UNKNOWN_ID }, { assigned_user_id: [expect.stringContaining('must be a user')] }],
  ])('422 on the field (case %#), nothing written', async (body, errors) => {
    const before = await t.database.db.select().from(leadPipeline);
    const response = await t.call('POST', BULK, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ errors: object }>().errors).toEqual(errors);
    expect(await t.database.db.select().from(leadPipeline)).toEqual(before);
  });

  it("refuses a reseller user the whole request (403) when one lead is another reseller's, writing nothing", async () => {
    const before = await t.database.db.select().from(leadPipeline);
    const entries = await leadEntries();
    const response = await t.call(
      'POST',
      BULK,
      { ids: [...summitLeads, northwindLead], status: 'lost' },
      northwindUser,
    );
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(leadPipeline)).toEqual(before);
    expect(await leadEntries()).toBe(entries);
  });

  it('401 without a token, 403 for an engineer', async () => {
    const body = { ids: [summitLeads[0]], status: 'won' };
    expect((await t.app.inject({ method: 'POST', url: BULK, payload: body })).statusCode).toBe(401);
    const engineer = await createEngineer(t.app, 'bulk-leads-engineer@example.com');
    expect((await t.call('POST', BULK, body, engineer.headers)).statusCode).toBe(403);
    expect((await lead(summitLeads[0]!)).status).toBe('contacted');
  });
});
