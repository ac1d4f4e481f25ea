// The code in force at the site (docs/engineering.md, "Code editions"), the ground elevation, the wind speed's
// citation, the planning flag and the seismic screen, through the search, the diagnostics and a stored result.
import { describe, expect, it } from 'vitest';
import {
  antennaId,
  calculationsText,
  CHICAGO,
  diagnostics,
  diagnosticsBase,
  request,
  search,
  storedSearches,
  t,
  useSeededSearchApp,
  COLUMBUS,
} from '../../test/mount-search.js';

useSeededSearchApp();

const LOS_ANGELES = {
  location: 'Los Angeles, CA, United States',
  location_latitude: 34.05223,
  location_longitude: -118.24368,
};
const ORLANDO = { location: 'Orlando, FL, United States', location_latitude: 28.53834, location_longitude: -81.37924 };
const CITATION = 'ASCE Hazard Tool, 2026-11-20';
const reasons = (result: { planning_reasons: { code: string }[] }) => result.planning_reasons.map((r) => r.code);
type Row = { symbol: string; value: number; ref?: string; note?: string };
const step = (result: { calculation_steps: Row[] }, symbol: string) =>
  result.calculation_steps.find((row) => row.symbol === symbol)!;

async function created(body: Record<string, unknown>) {
  const response = await search(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Posts the search, checks it is a 422 on `field` alone and that nothing was stored; answers the message. */
async function refusedOn(field: string, body: Record<string, unknown>): Promise<string> {
  const before = await storedSearches();
  const response = await search(body);
  expect(response.statusCode, response.body).toBe(422);
  expect(Object.keys(response.json().errors)).toEqual([field]);
  expect(await storedSearches()).toBe(before);
  return response.json().errors[field][0] as string;
}

describe('the edition in force at the site', () => {
  it("answers the specification's request (no edition, no citation, no seismic values) as a planning estimate", async () => {
    const result = await created(request());
    expect(result.code_basis).toMatchObject({
      edition: 'ASCE 7-16',
      edition_chosen: false,
      edition_in_force: 'ASCE 7-22',
      adopted_code: { state: 'IL', effective: '2025-01-01' },
    });
    expect(result.planning_only).toBe(true);
    // Illinois has sites in seismic design category D (New Madrid), so the unchecked screen is one of the reasons.
    expect(reasons(result)).toEqual(['edition_not_supported', 'wind_speed_source_not_given', 'seismic_not_checked']);
    expect(result.seismic).toMatchObject({
      checked: false,
      required_here: true,
      statement: 'Seismic not checked: required here unless the site is exempt.',
    });
    expect(result.wind_speed_citation).toBeNull();
    expect(result.ground_elevation).toBeNull();
  });

  it('computes to the edition in force where the engine has it: Ohio, ASCE 7-16, cited speed: fit for permit', async () => {
    const result = await created(request({ ...COLUMBUS, wind_speed: 115, wind_speed_citation: CITATION }));
    expect(result.code_basis).toMatchObject({
      edition: 'ASCE 7-16',
      edition_in_force: 'ASCE 7-16',
      edition_chosen: false,
    });
    expect(result.wind_speed_citation).toBe(CITATION);
    expect(step(result, 'V').note).toBe(`cited: ${CITATION}`);
    expect(result.planning_only).toBe(false);
    expect(result.planning_reasons).toEqual([]);
    expect(result.seismic).toMatchObject({ checked: false, required_here: false });
    const text = await calculationsText(result.token);
    expect(text).toContain('ASCE 7-16 Eq. 26.10-1');
    expect(text).not.toMatch(/ASCE 7-10/);
  });

  it('takes a chosen edition and says what is in force: ASCE 7-10 in Chicago cites ASCE 7-10 only', async () => {
    const result = await created(request({ code_edition: 'ASCE 7-10', wind_speed_citation: CITATION }));
    expect(result.code_basis).toMatchObject({
      edition: 'ASCE 7-10',
      edition_chosen: true,
      edition_in_force: 'ASCE 7-22',
    });
    const refs = result.calculation_steps.map((row: { ref?: string }) => row.ref ?? '');
    expect(
      refs.filter((ref: string) => ref.includes('ASCE')).every((ref: string) => ref.startsWith('ASCE 7-10 ')),
    ).toBe(true);
    expect(reasons(result)).toEqual(['seismic_not_checked']);
    expect(await calculationsText(result.token)).toContain(
      'ASCE 7-10 (chosen; in force here: ASCE 7-22 (not supported yet))',
    );
  });

  it('answers from the bundled ASCE 7-10 map under ASCE 7-16 only as a planning estimate, said so', async () => {
    const result = await created(request({ ...ORLANDO, wind_speed: undefined, antenna: antennaId.cpe }));
    expect(result.code_basis.edition).toBe('ASCE 7-16');
    expect(result.wind_speed_source).toBe('location');
    expect(result.wind_speed_approximate).toBe(true);
    expect(result.wind_speed_note).toMatch(/^ASCE 7-10 map value, a planning estimate under ASCE 7-16/);
    // Orlando's county value is itself an estimate of the ASCE 7-10 map: said as well.
    expect(reasons(result)).toEqual(['edition_not_supported', 'wind_speed_map_edition', 'wind_speed_estimate']);
  });

  it("a map value that is not itself an estimate gives no estimate reason under ASCE 7-16 (Chicago's 115 mph)", async () => {
    const result = await created(request({ wind_speed: undefined }));
    expect(result.wind_speed_approximate).toBe(true);
    expect(reasons(result)).toEqual(['edition_not_supported', 'wind_speed_map_edition', 'seismic_not_checked']);
  });

  it('refuses ASCE 7-22 on code_edition, naming what its text is needed for, and an unknown edition', async () => {
    const message = await refusedOn('code_edition', request({ code_edition: 'ASCE 7-22' }));
    expect(message).toMatch(/^cannot be computed yet: the standard's own text is needed for where K_d enters/);
    expect(message).toContain('Choose ASCE 7-16 or ASCE 7-10');
    for (const edition of ['ASCE 7-05', 'asce 7-16', 716, true]) {
      expect(await refusedOn('code_edition', request({ code_edition: edition }))).toBe(
        'must be ASCE 7-10, ASCE 7-16 or ASCE 7-22',
      );
    }
  });
});

describe('the ground elevation (ASCE 7-16 K_e)', () => {
  it('takes K_e of the elevation under ASCE 7-16, never more ballast than without it, and is ignored by ASCE 7-10', async () => {
    const body = request({ ...COLUMBUS, wind_speed_citation: CITATION, antenna: antennaId.dish120 });
    const none = await created(body);
    const high = await created({ ...body, ground_elevation: 5280 });
    expect(step(none, 'K_e')).toMatchObject({
      value: 1,
      note: 'ground elevation not given: 1.0, permitted at every site',
    });
    expect(step(high, 'z_e')).toMatchObject({ value: 5280 });
    expect(step(high, 'K_e').value).toBeCloseTo(0.826, 3);
    expect(high.ground_elevation).toBe(5280);
    expect(high.ballast_weight).toBeLessThanOrEqual(none.ballast_weight);
    const asce710 = await created({ ...body, ground_elevation: 5280, code_edition: 'ASCE 7-10' });
    expect(step(asce710, 'K_e')).toBeUndefined();
    expect(asce710.ballast_weight).toBe(none.ballast_weight);
  });

  it.each([-301, 15_001, 'high', '', 'NaN', '1e999'])(
    'refuses %s on ground_elevation, or takes blank as not given',
    async (value) => {
      if (value === '') {
        expect((await created(request({ ground_elevation: '' }))).ground_elevation).toBeNull();
        return;
      }
      await refusedOn('ground_elevation', request({ ground_elevation: value }));
    },
  );
});

describe('the seismic screen', () => {
  const la = (overrides: Record<string, unknown> = {}) =>
    request({ ...LOS_ANGELES, wind_speed: 115, wind_speed_citation: CITATION, antenna: antennaId.cpe, ...overrides });

  it('Los Angeles, S_DS 1.5 g: category D, Chapter 13 applies, friction not permitted, F_E with the ballast, planning only', async () => {
    const result = await created(la({ seismic_sds: 1.5, seismic_sd1: 0.6, seismic_source: 'USGS report, 2026-11-20' }));
    expect(result.seismic).toMatchObject({
      checked: true,
      sds: 1.5,
      sd1: 0.6,
      source: 'USGS report, 2026-11-20',
      category: 'D',
      importance: 1,
      applies: true,
      exemption: null,
      friction_permitted: false,
    });
    // F_E = 0.48·S_DS·W_p at the roof, W_p the total dead load with the ballast placed.
    expect(result.seismic.force).toBe(Math.ceil(0.48 * 1.5 * step(result, 'W').value - 1e-6));
    expect(result.seismic.statement).toMatch(/Chapter 13 applies\. A mount held by friction does not meet §13\.4/);
    expect(result.seismic.statement).toContain(`F_E = ${result.seismic.force.toLocaleString('en-US')} lb`);
    expect(reasons(result)).toContain('seismic_friction');
    expect(result.planning_only).toBe(true);
    expect(step(result, 'F_E').note).toMatch(/^Chapter 13 applies/);
  });

  it('Chicago, S_DS 0.1 g: category A, exempt, friction permitted; values without a source are a planning reason', async () => {
    const result = await created(
      request({ code_edition: 'ASCE 7-10', wind_speed_citation: CITATION, seismic_sds: 0.1, seismic_sd1: 0.05 }),
    );
    expect(result.seismic).toMatchObject({ checked: true, category: 'A', applies: false, friction_permitted: true });
    expect(result.seismic.statement).toMatch(/exempt from ASCE 7-10 Chapter 13/);
    expect(reasons(result)).toEqual(['seismic_source_not_given']);
  });

  it('refuses a value alone, out of range or not a number, and a source over 500 characters, on its field', async () => {
    expect(await refusedOn('seismic_sd1', request({ seismic_sds: 1 }))).toBe('must be given with S_DS');
    expect(await refusedOn('seismic_sds', request({ seismic_sd1: 1 }))).toBe('must be given with S_D1');
    for (const sds of [-0.1, 5.01, 'high', Number.POSITIVE_INFINITY]) {
      await refusedOn('seismic_sds', request({ seismic_sds: sds, seismic_sd1: 0.5 }));
    }
    await refusedOn('seismic_sd1', request({ seismic_sds: 0.5, seismic_sd1: 6 }));
    await refusedOn('seismic_source', request({ seismic_sds: 0.5, seismic_sd1: 0.2, seismic_source: 's'.repeat(501) }));
    await refusedOn('wind_speed_citation', request({ wind_speed_citation: 'c'.repeat(501) }));
  });
});

describe('a stored result and the diagnostics', () => {
  it('reads back as answered, every new field included', async () => {
    const result = await created(
      request({
        ...LOS_ANGELES,
        wind_speed: 115,
        wind_speed_citation: CITATION,
        seismic_sds: 1.2,
        seismic_sd1: 0.5,
        ground_elevation: 300,
      }),
    );
    const stored = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${result.token}` });
    expect(stored.json()).toEqual(result);
  });

  it('explain the same search: the edition, the elevation and the seismic values; ASCE 7-22 refused the same', async () => {
    const response = await diagnostics({
      ...diagnosticsBase(),
      ...CHICAGO,
      wind_speed: 115,
      code_edition: 'ASCE 7-10',
      ground_elevation: 600,
      seismic_sds: 1.5,
      seismic_sd1: 0.6,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Code edition: ASCE 7-10 (chosen; in force here: ASCE 7-22 (not supported yet))');
    expect(response.body).toContain('Ground elevation: 600 ft');
    expect(response.body).toContain('Seismic values: S_DS 1.5 g, S_D1 0.6 g');
    expect(response.body).toContain('F_E');
    const refused = await diagnostics({ ...diagnosticsBase(), ...CHICAGO, wind_speed: 115, code_edition: 'ASCE 7-22' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['code_edition']);
  });

  it('GET /api/seismic_reference_values lists published values, each with its source', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/seismic_reference_values' });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ sds: number; sd1: number; source: string; edition: string }[]>();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.sds).toBeGreaterThan(0);
      expect(['ASCE 7-10', 'ASCE 7-16', 'ASCE 7-22']).toContain(row.edition);
    }
  });
});
