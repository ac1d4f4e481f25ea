import { beforeAll, describe, expect, it } from 'vitest';
import { expectNotFoundForUnknownIds, sledMountBody, useAdminTestApp, UNKNOWN_ID } from '../../test/admin-api.js';

interface ResellerMountBody {
  id: number;
  reseller_id: number;
  mount_id: number;
  product_url: string | null;
  deleted_at: string | null;
  mount: { id: number; name: string; deleted_at: string | null; mount_images: unknown[] };
  [field: string]: unknown;
}

describe('reseller mounts API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  let resellerId: number;
  const mountIds: number[] = [];

  beforeAll(async () => {
    const reseller = await call('POST', '/api/resellers', {
      name: 'Link Shop',
      domain: 'links.example.com',
      logo_url: '/l.svg',
    });
    resellerId = reseller.json<{ id: number }>().id;
    for (const part of ['L-1', 'L-2', 'L-3']) {
      const mount = await call('POST', '/api/mounts', sledMountBody(part));
      mountIds.push(mount.json<{ id: number }>().id);
    }
  });

  const link = async (fields: object) => {
    const response = await call('POST', '/api/reseller_mounts', { reseller_id: resellerId, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json<ResellerMountBody>();
  };

  it('links a mount; blank URLs become null; the mount is nested', async () => {
    const created = await link({
      mount_id: String(mountIds[0]),
      product_url: ' https://shop.example.com/l-1 ',
      assembly_instructions_url: '',
      product_sheet_url: null,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      reseller_id: resellerId,
      mount_id: mountIds[0],
      product_url: 'https://shop.example.com/l-1',
      assembly_instructions_url: null,
      product_sheet_url: null,
      deleted_at: null,
      lock_version: 0,
      mount: expect.objectContaining({ id: mountIds[0], name: 'Mount L-1', part_number: 'L-1', mount_images: [] }),
    });
    expect((await call('GET', `/api/reseller_mounts/${created.id}`)).json()).toEqual(created);
  });

  it.each([
    ['no mount', {}, { mount_id: ["can't be blank"] }],
    ['an unknown reseller', { reseller_id: 888888, mount_id: 'first' }, { reseller_id: ['must exist'] }],
    [
      'a bad URL',
      { mount_id: 'second', product_url: 'data:text/html,x' },
      { product_url: ['must be an http(s) URL or a path starting with /'] },
    ],
    ['an unknown mount', { mount_id: 999999 }, { mount_id: ['must be an active mount'] }],
    ['a mount already linked', { mount_id: 'first' }, { mount_id: ['is already linked to this reseller'] }],
  ])('refuses %s with 422', async (_case, fields, errors) => {
    const payload: Record<string, unknown> = { reseller_id: resellerId, ...fields };
    if (payload.mount_id === 'first') payload.mount_id = mountIds[0];
    if (payload.mount_id === 'second') payload.mount_id = mountIds[1];
    const response = await call('POST', '/api/reseller_mounts', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual(errors);
  });

  it('refuses to link an inactive mount', async () => {
    await call('DELETE', `/api/mounts/${mountIds[2]}`);
    const response = await call('POST', '/api/reseller_mounts', { reseller_id: resellerId, mount_id: mountIds[2] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { mount_id: ['must be an active mount'] },
      full_messages: ['Mount Id must be an active mount'],
    });
    await call('PUT', `/api/mounts/${mountIds[2]}/reactivate`);
  });

  it('updates URLs; blank clears them', async () => {
    const created = await link({ mount_id: mountIds[1], product_sheet_url: '/sheets/l-2.pdf' });
    const updated = await call('PUT', `/api/reseller_mounts/${created.id}`, {
      product_url: 'https://shop.example.com/l-2',
      product_sheet_url: '  ',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      product_url: 'https://shop.example.com/l-2',
      product_sheet_url: null,
      mount_id: mountIds[1],
    });
    const clash = await call('PUT', `/api/reseller_mounts/${created.id}`, { mount_id: mountIds[0] });
    expect(clash.statusCode).toBe(422);
    expect((await call('GET', `/api/reseller_mounts/${created.id}`)).json()).toMatchObject({ mount_id: mountIds[1] });
  });

  it('deactivates and reactivates; reactivation needs an active mount', async () => {
    const created = await link({ mount_id: mountIds[2] });
    expect((await call('DELETE', `/api/reseller_mounts/${created.id}`)).json()).toMatchObject({
      deleted_at: expect.any(String),
    });
    await call('DELETE', `/api/mounts/${mountIds[2]}`);
    const refused = await call('PUT', `/api/reseller_mounts/${created.id}/reactivate`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { mount: ['is not active'] }, full_messages: ['Mount is not active'] });
    await call('PUT', `/api/mounts/${mountIds[2]}/reactivate`);
    expect((await call('PUT', `/api/reseller_mounts/${created.id}/reactivate`)).json()).toMatchObject({
      deleted_at: null,
    });
  });

  it("lists a reseller's mounts newest first, filtered by mount, inactive ones on request", async () => {
    const all = (await call('GET', `/api/resellers/${resellerId}/reseller_mounts`)).json<ResellerMountBody[]>();
    expect(all.map((row) => row.mount_id).sort()).toEqual([...mountIds].sort());
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => b - a));
    expect(all.every((row) => row.mount.id === row.mount_id && row.reseller_id === resellerId)).toBe(true);

    const one = (await call('GET', `/api/resellers/${resellerId}/reseller_mounts?mount_id=${mountIds[1]}`)).json<
      ResellerMountBody[]
    >();
    expect(one.map((row) => row.mount_id)).toEqual([mountIds[1]]);

    const target = all[0]!;
    await call('DELETE', `/api/reseller_mounts/${target.id}`);
    const active = (await call('GET', `/api/resellers/${resellerId}/reseller_mounts`)).json<ResellerMountBody[]>();
    const withInactive = (await call('GET', `/api/resellers/${resellerId}/reseller_mounts?include_inactive=true`)).json<
      ResellerMountBody[]
    >();
    expect(active.map((row) => row.id)).not.toContain(target.id);
    expect(withInactive.map((row) => row.id)).toContain(target.id);
  });

  it('answers 404 for unknown ids and resellers', async () => {
    await expectNotFoundForUnknownIds(call, '/api/reseller_mounts', { product_url: '/x' }, [
      ['GET', `/api/resellers/${UNKNOWN_ID}/reseller_mounts`],
    ]);
  });
});
