import { RESELLER_MOUNT_BULK_MAX } from '@nprm/contracts';
import { describe, beforeAll, expect, it } from 'vitest';
import { mounts } from '../../db/tables.js';
import { createRecord, sledMountBody, useAdminTestApp, UNKNOWN_ID } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

interface Link {
  id: number;
  reseller_id: number;
  mount_id: number;
  product_url: string | null;
  mount: { id: number; part_number: string };
}

const BULK = '/api/reseller_mounts/bulk';

const mountBody = (part: string) => sledMountBody(part, { name: `Bulk ${part}` });

describe('POST /api/reseller_mounts/bulk (the bulk links call at /api/docs)', () => {
  const t = useAdminTestApp();
  const { call } = t;
  let shop: number;
  let other: number;
  /** B-1 … B-6; B-6 inactive, B-1 already linked to `shop`. */
  const ids: number[] = [];

  beforeAll(async () => {
    shop = (
      await createRecord<{ id: number }>(call, '/api/resellers', {
        name: 'Bulk Shop',
        domain: 'bulk.example.com',
        logo_url: '/b.svg',
      })
    ).id;
    other = (
      await createRecord<{ id: number }>(call, '/api/resellers', {
        name: 'Other Shop',
        domain: 'other.example.com',
        logo_url: '/o.svg',
      })
    ).id;
    for (const part of ['B-1', 'B-2', 'B-3', 'B-4', 'B-5', 'B-6']) {
      ids.push((await createRecord<{ id: number }>(call, '/api/mounts', mountBody(part))).id);
    }
    await call('DELETE', `/api/mounts/${ids[5]}`);
    await createRecord(call, '/api/reseller_mounts', { reseller_id: shop, mount_id: ids[0] });
  });

  const linkedTo = async (resellerId: number) =>
    (await call('GET', `/api/resellers/${resellerId}/reseller_mounts?include_inactive=true`))
      .json<Link[]>()
      .map((link) => link.mount_id)
      .sort((a, b) => a - b);
  const historyCount = async () =>
    Number((await call('GET', '/api/history?entity=reseller_mounts&limit=1')).headers['x-total-count']);

  it('links every mount named in one call, in the order given, each with a create entry in the history', async () => {
    const before = await historyCount();
    const response = await call('POST', BULK, { reseller_id: shop, mount_ids: [ids[2], String(ids[1])] });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Link[]>();
    expect(created.map((link) => link.mount_id)).toEqual([ids[2], ids[1]]);
    for (const link of created) {
      expect(link).toMatchObject({ reseller_id: shop, product_url: null, mount: { id: link.mount_id } });
    }
    expect(await linkedTo(shop)).toEqual([ids[0], ids[1], ids[2]]);
    expect(await historyCount()).toBe(before + 2);
    const [entry] = (await call('GET', `/api/history?entity=reseller_mounts&entity_id=${created[0]!.id}`)).json<
      { action: string; user_email: string; changes: Record<string, unknown> }[]
    >();
    expect(entry).toMatchObject({
      action: 'create',
      user_email: 'admin@example.com',
      changes: { reseller_id: { before: null, after: shop }, mount_id: { before: null, after: ids[2] } },
    });
    expect(entry!.changes).not.toHaveProperty('mount');
  });

  it.each([
    ['an unknown mount', () => [ids[3], UNKNOWN_ID], [`contains unknown mount ids: ${UNKNOWN_ID}`]],
    ['an inactive mount', () => [ids[3], ids[5]], () => [`contains inactive mount ids: ${ids[5]}`]],
    [
      'a mount already linked',
      () => [ids[0], ids[3]],
      () => [`contains mount ids already linked to this reseller: ${ids[0]}`],
    ],
    ['a mount named twice', () => [ids[3], ids[4], ids[3]], () => [`contains duplicate ids: ${ids[3]}`]],
    ['an empty list', () => [], ['must list at least one mount']],
    [
      'more than the maximum',
      () => Array.from({ length: RESELLER_MOUNT_BULK_MAX + 1 }, (_, index) => index + 1),
      ['has too many entries (at most 500)'],
    ],
    ['entries that are no ids', () => [ids[3], 'four'], ['must be a list of ids']],
  ])('refuses %s with 422 and links none of them', async (_case, mountIds, messages) => {
    const before = await linkedTo(shop);
    const response = await call('POST', BULK, { reseller_id: shop, mount_ids: mountIds() });
    expect(response.statusCode).toBe(422);
    const expected = typeof messages === 'function' ? messages() : messages;
    expect(response.json()).toEqual({
      errors: { mount_ids: expected },
      full_messages: expected.map((message) => `Mount Ids ${message}`),
    });
    expect(await linkedTo(shop)).toEqual(before);
  });

  it('names every kind of problem at once, and an unknown reseller, and writes no history', async () => {
    const before = await historyCount();
    const response = await call('POST', BULK, { reseller_id: shop, mount_ids: [UNKNOWN_ID, ids[5], ids[0], ids[4]] });
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      mount_ids: [
        `contains unknown mount ids: ${UNKNOWN_ID}`,
        `contains inactive mount ids: ${ids[5]}`,
        `contains mount ids already linked to this reseller: ${ids[0]}`,
      ],
    });
    const unknownReseller = await call('POST', BULK, { reseller_id: UNKNOWN_ID, mount_ids: [ids[4]] });
    expect(unknownReseller.statusCode).toBe(422);
    expect(unknownReseller.json()).toEqual({
      errors: { reseller_id: ['must exist'] },
      full_messages: ['Reseller Id must exist'],
    });
    expect((await call('POST', BULK, { mount_ids: [ids[4]] })).json<{ errors: unknown }>().errors).toEqual({
      reseller_id: ["can't be blank"],
    });
    expect(await historyCount()).toBe(before);
    expect(await linkedTo(shop)).not.toContain(ids[4]);
  });

  it('answers 401 without a valid session and nothing is linked', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'access-token': 'nope', client: 'nope', uid: 'admin@example.com' },
    ]) {
      const response = await call('POST', BULK, { reseller_id: other, mount_ids: [ids[4]] }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: ['You need to sign in or sign up before continuing.'] });
    }
    expect(await linkedTo(other)).toEqual([]);
  });

  it("lets a reseller user link to its own reseller only: another reseller's is 403", async () => {
    const headers = await createResellerUserHeaders(t.app, other);
    const refused = await call('POST', BULK, { reseller_id: shop, mount_ids: [ids[4]] }, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: ['You are not allowed to do this.'] });
    expect(await linkedTo(shop)).not.toContain(ids[4]);
    const own = await call('POST', BULK, { reseller_id: other, mount_ids: [ids[4], ids[3]] }, headers);
    expect(own.statusCode, own.body).toBe(201);
    expect(await linkedTo(other)).toEqual([ids[3], ids[4]]);
  });

  it('links the maximum, 500 mounts, in one call', async () => {
    const rows = Array.from({ length: RESELLER_MOUNT_BULK_MAX }, (_, index) => ({
      ...mountBody(`MAX-${index}`),
      product_url: '/max',
    }));
    const inserted = await t.database.db.insert(mounts).values(rows).returning({ id: mounts.id });
    const started = performance.now();
    const response = await call('POST', BULK, { reseller_id: shop, mount_ids: inserted.map((row) => row.id) });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(201);
    expect(response.json<Link[]>()).toHaveLength(RESELLER_MOUNT_BULK_MAX);
    expect(elapsed).toBeLessThan(20_000);
  });
});
