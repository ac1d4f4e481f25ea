// On the server: location text resolved or refused, the mapped wind speed stored, why nothing fits, the
// shown figures at the end of the trace, and numbers only in plain decimal notation.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultSheet } from '@nprm/calc/trace';
import { fieldName } from '@nprm/contracts';
import { windSpeedOverrides } from '../../db/tables.js';
import {
  antennaId,
  calculationsText,
  diagnostics,
  diagnosticsBase,
  engineSelection,
  MIAMI,
  mountId,
  request,
  search,
  storedSearches,
  t,
  TORONTO,
  typedLocationRequest,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { flat, pdfPages } from '../../test/poppler.js';
import { noFitReason } from './no-fit.js';

useSeededSearchApp();

const typed = typedLocationRequest;
/** An antenna and building a mount holds in Miami-Dade under the Florida HVHZ rule's G·C_f 3.1 (decision 0041). */
const fitsInHvhz = () => ({ antenna: antennaId.dish090, wind_exposure: 'B', building_height: 10 });

describe('POST /api/mount_search_results: location text without coordinates or wind speed', () => {
  it('resolves "Miami" to Miami, FL and its 175 mph, storing the place label and coordinates', async () => {
    const response = await search(typed('Miami', { ...fitsInHvhz() }));
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({
      location: 'Miami, FL, United States',
      location_latitude: expect.closeTo(MIAMI.location_latitude, 2),
      location_longitude: expect.closeTo(MIAMI.location_longitude, 2),
      wind_speed: 175,
      wind_speed_source: 'location',
      default_wind_speed: false,
      mapped_wind_speed: 175,
      wind_speed_place: 'Miami-Dade, FL',
    });
    expect(await calculationsText(result.token)).toContain('Site: Miami, FL, United States;');
    const picked = (await search(request({ ...MIAMI, wind_speed: undefined, ...fitsInHvhz() }))).json();
    expect(result.ballast_weight).toBe(picked.ballast_weight);
  });

  it.each([
    ['33139', '33139, Miami Beach, FL, United States', 175],
    ['25.79, -80.13', '25.79, -80.13', 175],
    ['san juan', 'San Juan, Puerto Rico', 145],
  ])('resolves %j', async (text, label, windSpeed) => {
    const result = (await search(typed(text, { ...fitsInHvhz() }))).json();
    expect(result).toMatchObject({ location: label, wind_speed: windSpeed, wind_speed_source: 'location' });
  });

  it('keeps the 115 mph default for a real place outside the data (Toronto)', async () => {
    const result = (await search(typed('Toronto, ON, Canada'))).json();
    expect(result).toMatchObject({
      location: 'Toronto, ON, Canada',
      wind_speed: 115,
      default_wind_speed: true,
      wind_speed_source: 'default',
      mapped_wind_speed: null,
      wind_speed_place: null,
    });
  });

  it.each(['Chicgo', 'Somewhere', '00000', '95, -80'])(
    'answers 422 on location for %j and stores nothing',
    async (text) => {
      const before = await storedSearches();
      const response = await search(typed(text));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: { location: ["was not found: pick a listed place or give the site's coordinates"] },
        full_messages: ["Location was not found: pick a listed place or give the site's coordinates"],
      });
      expect(await storedSearches()).toBe(before);
    },
  );

  it("keeps the visitor's text when a wind speed is given and the text names no place, clearly abroad", async () => {
    const result = (await search(typed('Back lot 7, Kenya', { wind_speed: 130 }))).json();
    expect(result).toMatchObject({
      location: 'Back lot 7, Kenya',
      location_latitude: null,
      wind_speed: 130,
      mapped_wind_speed: null,
      wind_speed_place: null,
    });
    // Printed as typed, marked: the sheet text and page 1 of the report.
    expect(await calculationsText(result.token)).toContain('Site: Back lot 7, Kenya (not found in the place list);');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${result.token}/report.pdf`,
    });
    const page1 = flat(pdfPages(pdf.rawPayload, '-l', '1')[0]!);
    expect(page1).toContain('Back lot 7, Kenya (not found in the place list)');
  });
});

describe('the mapped wind speed beside the one used', () => {
  it('stores and returns the mapped 175 mph and its county when the visitor gives 160 mph in Miami', async () => {
    const wind_speed_reason = 'Site-specific wind study by the owner, 2026';
    const created = (await search(request({ ...MIAMI, wind_speed: 160, wind_speed_reason, ...fitsInHvhz() }))).json();
    expect(created).toMatchObject({
      wind_speed: 160,
      wind_speed_source: 'given',
      mapped_wind_speed: 175,
      wind_speed_place: 'Miami-Dade, FL',
    });
    expect(await calculationsText(created.token)).toContain(
      `Wind speed: 160 mph, given, below the mapped 175 mph: ${wind_speed_reason}`,
    );
    const read = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${created.token}` });
    expect(read.json()).toEqual(created);
  });

  it('adds no below-the-map line for a higher wind speed', async () => {
    const created = (await search(request({ ...MIAMI, wind_speed: 180, ...fitsInHvhz() }))).json();
    expect(created.mapped_wind_speed).toBe(175);
    expect(await calculationsText(created.token)).not.toContain('below the map');
  });

  it('is null outside the data', async () => {
    const created = (await search(request({ ...TORONTO, wind_speed: 120 }))).json();
    expect(created).toMatchObject({ mapped_wind_speed: null, wind_speed_place: null });
  });
});

describe('why nothing fits', () => {
  it('names the closest mount when every one overloads the roof (only the search candidates)', async () => {
    const response = await search(
      request({ antenna: antennaId.yagi, building_height: 500, wind_exposure: 'D', wind_speed: 200 }),
    );
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.errors).toEqual(['No compatible mount found']);
    expect(body.no_fit.reason).toBe('roof_load');
    expect(body.no_fit.message).toMatch(
      /^Every compatible mount would load the roof above its allowable: the closest, the .+, needs [\d,.]+ psf where [\d,.]+ psf is allowed$/,
    );
  });

  it('explains friction that cannot hold any mount, and data no mount can be calculated with', () => {
    const site = { windSpeed: 115, exposure: 'C' as const, buildingHeight: 30 };
    const slipping = engineSelection('yagi', site, { ridge: false, friction: 0 });
    expect(noFitReason(slipping, [], false)).toMatchObject({ reason: 'no_candidates' });
    const candidates = slipping.designs.map((d) => ({ id: d.mountId, name: `mount ${d.mountId}` }));
    expect(noFitReason(slipping, candidates as never, false)).toEqual({
      reason: 'friction',
      message:
        'Friction cannot hold any compatible mount on this roof type: choose another roof type or anchor the mount',
    });
    const none = { ...slipping, designs: [], rejected: [] };
    expect(noFitReason(none, candidates as never, false)).toMatchObject({ reason: 'invalid_candidates' });
    const fits = engineSelection('yagi', site, { ridge: false });
    expect(noFitReason(fits, candidates as never, false)).toBeNull();
    expect(mountId.sled4).toBeGreaterThan(0);
  });
});

describe('the figures shown and the trace agree', () => {
  it("ends the text's verdict with the figures shown, naming the sheet's figures that were rounded up", async () => {
    const result = (await search(request({ ...MIAMI, wind_speed: undefined, ...fitsInHvhz() }))).json();
    const verdict = (await calculationsText(result.token)).split('\n').find((line) => line.startsWith('Verdict: '))!;
    expect(verdict).toContain(`ballast ${result.ballast_weight} lb`);
    expect(verdict).toContain(`total dead load ${result.total_dead_load} lb`);
    expect(verdict).toContain(`roof load ${result.roof_load} psf`);
    const engine = engineSelection(
      'dish090',
      { windSpeed: 175, exposure: 'B', buildingHeight: 10 },
      { ridge: false, calc: { codeBasis: { jurisdiction: 'florida_hvhz' } } },
    );
    const roofLoad = result.calculation_steps.find((step: { symbol: string }) => step.symbol === 'p');
    // The engine's figure as its row prints it (decision 0057).
    expect(roofLoad.value).toBe(resultSheet(engine.chosen!.trace).find((step) => step.symbol === 'p')!.value);
    expect(roofLoad.value).toBeCloseTo(engine.chosen!.roofLoad, 4);
    if (roofLoad.value !== result.roof_load) expect(verdict).toMatch(/; rounded up from the sheet's .*p = [\d.]+ psf$/);
  });
});

describe('diagnostics: the same place rule', () => {
  it('resolves location text without coordinates and without a wind speed', async () => {
    const response = await diagnostics({ ...diagnosticsBase(), wind_speed: undefined, location: 'Miami' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/Location: Miami, FL, United States \(25\.77\d*, -80\.19\d*\) \(typed "Miami"\)/);
    expect(response.body).toContain('Wind speed: 175 mph, looked up for the location');
  });

  it('answers 422 on location for text that names no place', async () => {
    const response = await diagnostics({ ...diagnosticsBase(), wind_speed: 0, location: 'Chicgo' });
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual([
      "Location was not found: pick a listed place or give the site's coordinates",
    ]);
  });
});

describe('numbers are plain decimals on every numeric field (422, never a magnitude change)', () => {
  const NOT_DECIMAL = ['0x10', '0b11', '0o7', 'Infinity', '-Infinity', 'NaN', '1,5', '1_000', '12abc'];
  const SEARCH_FIELDS = [
    'building_height',
    'wind_speed',
    'location_latitude',
    'location_longitude',
    'antenna',
    'roof_type',
    'reseller_id',
  ];
  const DIAGNOSTICS_FIELDS = [...SEARCH_FIELDS];

  it.each(SEARCH_FIELDS.flatMap((field) => NOT_DECIMAL.map((value) => [field, value])))(
    'search: %s = %j is "is not a number"',
    async (field, value) => {
      const before = await storedSearches();
      const response = await search(request({ [field]: value }));
      expect(response.statusCode).toBe(422);
      expect(response.json().full_messages).toContain(`${fieldName(field)} is not a number`);
      expect(await storedSearches()).toBe(before);
    },
  );

  it.each(DIAGNOSTICS_FIELDS.flatMap((field) => NOT_DECIMAL.map((value) => [field, value])))(
    'diagnostics: %s = %j is "is not a number"',
    async (field, value) => {
      const response = await diagnostics({ ...diagnosticsBase(), [field]: value });
      expect(response.statusCode).toBe(422);
      expect(response.json().full_messages).toContain(`${fieldName(field)} is not a number`);
    },
  );

  it.each([
    ['building_height', 'Building Height must be between 1 and 500 feet'],
    ['wind_speed', 'Wind Speed must be between 1 and 1000 mph'],
  ])('search: %s = "1e-7" is below the minimum', async (field, message) => {
    const response = await search(request({ [field]: '1e-7' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toContain(message);
  });

  it('diagnostics: "1e-7", in range there, never answers 500', async () => {
    for (const field of ['building_height', 'wind_speed']) {
      const response = await diagnostics({ ...diagnosticsBase(), [field]: '1e-7' });
      expect([200, 422]).toContain(response.statusCode);
    }
  });

  it('says when the trays, not the roof, stop the mounts, and when the antenna would sit below the roof', () => {
    const design = (mountId: number, failures: { check: string; value: number; limit: number; rating?: string }[]) => ({
      mountId,
      mountName: `mount ${mountId}`,
      roofLoad: 20,
      maxRoofLoad: 35,
      antennas: [{}],
      failures: failures.map((failure) => ({ ...failure, message: '' })),
    });
    const candidates = [
      { id: 1, name: '4×4 sled' },
      { id: 2, name: '6×6 sled' },
    ];
    const trays = {
      chosen: null,
      rejected: [],
      designs: [
        design(1, [{ check: 'tray_capacity', value: 700, limit: 600 }]),
        design(2, [{ check: 'roof_load', value: 40, limit: 35 }]),
      ],
    };
    expect(noFitReason(trays as never, candidates as never, false)).toEqual({
      reason: 'tray_capacity',
      message:
        'The only compatible mount within its roof load cannot hold the ballast in its trays: the 4×4 sled needs ' +
        '700 lb in its fullest tray where 600 lb fits',
    });
    const rated = {
      chosen: null,
      rejected: [],
      designs: [
        design(1, [{ check: 'mount_rating', rating: 'max_epa', value: 4, limit: 3 }]),
        design(2, [
          { check: 'roof_load', value: 40, limit: 35 },
          { check: 'mount_rating', rating: 'max_overturning_moment', value: 9100.2, limit: 9000 },
        ]),
      ],
    };
    expect(noFitReason(rated as never, candidates as never, false)).toEqual({
      reason: 'mount_rating',
      message:
        'Every compatible mount is rated by its manufacturer below this design: the closest, the 6×6 sled, is ' +
        'rated for an overturning moment of at most 9,000 ft·lb where this design makes 9,101 ft·lb',
    });
    const below = {
      chosen: null,
      rejected: [],
      designs: [
        design(1, [{ check: 'antenna_below_roof', value: -1.2, limit: 0 }]),
        design(2, [{ check: 'antenna_below_roof', value: -0.5, limit: 0 }]),
      ],
    };
    expect(noFitReason(below as never, candidates as never, false)).toEqual({
      reason: 'antenna_below_roof',
      message:
        "Every compatible mount would put the antenna's centerline below the roof: on the closest, the 6×6 sled, " +
        'it sits 0.5 ft below it',
    });
  });
});

describe("POST /api/mount_search_results: an administrator's wind speed override", () => {
  it('is used by the next search once written, changed or deactivated, from any instance (no event in this one)', async () => {
    const windInMiami = async () => {
      const body = request({ ...MIAMI, wind_speed: undefined, ...fitsInHvhz() });
      const answer = (await search(body)).json();
      return { speed: answer.wind_speed, basis: answer.wind_speed_basis as string };
    };
    // The search holds its catalogue (and the overrides) in memory from here on.
    expect((await windInMiami()).speed).toBe(175);
    const db = t.database.db;
    // Written straight to the database, as another instance would: only catalogue_version tells this one.
    const [override] = await db
      .insert(windSpeedOverrides)
      .values({ fips: '12086', wind_speed: 180, source: 'Miami-Dade County notice' })
      .returning();
    expect(await windInMiami()).toEqual({
      speed: 180,
      basis: 'Set by the administrator for Miami-Dade, FL (the bundled table gives 175 mph here).',
    });
    await db.update(windSpeedOverrides).set({ wind_speed: 185 }).where(eq(windSpeedOverrides.id, override!.id));
    expect((await windInMiami()).speed).toBe(185);
    await db.update(windSpeedOverrides).set({ deleted_at: new Date() }).where(eq(windSpeedOverrides.id, override!.id));
    expect((await windInMiami()).speed).toBe(175);
    await db.delete(windSpeedOverrides).where(eq(windSpeedOverrides.id, override!.id));
  });
});
