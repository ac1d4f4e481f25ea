import { describe, expect, it } from 'vitest';
import { expectNotFoundForUnknownIds, expectTaken, useAdminTestApp } from '../../test/admin-api.js';

const PATH = '/api/wind_speed_overrides';
const BOULDER = '08013';
const BOULDER_POINT = 'latitude=40.015&longitude=-105.27';

interface Override {
  id: number;
  fips: string;
  county: string;
  state: string;
  wind_speed: number;
  source: string;
  note: string;
  table_wind_speed: number;
  deleted_at: string | null;
}

describe('wind speed overrides API (the wind speed override calls at /api/docs)', () => {
  const t = useAdminTestApp();
  const anonymous = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const windAt = async (query: string) => (await anonymous('GET', `/api/wind_speed?${query}`)).json();

  it('an override wins over the bundled table at once, with its source shown to visitors; deactivating restores it', async () => {
    expect(await windAt(BOULDER_POINT)).toMatchObject({ wind_speed: 115, special_wind_region: true, override: false });
    const response = await t.call('POST', PATH, {
      fips: ' 08013 ',
      wind_speed: '140',
      source: 'Boulder County Building Code 2015, Section 3-300: 140 mph',
      note: 'Plains east of the foothills',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Override>();
    expect(created).toEqual({
      id: expect.any(Number),
      fips: BOULDER,
      county: 'Boulder',
      state: 'CO',
      wind_speed: 140,
      source: 'Boulder County Building Code 2015, Section 3-300: 140 mph',
      note: 'Plains east of the foothills',
      table_wind_speed: 115,
      updated_at: expect.stringMatching(/Z$/),
      deleted_at: null,
      lock_version: 0,
    });

    const looked = await windAt(BOULDER_POINT);
    expect(looked).toMatchObject({
      wind_speed: 140,
      approximate: false,
      special_wind_region: false,
      override: true,
      source: 'Boulder County Building Code 2015, Section 3-300: 140 mph',
      fips: BOULDER,
    });
    expect(looked.note).toBe(
      '140 mph for Boulder, CO, set by the administrator from Boulder County Building Code 2015, Section 3-300: 140 mph.',
    );
    expect(looked.basis).toMatch(/^Set by the administrator for Boulder, CO: Plains east of the foothills/);

    const updated = await t.call('PUT', `${PATH}/${created.id}`, { wind_speed: 145 });
    expect(updated.json()).toMatchObject({ wind_speed: 145, source: created.source, note: created.note });
    expect(await windAt(BOULDER_POINT)).toMatchObject({ wind_speed: 145 });

    const deactivated = await t.call('DELETE', `${PATH}/${created.id}`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ deleted_at: expect.any(String) });
    expect(await windAt(BOULDER_POINT)).toMatchObject({ wind_speed: 115, override: false });
    expect((await t.call('GET', PATH)).json<Override[]>().map((o) => o.fips)).not.toContain(BOULDER);
    expect((await t.call('GET', `${PATH}?include_inactive=true`)).json<Override[]>().map((o) => o.fips)).toContain(
      BOULDER,
    );
    expect((await t.call('PUT', `${PATH}/${created.id}/reactivate`)).json()).toMatchObject({ deleted_at: null });
    expect(await windAt(BOULDER_POINT)).toMatchObject({ wind_speed: 145, override: true });
    expect((await t.call('GET', `${PATH}/${created.id}`)).json()).toMatchObject({ fips: BOULDER });
    expectTaken(
      await t.call('POST', PATH, { fips: BOULDER, wind_speed: 120, source: 'x' }),
      'fips',
      'County FIPS Code',
    );
  });

  it('a search at the site uses the override and keeps its basis on the saved result', async () => {
    const response = await t.call('POST', PATH, { fips: '12086', wind_speed: 180, source: 'Miami-Dade County notice' });
    expect(response.statusCode).toBe(201);
    const looked = await windAt('latitude=25.77&longitude=-80.19');
    expect(looked).toMatchObject({ wind_speed: 180, override: true, source: 'Miami-Dade County notice' });
    expect(looked.basis).toBe('Set by the administrator for Miami-Dade, FL (the bundled table gives 175 mph here).');
  });

  it('answers 401 to callers who are not signed in, for every call', async () => {
    for (const [method, url] of [
      ['GET', PATH],
      ['GET', `${PATH}/1`],
      ['POST', PATH],
      ['PUT', `${PATH}/1`],
      ['DELETE', `${PATH}/1`],
      ['PUT', `${PATH}/1/reactivate`],
      ['POST', `${PATH}/import`],
    ] as const) {
      const response = await anonymous(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for unknown ids', async () => {
    await expectNotFoundForUnknownIds(t.call, PATH, { wind_speed: 120 });
  });

  it.each([
    [{ fips: '8013', wind_speed: 120, source: 'x' }, { fips: ['must be a 5-digit county FIPS code'] }],
    [{ fips: 'ABCDE', wind_speed: 120, source: 'x' }, { fips: ['must be a 5-digit county FIPS code'] }],
    [{ fips: '99999', wind_speed: 120, source: 'x' }, { fips: ['is not a known county'] }],
    [{ fips: '17031', wind_speed: 84, source: 'x' }, { wind_speed: ['must be greater than or equal to 85'] }],
    [{ fips: '17031', wind_speed: 301, source: 'x' }, { wind_speed: ['must be less than or equal to 300'] }],
    [{ fips: '17031', wind_speed: 'fast', source: 'x' }, { wind_speed: ['is not a number'] }],
    [{ fips: '17031', wind_speed: 120, source: ' ' }, { source: ["can't be blank"] }],
  ])('refuses %j with 422', async (payload, errors) => {
    const response = await t.call('POST', PATH, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('refuses an update to an unknown county with 422', async () => {
    const created = (
      await t.call('POST', PATH, { fips: '17031', wind_speed: 115, source: 'Cook County code' })
    ).json<Override>();
    const response = await t.call('PUT', `${PATH}/${created.id}`, { fips: '00000' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { fips: ['is not a known county'] },
      full_messages: ['County FIPS Code is not a known county'],
    });
  });
});

describe('POST /api/wind_speed_overrides/import', () => {
  const t = useAdminTestApp();
  const IMPORT = `${PATH}/import`;
  const list = async () => (await t.call('GET', `${PATH}?include_inactive=true`)).json<Override[]>();

  it('checks a file without writing on a dry run, then writes it all', async () => {
    await t.call('POST', PATH, { fips: '09013', wind_speed: 130, source: 'old' });
    const csv = [
      'fips,wind_speed,source,note',
      '09013,125,"Connecticut State Building Code 2018, Appendix N: Stafford 125 mph","Stafford, inland"',
      '',
      '06003,100,Alpine County building department letter,',
    ].join('\r\n');
    const dry = await t.call('POST', IMPORT, { csv, dry_run: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ dry_run: true, rows: 2, created: 1, updated: 1 });
    expect((await list()).map((o) => o.fips)).toEqual(['09013']);

    const done = await t.call('POST', IMPORT, { csv });
    expect(done.json()).toEqual({ dry_run: false, rows: 2, created: 1, updated: 1 });
    const after = await list();
    expect(after.map((o) => [o.fips, o.wind_speed, o.note])).toEqual([
      ['06003', 100, ''],
      ['09013', 125, 'Stafford, inland'],
    ]);
    // Each imported row is in the history, in the same transaction as its write.
    const history = (await t.call('GET', '/api/history?entity=wind_speed_overrides')).json<
      { action: string; entity_id: number; changes: Record<string, { before: unknown; after: unknown }> }[]
    >();
    const byId = (fips: string) =>
      history.filter((entry) => entry.entity_id === after.find((o) => o.fips === fips)!.id);
    expect(byId('06003').map((entry) => entry.action)).toEqual(['create']);
    expect(byId('09013').map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(byId('09013')[0]!.changes.wind_speed).toEqual({ before: 130, after: 125 });
  });

  it('takes a file without the note column', async () => {
    const response = await t.call('POST', IMPORT, { csv: 'FIPS,Wind_Speed,Source\n48201,150,Harris County notice\n' });
    expect(response.json()).toMatchObject({ rows: 1, created: 1 });
  });

  it('refuses the whole file when any row is bad, listing every bad row, and writes nothing', async () => {
    const before = await list();
    const csv = [
      'fips,wind_speed,source,note',
      '12086,180,Good row,',
      '8013,120,Short FIPS,',
      '99999,120,Unknown county,',
      '17031,301,Too fast,',
      '12011,120,,',
      '12086,170,Twice,',
    ].join('\n');
    const response = await t.call('POST', IMPORT, { csv });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        csv: [
          'has an error on line 3: County FIPS Code must be a 5-digit county FIPS code',
          'has an error on line 4: County FIPS Code is not a known county',
          'has an error on line 5: Wind Speed must be less than or equal to 300',
          "has an error on line 6: Source can't be blank",
          'has an error on line 7: County FIPS Code is already on line 2',
        ],
      },
      full_messages: expect.arrayContaining([
        'CSV File has an error on line 3: County FIPS Code must be a 5-digit county FIPS code',
      ]),
    });
    expect(await list()).toEqual(before);
  });

  it.each([
    ['county,speed\n12086,180', 'must start with the header fips,wind_speed,source,note'],
    ['fips,wind_speed,source,note\n', 'has no rows'],
    ['fips,wind_speed,source,note\n"12086,180', expect.stringMatching(/^is not valid CSV/)],
  ])('refuses a bad file with 422 (%j)', async (csv, message) => {
    const response = await t.call('POST', IMPORT, { csv });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ csv: [message] });
  });

  it('refuses a body without CSV with 422', async () => {
    const response = await t.call('POST', IMPORT, { dry_run: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ csv: ["can't be blank"] });
  });
});
