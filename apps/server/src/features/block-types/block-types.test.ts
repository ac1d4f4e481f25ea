import { describe, expect, it } from 'vitest';
import { createRecord, expectNotFoundForUnknownIds, expectTaken, useAdminTestApp } from '../../test/admin-api.js';

interface BlockTypeBody {
  id: number;
  name: string;
  nominal_size: string;
  weight: number;
  deleted_at: string | null;
}

describe('block types API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists the seeded block types to anonymous visitors, by name', async () => {
    const response = await get('/api/block_types');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Cap block',
        nominal_size: '4" × 8" × 16"',
        weight: 26,
        deleted_at: null,
        lock_version: 0,
      },
      {
        id: expect.any(Number),
        name: 'Half-height solid block',
        nominal_size: '2" × 8" × 16"',
        weight: 14,
        deleted_at: null,
        lock_version: 0,
      },
      {
        id: expect.any(Number),
        name: 'Solid concrete block',
        nominal_size: '4" × 8" × 16"',
        weight: 30,
        deleted_at: null,
        lock_version: 0,
      },
    ]);
  });

  it('creates, reads and updates a block type (numbers from text, text trimmed)', async () => {
    const block = await createRecord<BlockTypeBody>(call, '/api/block_types', {
      name: ' Solid 8" block ',
      nominal_size: '8" × 8" × 16"',
      weight: '72',
    });
    expect(block).toEqual({
      id: expect.any(Number),
      name: 'Solid 8" block',
      nominal_size: '8" × 8" × 16"',
      weight: 72,
      deleted_at: null,
      lock_version: 0,
    });
    expect((await get(`/api/block_types/${block.id}`)).json()).toEqual(block);
    const changed = await call('PUT', `/api/block_types/${block.id}`, { weight: 70.5 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Solid 8" block', weight: 70.5 });
    expectTaken(await call('PUT', `/api/block_types/${block.id}`, { name: 'CAP BLOCK' }), 'name', 'Name');
  });

  it.each([
    [{ nominal_size: '4x8x16', weight: 30 }, { name: ["can't be blank"] }, ["Name can't be blank"]],
    [{ name: 'B1', weight: 30 }, { nominal_size: ["can't be blank"] }, ["Nominal Size can't be blank"]],
    [
      { name: 'B2', nominal_size: 'x', weight: 0 },
      { weight: ['must be greater than 0'] },
      ['Weight must be greater than 0'],
    ],
    [
      { name: 'B3', nominal_size: 'x', weight: 250 },
      { weight: ['must be less than or equal to 200'] },
      ['Weight must be less than or equal to 200'],
    ],
    [{ name: 'B4', nominal_size: 'x', weight: 'heavy' }, { weight: ['is not a number'] }, ['Weight is not a number']],
    [
      { name: 'cap block', nominal_size: 'x', weight: 26 },
      { name: ['has already been taken'] },
      ['Name has already been taken'],
    ],
  ])('refuses %j with 422', async (payload, errors, fullMessages) => {
    const response = await call('POST', '/api/block_types', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors, full_messages: fullMessages });
  });

  it('deactivates and reactivates; anonymous visitors never see inactive ones', async () => {
    const block = await createRecord<BlockTypeBody>(call, '/api/block_types', {
      name: 'Paver',
      nominal_size: '2" × 16" × 16"',
      weight: 35,
    });
    const deactivated = await call('DELETE', `/api/block_types/${block.id}`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ id: block.id, deleted_at: expect.any(String) });
    const ids = (list: { id: number }[]) => list.map((b) => b.id);
    expect(ids((await get('/api/block_types?include_inactive=true')).json())).not.toContain(block.id);
    expect(ids((await get('/api/block_types?include_inactive=true', t.admin)).json())).toContain(block.id);
    expect((await get(`/api/block_types/${block.id}`)).statusCode).toBe(404);
    const reactivated = await call('PUT', `/api/block_types/${block.id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ id: block.id, deleted_at: null });
  });

  it('refuses to deactivate the default block (422) until another block is the default', async () => {
    const settings = (await get('/api/engineering_settings')).json<{ default_block_type_id: number }>();
    const refused = await call('DELETE', `/api/block_types/${settings.default_block_type_id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: {
        base: [
          'The default block type cannot be deactivated: choose another default in the engineering settings first',
        ],
      },
      full_messages: [
        'The default block type cannot be deactivated: choose another default in the engineering settings first',
      ],
    });
    expect((await get(`/api/block_types/${settings.default_block_type_id}`)).statusCode).toBe(200);
  });

  it('answers 401 to writes without a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/block_types'],
      ['PUT', '/api/block_types/1'],
      ['DELETE', '/api/block_types/1'],
      ['PUT', '/api/block_types/1/reactivate'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'DELETE' ? undefined : { weight: 20 } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for unknown or impossible ids', async () => {
    await expectNotFoundForUnknownIds(call, '/api/block_types', { weight: 20 });
    for (const id of ['abc', '0']) expect((await get(`/api/block_types/${id}`)).statusCode).toBe(404);
  });
});
