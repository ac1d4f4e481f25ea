import type { EngineeringSettingsPreview } from '@nprm/contracts';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

describe('engineering settings API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  const read = () => t.app.inject({ method: 'GET', url: '/api/engineering_settings' });
  const blockId = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/block_types' }))
      .json<{ id: number; name: string }[]>()
      .find((block) => block.name === name)!.id;

  it('answers the current values, the method defaults, to anyone', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kd: 0.95,
      gcr_policy: 'all_heights',
      load_combination: 'lrfd',
      florida_hvhz_rule: true,
      default_block_type_id: await blockId('Solid concrete block'),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      lock_version: 0,
    });
  });

  it('changes the fields sent and keeps the others', async () => {
    const cap = await blockId('Cap block');
    const response = await call('PUT', '/api/engineering_settings', { kd: '0.85', default_block_type_id: cap });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kd: 0.85, gcr_policy: 'all_heights', default_block_type_id: cap });
    expect((await read()).json()).toMatchObject({ kd: 0.85, load_combination: 'lrfd' });
    // Recorded in the history with who changed what (docs/api.md, "History"), only the fields that changed.
    const history = await call('GET', '/api/history?entity=engineering_settings');
    expect(history.json<{ action: string; changes: object }[]>()[0]).toMatchObject({
      action: 'update',
      changes: { kd: { before: 0.95, after: 0.85 }, default_block_type_id: { after: cap } },
    });
    expect(Object.keys(history.json<{ changes: object }[]>()[0]!.changes).sort()).toEqual([
      'default_block_type_id',
      'kd',
    ]);
    const back = await call('PUT', '/api/engineering_settings', {
      kd: 0.95,
      gcr_policy: 'asce7_10',
      load_combination: 'asd',
      default_block_type_id: await blockId('Solid concrete block'),
    });
    expect(back.json()).toMatchObject({ kd: 0.95, gcr_policy: 'asce7_10', load_combination: 'asd' });
    await call('PUT', '/api/engineering_settings', { gcr_policy: 'all_heights', load_combination: 'lrfd' });
  });

  it('turns the Florida HVHZ rule off and on again, each change in the history', async () => {
    const off = await call('PUT', '/api/engineering_settings', { florida_hvhz_rule: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ florida_hvhz_rule: false, kd: 0.95, load_combination: 'lrfd' });
    expect((await read()).json()).toMatchObject({ florida_hvhz_rule: false });
    const history = await call('GET', '/api/history?entity=engineering_settings');
    expect(history.json<{ changes: object }[]>()[0]!.changes).toEqual({
      florida_hvhz_rule: { before: true, after: false },
    });
    const on = await call('PUT', '/api/engineering_settings', { florida_hvhz_rule: true });
    expect(on.json()).toMatchObject({ florida_hvhz_rule: true });
  });

  it.each([
    [{ florida_hvhz_rule: 'yes' }, { florida_hvhz_rule: ['must be true or false'] }],
    [{ florida_hvhz_rule: 1 }, { florida_hvhz_rule: ['must be true or false'] }],
    [{ kd: 0 }, { kd: ['must be greater than 0 and at most 1'] }],
    [{ kd: 1.2 }, { kd: ['must be greater than 0 and at most 1'] }],
    [{ kd: 'high' }, { kd: ['is not a number'] }],
    [{ gcr_policy: 'sometimes' }, { gcr_policy: ['must be one of all_heights, asce7_10'] }],
    [{ load_combination: 'lrfd2' }, { load_combination: ['must be one of lrfd, asd, fs1.5'] }],
    [{ default_block_type_id: 999999 }, { default_block_type_id: ['is not an active block type'] }],
    [{ default_block_type_id: 'x' }, { default_block_type_id: ['is not a number'] }],
  ])('refuses %j with 422 and changes nothing', async (body, errors) => {
    const before = (await read()).json<Record<string, unknown>>();
    const response = await call('PUT', '/api/engineering_settings', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors });
    expect((await read()).json()).toEqual(before);
  });

  it('refuses an inactive block as the default', async () => {
    const created = await call('POST', '/api/block_types', { name: 'Old block', nominal_size: 'x', weight: 20 });
    const id = created.json<{ id: number }>().id;
    await call('DELETE', `/api/block_types/${id}`);
    const response = await call('PUT', '/api/engineering_settings', { default_block_type_id: id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { default_block_type_id: ['is not an active block type'] } });
  });

  it('answers 401 to a change without a token, and 404 on a path that is not the settings', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/engineering_settings', payload: { kd: 0.9 } });
    expect(response.statusCode).toBe(401);
    expect((await read()).json()).toMatchObject({ kd: 0.95 });
    expect((await call('PUT', '/api/engineering_settings/1', { kd: 0.9 })).statusCode).toBe(404);
  });
});

describe('engineering settings preview', () => {
  const t = useAdminTestApp();
  const { call } = t;
  const preview = (body: object, headers?: Record<string, string>) =>
    call('POST', '/api/engineering_settings/preview', body, headers);
  const blockId = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/block_types' }))
      .json<{ id: number; name: string; weight: number }[]>()
      .find((block) => block.name === name)!;

  it('answers example searches with the current settings and the proposed ones, writing nothing', async () => {
    const settingsBefore = (await t.app.inject({ method: 'GET', url: '/api/engineering_settings' })).json<object>();
    const historyBefore = (await call('GET', '/api/history?entity=engineering_settings')).json<object[]>().length;
    const cap = await blockId('Cap block');
    const response = await preview({ load_combination: 'asd', default_block_type_id: cap.id });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EngineeringSettingsPreview>();
    expect(body.antenna).toEqual(expect.any(String));
    expect(body.roof_type).toEqual(expect.any(String));
    expect(body.examples.map((example) => example.label)).toEqual([
      'Exposure B, 105 mph, 20 ft building',
      'Exposure C, 130 mph, 100 ft building',
      'Exposure D, 150 mph, 40 ft building',
      'Miami-Dade (Florida HVHZ), Exposure B, 175 mph, 10 ft building',
    ]);
    for (const { before, after } of body.examples) {
      // 0.6D + 0.6W needs less ballast than 0.9D + 1.0W, counted in the proposed default block.
      expect(before.ballast_weight, JSON.stringify(before)).toEqual(expect.any(Number));
      expect(after.ballast_weight!).toBeLessThanOrEqual(before.ballast_weight!);
      expect(after.ballast_blocks?.block_weight).toBe(cap.weight);
      expect(before.ballast_blocks?.block_weight).toBe(30);
      expect(before.governing).toEqual(expect.any(String));
    }
    expect(body.examples.some(({ before, after }) => after.ballast_weight! < before.ballast_weight!)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/engineering_settings' })).json()).toEqual(settingsBefore);
    expect((await call('GET', '/api/history?entity=engineering_settings')).json<object[]>()).toHaveLength(
      historyBefore,
    );
  });

  it('shows what turning the Florida HVHZ rule off does, on the HVHZ example only (decision 0041)', async () => {
    const response = await preview({ florida_hvhz_rule: false });
    expect(response.statusCode, response.body).toBe(200);
    const [b, c, d, hvhz] = response.json<EngineeringSettingsPreview>().examples;
    for (const example of [b!, c!, d!]) expect(example.after).toEqual(example.before);
    // G·C_f 1.9 instead of 3.1: less ballast, or a fit where there was none.
    expect(hvhz!.after.ballast_weight, JSON.stringify(hvhz)).toEqual(expect.any(Number));
    expect(hvhz!.after.ballast_weight!).toBeLessThan(hvhz!.before.ballast_weight ?? Number.POSITIVE_INFINITY);
  });

  it("shows as 'after' exactly what the search uses once the settings are saved", async () => {
    const proposed = { kd: 0.85, gcr_policy: 'asce7_10' };
    const { examples: proposedExamples } = (await preview(proposed)).json<EngineeringSettingsPreview>();
    // Unchanged settings: before and after agree.
    const same = (await preview({})).json<EngineeringSettingsPreview>();
    for (const example of same.examples) expect(example.after).toEqual(example.before);
    expect((await call('PUT', '/api/engineering_settings', proposed)).statusCode).toBe(200);
    const saved = (await preview({})).json<EngineeringSettingsPreview>();
    expect(saved.examples.map((example) => example.before)).toEqual(proposedExamples.map((example) => example.after));
    await call('PUT', '/api/engineering_settings', { kd: 0.95, gcr_policy: 'all_heights' });
  });

  it.each([
    [{ kd: 1.2 }, { kd: ['must be greater than 0 and at most 1'] }],
    [{ load_combination: 'lrfd2' }, { load_combination: ['must be one of lrfd, asd, fs1.5'] }],
    [{ default_block_type_id: 999999 }, { default_block_type_id: ['is not an active block type'] }],
  ])('refuses %j with 422', async (body, errors) => {
    const response = await preview(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors });
  });

  it('answers 401 without a token and 403 to a reseller user', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/engineering_settings/preview',
      payload: { kd: 0.9 },
    });
    expect(anonymous.statusCode).toBe(401);
    const resellers = (await call('GET', '/api/resellers')).json<{ id: number }[]>();
    const reseller = await createResellerUserHeaders(t.app, resellers[0]!.id);
    expect((await preview({ kd: 0.9 }, reseller)).statusCode).toBe(403);
  });
});
