import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTaken } from '../../test/admin-api.js';
import { createAdminTestApp, createResellerUserHeaders, type AdminTestApp } from '../../test/admin-sessions.js';

describe('roof types API', () => {
  let t: AdminTestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createAdminTestApp();
    admin = t.admin;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const send: AdminTestApp['call'] = (...request) => t.call(...request);

  it('lists the seeded roof types to anonymous visitors, sorted by name', async () => {
    const response = await get('/api/roof_types');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ name: string; friction_coefficient: number; deleted_at: null }[]>();
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Asphalt shingle',
      friction_coefficient: 0.4,
      // Engineering judgement, no published value: printed "Source not given".
      friction_coefficient_source: null,
      deleted_at: null,
      lock_version: 0,
    });
    expect(list.find((roof) => roof.name === 'EPDM membrane')).toMatchObject({
      friction_coefficient: 0.5,
      friction_coefficient_source: expect.stringMatching(/^IBC SOLAR .*Tab\. 2: 0\.6 for EPDM/),
    });
    expect(list.map((roof) => roof.name)).toEqual(
      [...list.map((roof) => roof.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('creates a roof type (numeric strings coerced, text trimmed)', async () => {
    const response = await send('POST', '/api/roof_types', {
      name: '  Slate tiles ',
      friction_coefficient: '0.35',
      ignored: 'x',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Slate tiles',
      friction_coefficient: 0.35,
      friction_coefficient_source: null,
      deleted_at: null,
      lock_version: 0,
    });
  });

  it('keeps where μ comes from: set, changed, cleared by a blank, left alone when not sent', async () => {
    const source = 'Measured on site, 10 pulls (DIN EN ISO 8295), lowest wet value';
    const created = await send('POST', '/api/roof_types', {
      name: 'Measured roof',
      friction_coefficient: 0.45,
      friction_coefficient_source: `  ${source} `,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ friction_coefficient_source: source });
    const renamed = await send('PUT', `/api/roof_types/${id}`, { name: 'Measured roof 2' });
    expect(renamed.json()).toMatchObject({ friction_coefficient_source: source });
    const cleared = await send('PUT', `/api/roof_types/${id}`, { friction_coefficient_source: ' ' });
    expect(cleared.json()).toMatchObject({ friction_coefficient_source: null });
    expect((await get(`/api/roof_types/${id}`)).json()).toMatchObject({ friction_coefficient_source: null });
  });

  it('keeps the source to administrators (401 anonymous, 403 for a reseller user) and refuses one too long (422)', async () => {
    const payload = { name: 'Refused roof', friction_coefficient: 0.4, friction_coefficient_source: 'A table' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/roof_types', payload });
    expect(anonymous.statusCode).toBe(401);
    const reseller = await createResellerUserHeaders(t.app, 1);
    expect((await send('POST', '/api/roof_types', payload, reseller)).statusCode).toBe(403);
    for (const source of ['x'.repeat(301), 42]) {
      const refused = await send('POST', '/api/roof_types', { ...payload, friction_coefficient_source: source });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toHaveProperty('friction_coefficient_source');
    }
    const names = (await get('/api/roof_types?include_inactive=true', admin)).json<{ name: string }[]>();
    expect(names.map((roof) => roof.name)).not.toContain('Refused roof');
  });

  it.each([
    [{ friction_coefficient: 0.5 }, { name: ["can't be blank"] }, ["Name can't be blank"]],
    [
      { name: 'X1', friction_coefficient: 0 },
      { friction_coefficient: ['must be greater than 0'] },
      ['Friction Coefficient must be greater than 0'],
    ],
    [
      { name: 'X2', friction_coefficient: 1.5 },
      { friction_coefficient: ['must be less than or equal to 1'] },
      ['Friction Coefficient must be less than or equal to 1'],
    ],
    [
      { name: 'X3', friction_coefficient: 'rough' },
      { friction_coefficient: ['is not a number'] },
      ['Friction Coefficient is not a number'],
    ],
    [{ name: 'X4' }, { friction_coefficient: ["can't be blank"] }, ["Friction Coefficient can't be blank"]],
    [
      { name: 'metal', friction_coefficient: 0.3 },
      { name: ['has already been taken'] },
      ['Name has already been taken'],
    ],
  ])('refuses %j with 422', async (payload, errors, fullMessages) => {
    const before = (await get('/api/roof_types?include_inactive=true', admin)).json<unknown[]>();
    const response = await send('POST', '/api/roof_types', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors, full_messages: fullMessages });
    expect((await get('/api/roof_types?include_inactive=true', admin)).json()).toHaveLength(before.length);
  });

  it('updates only the fields sent', async () => {
    const created = (await send('POST', '/api/roof_types', { name: 'Clay tiles', friction_coefficient: 0.45 })).json<{
      id: number;
    }>();
    const response = await send('PUT', `/api/roof_types/${created.id}`, { friction_coefficient: 0.55 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Clay tiles', friction_coefficient: 0.55 });
    expectTaken(await send('PUT', `/api/roof_types/${created.id}`, { name: 'EPDM MEMBRANE' }), 'name', 'Name');
    // Renaming a roof type to its own name in another case is not a clash with itself.
    expect((await send('PUT', `/api/roof_types/${created.id}`, { name: 'CLAY TILES' })).statusCode).toBe(200);
  });

  it('deactivates and reactivates; anonymous visitors never see inactive ones', async () => {
    const created = (await send('POST', '/api/roof_types', { name: 'Green roof', friction_coefficient: 0.6 })).json<{
      id: number;
    }>();
    const deactivated = await send('DELETE', `/api/roof_types/${created.id}`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({
      id: created.id,
      deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });

    const ids = (list: { id: number }[]) => list.map((roof) => roof.id);
    expect(ids((await get('/api/roof_types')).json())).not.toContain(created.id);
    expect(ids((await get('/api/roof_types?include_inactive=true')).json())).not.toContain(created.id);
    expect(ids((await get('/api/roof_types', admin)).json())).not.toContain(created.id);
    expect(ids((await get('/api/roof_types?include_inactive=true', admin)).json())).toContain(created.id);
    expect((await get(`/api/roof_types/${created.id}`)).statusCode).toBe(404);
    expect((await get(`/api/roof_types/${created.id}`, admin)).json()).toMatchObject({
      deleted_at: expect.any(String),
    });

    const reactivated = await send('PUT', `/api/roof_types/${created.id}/reactivate`);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({ id: created.id, deleted_at: null });
    expect((await get(`/api/roof_types/${created.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown or impossible ids', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      for (const response of [
        await get(`/api/roof_types/${id}`),
        await send('PUT', `/api/roof_types/${id}`, { name: 'Nope' }),
        await send('DELETE', `/api/roof_types/${id}`),
        await send('PUT', `/api/roof_types/${id}/reactivate`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: ['Not found'] });
      }
    }
  });
});
