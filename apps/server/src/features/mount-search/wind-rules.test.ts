// On the server: the risk category's map, no lower wind speed without a reason, special wind regions
// needing the local value, and the code basis carried to the record, the text and the leads.
import { describe, expect, it } from 'vitest';
import { engineeringSettings } from '../../db/tables.js';
import {
  antennaId,
  calculationsText,
  CHICAGO,
  MIAMI,
  request,
  search,
  storedSearches,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

const BOULDER = { location: 'Boulder, CO, United States', location_latitude: 40.01499, location_longitude: -105.27055 };
const HONOLULU = {
  location: 'Honolulu, HI, United States',
  location_latitude: 21.30694,
  location_longitude: -157.85833,
};
const REASON = 'Building department letter of 3 March 2026 sets 105 mph';

async function refused(body: Record<string, unknown>, field: string) {
  const before = await storedSearches();
  const response = await search(body);
  expect(response.statusCode).toBe(422);
  expect(await storedSearches()).toBe(before);
  return response.json<{ errors: Record<string, string[]> }>().errors[field]?.[0] ?? '';
}

describe('risk category', () => {
  it('defaults to II and records the code basis', async () => {
    const result = (await search(request({ wind_speed: undefined }))).json();
    // Chicago: Illinois' code references ASCE 7-22, which the engine cannot compute, so ASCE 7-16 by default.
    expect(result.code_basis).toMatchObject({
      edition: 'ASCE 7-16',
      edition_chosen: false,
      edition_in_force: 'ASCE 7-22',
      adopted_code: { state: 'IL' },
      risk_category: 'II',
      jurisdiction: 'none',
      load_combination: 'lrfd',
    });
    expect(result.wind_speed).toBe(115);
  });

  it('takes Risk Category IV in Miami above the II map value, as an estimate saying its method', async () => {
    const response = await search(
      request({
        ...MIAMI,
        wind_speed: undefined,
        risk_category: 'IV',
        antenna: antennaId.dish090,
        wind_exposure: 'B',
        building_height: 10,
      }),
    );
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.wind_speed).toBe(195);
    expect(result.mapped_wind_speed).toBe(195);
    expect(result.wind_speed_approximate).toBe(true);
    expect(result.code_basis.risk_category).toBe('IV');
    expect(result.wind_speed_note).toContain('confirm at ATC Hazards by Location');
    const text = await calculationsText(result.token);
    expect(text).toContain('Risk Category IV');
    expect(text).toContain('ASCE 7-10');
  });

  it('takes 120 mph inland for III and 105 for I', async () => {
    const three = (await search(request({ wind_speed: undefined, risk_category: 'III' }))).json();
    const one = (await search(request({ wind_speed: undefined, risk_category: 'I' }))).json();
    expect([three.wind_speed, one.wind_speed]).toEqual([120, 105]);
    expect(three.ballast_weight).toBeGreaterThanOrEqual(one.ballast_weight);
  });

  it.each(['V', 'ii', '2', 'Risk II'])('refuses risk_category %j with a 422, storing nothing', async (value) => {
    expect(await refused(request({ risk_category: value }), 'risk_category')).toBe('must be I, II, III, IV');
  });
});

describe('no lower wind speed without a reason', () => {
  it('refuses a given speed below the mapped value, naming it, and stores nothing', async () => {
    const message = await refused(request({ ...MIAMI, wind_speed: 160, antenna: antennaId.cpe }), 'wind_speed');
    expect(message).toContain('is below the 175 mph mapped for Miami-Dade, FL (Risk Category II)');
  });

  it('compares with the risk category map: 115 in Chicago is below Risk Category IV', async () => {
    const message = await refused(request({ wind_speed: 115, risk_category: 'IV' }), 'wind_speed');
    expect(message).toContain('is below the 120 mph mapped for Cook, IL (Risk Category IV)');
  });

  it('looks the map up for location text too', async () => {
    const body = request({ location: 'Miami', location_latitude: undefined, location_longitude: undefined });
    const message = await refused({ ...body, wind_speed: 120 }, 'wind_speed');
    expect(message).toContain('175 mph mapped for Miami-Dade, FL');
  });

  it('takes the lower speed with a reason and says so in the result and the sheet', async () => {
    const response = await search(request({ wind_speed: 105, wind_speed_reason: REASON }));
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.wind_speed_reason).toBe(REASON);
    expect(result.wind_speed_note).toBe(`105 mph given, below the mapped 115 mph: ${REASON}`);
    const text = await calculationsText(result.token);
    expect(text).toContain(`given, below the mapped 115 mph: ${REASON}`);
    expect(text).not.toContain('basic wind speed');
    const read = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${result.token}` });
    expect(read.json()).toEqual(result);
  });

  it.each([
    ['too short', 'too short'.slice(0, 9), 'is too short (minimum is 10 characters)'],
    ['too long', 'x'.repeat(501), 'is too long (maximum is 500 characters)'],
  ])('refuses a reason %s with a 422 on wind_speed_reason', async (_name, reason, expected) => {
    expect(await refused(request({ wind_speed: 105, wind_speed_reason: reason }), 'wind_speed_reason')).toBe(expected);
  });

  it('keeps no reason when the speed is not below the map', async () => {
    const result = (await search(request({ ...CHICAGO, wind_speed: 130, wind_speed_reason: REASON }))).json();
    expect(result.wind_speed_note).toBe('130 mph as entered with the search.');
  });
});

describe('special wind regions need the local value', () => {
  it.each([
    ['Boulder', BOULDER, 'Boulder, CO'],
    ['Honolulu', HONOLULU, 'Honolulu, HI'],
  ])('refuses %s without a wind speed, naming the region', async (_name, site, place) => {
    const message = await refused(request({ ...site, wind_speed: undefined }), 'wind_speed');
    expect(message).toContain(`is required: ${place} lies in a special wind region`);
    expect(message).toContain('building department');
  });

  it('takes the building department’s value there', async () => {
    const response = await search(request({ ...BOULDER, wind_speed: 140 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ wind_speed: 140, wind_speed_source: 'given' });
  });
});

/** The administrator's toggle, written as the settings page would and announced to the catalogue cache. */
async function setFloridaHvhzRule(on: boolean): Promise<void> {
  await t.database.db.update(engineeringSettings).set({ florida_hvhz_rule: on });
  t.app.ctx.catalogue.changed();
}

describe('the Florida HVHZ rule (FBC 2010 §1609.8, decision 0041)', () => {
  const miami = (extra: Record<string, unknown> = {}) =>
    request({
      ...MIAMI,
      wind_speed: undefined,
      antenna: antennaId.dish090,
      wind_exposure: 'B',
      building_height: 10,
      ...extra,
    });

  it('applies G·C_f 3.1 in Miami-Dade by default, names the rule in the code basis and cites it in the sheet', async () => {
    const result = (await search(miami())).json();
    expect(result.code_basis).toMatchObject({
      edition: 'ASCE 7-16',
      edition_in_force: 'ASCE 7-22',
      adopted_code: { state: 'FL', name: 'Florida Building Code, 8th Edition (2023)' },
      risk_category: 'II',
      jurisdiction: 'florida_hvhz',
      load_combination: 'lrfd',
    });
    const gcr = result.calculation_steps.find((step: { symbol: string }) => step.symbol === 'GCr');
    expect(gcr).toMatchObject({ value: 3.1, ref: 'FBC 2010 §1609.8' });
    const hvhz = result.assumptions.find((a: { code: string }) => a.code === 'hvhz');
    expect(hvhz.text).toContain(
      'Miami-Dade is in the Florida High-Velocity Hurricane Zone: the lateral force uses G·C_f 3.1',
    );
    const text = await calculationsText(result.token);
    expect(text).toContain('Florida HVHZ rule (FBC 2010 §1609.8: G·C_f 3.1 at all heights)');
    expect(text).toContain('[FBC 2010 §1609.8]');
  });

  it('needs more ballast in Miami than the same design without the rule, and Chicago keeps jurisdiction none', async () => {
    const withRule = (await search(miami({ wind_speed: 175 }))).json();
    const chicago = (
      await search(
        request({ ...CHICAGO, wind_speed: 175, antenna: antennaId.dish090, wind_exposure: 'B', building_height: 10 }),
      )
    ).json();
    expect(chicago.code_basis.jurisdiction).toBe('none');
    expect(withRule.ballast_weight).toBeGreaterThan(chicago.ballast_weight);
    // A county outside the zone: the rule does not bear, so its sentence is left out.
    expect(chicago.assumptions.map((a: { code: string }) => a.code)).not.toContain('hvhz');
  });

  it('says the rule was not applied when the site has no county (a place abroad kept as typed)', async () => {
    const body = request({
      location: 'Back lot 7, Kenya',
      location_latitude: undefined,
      location_longitude: undefined,
      wind_speed: 150,
      antenna: antennaId.dish090,
      wind_exposure: 'B',
      building_height: 10,
    });
    const response = await search(body);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result.code_basis.jurisdiction).toBe('none');
    const hvhz = result.assumptions.find((a: { code: string }) => a.code === 'hvhz');
    expect(hvhz.text).toContain("The site's county is not known");
    expect(hvhz.text).toContain('which this result does not apply');
  });

  it('is not applied when the settings turn it off, and the result says so; a stored result reads back unchanged', async () => {
    const stored = (await search(miami())).json();
    await setFloridaHvhzRule(false);
    try {
      const result = (await search(miami())).json();
      expect(result.code_basis.jurisdiction).toBe('none');
      const hvhz = result.assumptions.find((a: { code: string }) => a.code === 'hvhz');
      expect(hvhz.text).toContain(
        'the HVHZ rule (FBC 2010 §1609.8, G·C_f 3.1) was not applied by the engineering settings',
      );
      expect(result.calculation_steps.find((step: { symbol: string }) => step.symbol === 'GCr').value).toBe(1.9);
      const again = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${stored.token}` });
      expect(again.json()).toEqual(stored);
    } finally {
      await setFloridaHvhzRule(true);
    }
  });
});
