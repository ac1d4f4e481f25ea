import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, expectNotFoundForUnknownIds, expectTaken, useAdminTestApp } from '../../test/admin-api.js';

interface AntennaBody {
  id: number;
  make: string;
  model: string;
  mount_ids: number[];
  deleted_at: string | null;
  [field: string]: unknown;
}

describe('antennas API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  let admin: Record<string, string>;
  let mountIds: number[];
  beforeAll(async () => {
    admin = t.admin;
    mountIds = (await t.app.inject({ method: 'GET', url: '/api/mounts', headers: admin }))
      .json<{ id: number }[]>()
      .map((m) => m.id);
  });

  const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
  const create = (fields: object) =>
    createRecord<AntennaBody>(call, '/api/antennas', {
      make: 'Acme',
      model: 'A1',
      mast_diameter: 2,
      square_footage: 1.2,
      ...fields,
    });

  it('creates an antenna with compatible mounts; defaults and a negative centerline offset', async () => {
    const antenna = await create({
      make: ' Acme ',
      mast_diameter: '2.375',
      square_footage: '4.5',
      additional_height_to_centerline: '-0.5',
      mount_ids: [mountIds[1], mountIds[0], mountIds[0]],
    });
    expect(antenna).toEqual({
      id: expect.any(Number),
      make: 'Acme',
      model: 'A1',
      weight: 0,
      mast_diameter: 2.375,
      mast_length: 0,
      square_footage: 4.5,
      additional_height_to_centerline: -0.5,
      horizontal_area: 0,
      deleted_at: null,
      lock_version: 0,
      mount_ids: [mountIds[0], mountIds[1]].sort((a, b) => a! - b!),
    });
    expect((await anonymous(`/api/antennas/${antenna.id}`)).json()).toEqual(antenna);
  });

  it.each([
    [{ make: '' }, { make: ["can't be blank"] }],
    [{ model: null }, { model: ["can't be blank"] }],
    [{ mast_diameter: null }, { mast_diameter: ["can't be blank"] }],
    [{ weight: -1 }, { weight: ['must be greater than or equal to 0'] }],
    [{ mast_length: '-2' }, { mast_length: ['must be greater than or equal to 0'] }],
    [{ square_footage: 'big' }, { square_footage: ['is not a number'] }],
    [{ horizontal_area: -0.1 }, { horizontal_area: ['must be greater than or equal to 0'] }],
    [{ horizontal_area: 'wide' }, { horizontal_area: ['is not a number'] }],
    [{ mount_ids: [999999] }, { mount_ids: ['contains unknown mount ids: 999999'] }],
    [{ mount_ids: ['x'] }, { 'mount_ids.0': ['is not a number'] }],
  ])('refuses %j with 422', async (change, errors) => {
    const sent = { make: 'Acme', model: 'Bad', mast_diameter: 2, square_footage: 1, ...change };
    const response = await call('POST', '/api/antennas', sent);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: unknown; full_messages: string[] }>();
    expect(body.errors).toEqual(errors);
    expect(body.full_messages).toHaveLength(1);
  });

  it('keeps the horizontal area A_r for uplift and changes it alone', async () => {
    const dish = await create({ model: 'Dish 1.2', horizontal_area: '8.6' });
    expect(dish.horizontal_area).toBe(8.6);
    const changed = (await call('PUT', `/api/antennas/${dish.id}`, { horizontal_area: 6.1 })).json<AntennaBody>();
    expect(changed).toMatchObject({ model: 'Dish 1.2', horizontal_area: 6.1 });
  });

  it('updates the fields sent and replaces mount_ids when sent', async () => {
    const antenna = await create({ model: 'U1', mount_ids: [mountIds[0]] });
    const renamed = (await call('PUT', `/api/antennas/${antenna.id}`, { model: 'U2' })).json<AntennaBody>();
    expect(renamed).toMatchObject({ model: 'U2', mount_ids: [mountIds[0]] });
    const relinked = (
      await call('PUT', `/api/antennas/${antenna.id}`, { mount_ids: [mountIds[2]] })
    ).json<AntennaBody>();
    expect(relinked.mount_ids).toEqual([mountIds[2]]);
    const bad = await call('PUT', `/api/antennas/${antenna.id}`, { model: 'U3', mount_ids: [123456] });
    expect(bad.statusCode).toBe(422);
    expect((await anonymous(`/api/antennas/${antenna.id}`)).json()).toMatchObject({
      model: 'U2',
      mount_ids: [mountIds[2]],
    });
  });

  it('lists active antennas sorted by make then model; inactive ones only for admins who ask', async () => {
    const antenna = await create({ make: 'aaa first', model: 'z' });
    const list = (await anonymous('/api/antennas')).json<AntennaBody[]>();
    expect(list[0]?.id).toBe(antenna.id);
    const keys = list.map((row) => `${row.make.toLowerCase()}\u0000${row.model.toLowerCase()}`);
    expect(keys).toEqual([...keys].sort());

    expect((await call('DELETE', `/api/antennas/${antenna.id}`)).json()).toMatchObject({
      deleted_at: expect.any(String),
    });
    const ids = (rows: AntennaBody[]) => rows.map((row) => row.id);
    expect(ids((await anonymous('/api/antennas')).json())).not.toContain(antenna.id);
    expect(ids((await anonymous('/api/antennas?include_inactive=true')).json())).not.toContain(antenna.id);
    expect(ids((await call('GET', '/api/antennas')).json())).not.toContain(antenna.id);
    expect(ids((await call('GET', '/api/antennas?include_inactive=true')).json())).toContain(antenna.id);
    expect((await anonymous(`/api/antennas/${antenna.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/antennas/${antenna.id}`)).json()).toMatchObject({ deleted_at: expect.any(String) });

    expect((await call('PUT', `/api/antennas/${antenna.id}/reactivate`)).json()).toMatchObject({ deleted_at: null });
    expect((await anonymous(`/api/antennas/${antenna.id}`)).statusCode).toBe(200);
  });

  it("limits the list to a reseller's antenna_ids; an empty list offers every active antenna", async () => {
    const resellers = (await call('GET', '/api/resellers')).json<{ id: number; antenna_ids: number[] }[]>();
    const limited = resellers.find((reseller) => reseller.antenna_ids.length > 0)!;
    const open = resellers.find((reseller) => reseller.antenna_ids.length === 0)!;
    const limitedList = (await anonymous(`/api/antennas?reseller_id=${limited.id}`)).json<AntennaBody[]>();
    expect(limitedList.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...limited.antenna_ids].sort((a, b) => a - b),
    );
    const all = (await anonymous('/api/antennas')).json<AntennaBody[]>();
    expect((await anonymous(`/api/antennas?reseller_id=${open.id}`)).json()).toEqual(all);

    // An inactive antenna drops out of the reseller's list too.
    const dropped = limited.antenna_ids[0]!;
    await call('DELETE', `/api/antennas/${dropped}`);
    expect(
      (await anonymous(`/api/antennas?reseller_id=${limited.id}`)).json<AntennaBody[]>().map((row) => row.id),
    ).not.toContain(dropped);
    await call('PUT', `/api/antennas/${dropped}/reactivate`);

    expect((await anonymous('/api/antennas?reseller_id=999999')).statusCode).toBe(404);
    expect((await anonymous('/api/antennas?reseller_id=abc')).statusCode).toBe(422);
    expect((await anonymous('/api/antennas?reseller_id=')).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids', async () => {
    await expectNotFoundForUnknownIds(call, '/api/antennas', { model: 'x' }, [['GET', '/api/antennas/-1']]);
  });

  it('refuses a second antenna with the same make and model (trimmed, case ignored) with 422 on the model', async () => {
    const first = await create({ make: 'Twin', model: 'T-1' });
    const again = { make: ' twin ', model: 't-1 ', mast_diameter: 2, square_footage: 1 };
    expectTaken(await call('POST', '/api/antennas', again), 'model', 'Model');
    await call('DELETE', `/api/antennas/${first.id}`);
    expectTaken(await call('POST', '/api/antennas', again), 'model', 'Model');
    const sameModelOtherMake = await create({ make: 'Other', model: 'T-1' });
    // Either half sent alone makes a pair with the stored other half.
    expectTaken(await call('PUT', `/api/antennas/${sameModelOtherMake.id}`, { make: 'TWIN' }), 'model', 'Model');
    const second = await create({ make: 'Twin', model: 'T-2' });
    expectTaken(await call('PUT', `/api/antennas/${second.id}`, { model: 'T-1' }), 'model', 'Model');
    const own = await call('PUT', `/api/antennas/${second.id}`, { make: 'twin', model: 't-2' });
    expect(own.statusCode).toBe(200);
  });
});
