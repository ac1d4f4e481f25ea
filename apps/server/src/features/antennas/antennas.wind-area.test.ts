/**
 * An antenna's wind area (square_footage, its EPA) is required and above 0 (the antenna calls at /api/docs): missing or
 * 0 it would leave the antenna's wind out of the ballast. Antennas stored with 0 before the rule stay in the admin's
 * list but not in the public one.
 */
import { ANTENNA_EPA_MAX } from '@nprm/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { antennas } from '../../db/tables.js';
import { createRecord, UNKNOWN_ID, useAdminTestApp } from '../../test/admin-api.js';
import { createResellerUserHeaders } from '../../test/admin-sessions.js';

interface AntennaBody {
  id: number;
  square_footage: number;
  [field: string]: unknown;
}

const dish = { make: 'Prodelin', model: 'Wind area 1.2 m', mast_diameter: 2.875, square_footage: 13 };

describe('antenna wind area (square_footage) in the API', () => {
  const t = useAdminTestApp();
  const { call } = t;
  let resellerUser: Record<string, string>;
  beforeAll(async () => {
    const [reseller] = (await call('GET', '/api/resellers')).json<{ id: number }[]>();
    resellerUser = await createResellerUserHeaders(t.app, reseller!.id);
  });
  const storedAntennas = async () => (await t.app.ctx.db.select({ n: count() }).from(antennas))[0]!.n;
  const storedArea = async (id: number) =>
    (await t.app.ctx.db.select().from(antennas).where(eq(antennas.id, id)))[0]!.square_footage;
  /** A 422 naming only square_footage with `message`. */
  const expectRefused = (response: { statusCode: number; json: () => unknown; body: string }, message: string) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      errors: { square_footage: [message] },
      full_messages: [`Square Footage ${message}`],
    });
  };

  it('creates an antenna with its wind area, given as a number or as text', async () => {
    const created = await createRecord<AntennaBody>(call, '/api/antennas', dish);
    expect(created.square_footage).toBe(13);
    const asText = await createRecord<AntennaBody>(call, '/api/antennas', {
      ...dish,
      model: 'Wind area text',
      square_footage: ' 0.45 ',
    });
    expect(asText.square_footage).toBe(0.45);
    const atLimit = await createRecord<AntennaBody>(call, '/api/antennas', {
      ...dish,
      model: 'Wind area at the limit',
      square_footage: ANTENNA_EPA_MAX,
    });
    expect(atLimit.square_footage).toBe(ANTENNA_EPA_MAX);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['missing', { square_footage: undefined }, "can't be blank"],
    ['null', { square_footage: null }, "can't be blank"],
    ['blank', { square_footage: '  ' }, "can't be blank"],
    ['0', { square_footage: 0 }, 'must be greater than 0'],
    ['"0"', { square_footage: '0' }, 'must be greater than 0'],
    ['negative', { square_footage: -2 }, 'must be greater than 0'],
    ['non-numeric', { square_footage: 'large' }, 'is not a number'],
    ['"NaN"', { square_footage: 'NaN' }, 'is not a number'],
    ['"Infinity"', { square_footage: 'Infinity' }, 'is not a number'],
    [
      'above the engine limit',
      { square_footage: ANTENNA_EPA_MAX + 1 },
      `must be less than or equal to ${ANTENNA_EPA_MAX}`,
    ],
  ];

  it.each(refusals)('refuses a create with square_footage %s (422, nothing stored)', async (_name, change, message) => {
    const before = await storedAntennas();
    expectRefused(await call('POST', '/api/antennas', { ...dish, model: 'Refused', ...change }), message);
    expect(await storedAntennas()).toBe(before);
  });

  it('refuses a JSON number too large to be finite (1e999 reads as Infinity)', async () => {
    const before = await storedAntennas();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/antennas',
      headers: { ...t.admin, 'content-type': 'application/json' },
      payload: '{"make":"Acme","model":"Endless","mast_diameter":2,"square_footage":1e999}',
    });
    expectRefused(response, 'is not a number');
    expect(await storedAntennas()).toBe(before);
  });

  it('an update leaving square_footage out keeps it; clearing it or setting 0 is refused and keeps it', async () => {
    const antenna = await createRecord<AntennaBody>(call, '/api/antennas', { ...dish, model: 'Kept area' });
    const renamed = await call('PUT', `/api/antennas/${antenna.id}`, { model: 'Kept area 2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AntennaBody>().square_footage).toBe(13);
    for (const [, change, message] of refusals.filter(([name]) => name !== 'missing'))
      expectRefused(await call('PUT', `/api/antennas/${antenna.id}`, change), message);
    expect(await storedArea(antenna.id)).toBe(13);
    const changed = await call('PUT', `/api/antennas/${antenna.id}`, { square_footage: '7.6' });
    expect(changed.json<AntennaBody>().square_footage).toBe(7.6);
  });

  it('401 without a token and 403 for a reseller user, on create and on update; 404 for an unknown id', async () => {
    const [antenna] = (await call('GET', '/api/antennas')).json<AntennaBody[]>();
    const before = await storedAntennas();
    for (const [method, url] of [
      ['POST', '/api/antennas'],
      ['PUT', `/api/antennas/${antenna!.id}`],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, payload: { ...dish, model: 'Anonymous' } });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const reseller = await call(method, url, { ...dish, model: 'Reseller' }, resellerUser);
      expect(reseller.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await storedAntennas()).toBe(before);
    expect(await storedArea(antenna!.id)).toBe(antenna!.square_footage);
    const unknown = await call('PUT', `/api/antennas/${UNKNOWN_ID}`, { square_footage: 2 });
    expect(unknown.statusCode).toBe(404);
  });

  it('an antenna stored with 0 before the rule: in the admin list as it is, left out of the public list', async () => {
    const legacy = await createRecord<AntennaBody>(call, '/api/antennas', { ...dish, model: 'Stored with 0' });
    await t.app.ctx.db.update(antennas).set({ square_footage: 0 }).where(eq(antennas.id, legacy.id));
    const ids = (rows: AntennaBody[]) => rows.map((row) => row.id);

    const admin = (await call('GET', '/api/antennas')).json<AntennaBody[]>();
    expect(admin.find((row) => row.id === legacy.id)).toMatchObject({ square_footage: 0 });
    expect(ids((await call('GET', '/api/antennas?include_inactive=true')).json())).toContain(legacy.id);

    const anonymous = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json<AntennaBody[]>());
    const open = (await call('GET', '/api/resellers'))
      .json<{ id: number; antenna_ids: number[] }[]>()
      .find((reseller) => reseller.antenna_ids.length === 0)!;
    for (const url of [
      '/api/antennas',
      '/api/antennas?include_inactive=true',
      `/api/antennas?reseller_id=${open.id}`,
    ]) {
      const listed = await anonymous(url);
      expect(listed.length, url).toBeGreaterThan(0);
      expect(ids(listed), url).not.toContain(legacy.id);
      expect(
        listed.every((row) => row.square_footage > 0),
        url,
      ).toBe(true);
    }

    // Set through the form, it is offered again.
    expect((await call('PUT', `/api/antennas/${legacy.id}`, { square_footage: 13 })).statusCode).toBe(200);
    expect(ids(await anonymous('/api/antennas'))).toContain(legacy.id);
  });
});
