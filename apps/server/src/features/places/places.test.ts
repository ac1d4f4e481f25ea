import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/places', () => {
  it('finds cities by name prefix, most populous first, as {id, name, latitude, longitude, kind}', async () => {
    const response = await get('/api/places?q=chica');
    expect(response.statusCode).toBe(200);
    const places = response.json();
    expect(places[0]).toEqual({
      id: expect.any(Number),
      name: 'Chicago, IL, United States',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      kind: 'city',
    });
    expect(places[0].latitude).toBeCloseTo(41.85, 1);
    expect(places[0].longitude).toBeCloseTo(-87.65, 1);
    expect(places.length).toBeLessThanOrEqual(8);
    for (const place of places) {
      expect(Object.keys(place).sort()).toEqual(['id', 'kind', 'latitude', 'longitude', 'name']);
    }
  });

  it('ignores case and accents', async () => {
    const names = (await get('/api/places?q=SAO%20PAULO')).json().map((p: { name: string }) => p.name);
    expect(names[0]).toMatch(/^São Paulo, /);
  });

  it('returns 8 by default, at most the limit, and refuses a limit above 20', async () => {
    expect((await get('/api/places?q=san')).json()).toHaveLength(8);
    expect((await get('/api/places?q=san&limit=3')).json()).toHaveLength(3);
    expect((await get('/api/places?q=san&limit=20')).json()).toHaveLength(20);
    for (const limit of ['21', '0', '2.5', 'many']) {
      const response = await get(`/api/places?q=san&limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('limit');
    }
  });

  it('limits the places to the given countries', async () => {
    const places = (await get('/api/places?q=lon&countries=ca')).json();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place.name).toMatch(/, Canada$/);
    const both = (await get('/api/places?q=lon&countries=CA,GB&limit=20')).json().map((p: { name: string }) => p.name);
    expect(both).toContain('London, United Kingdom');
    expect(both.some((name: string) => name.endsWith(', Canada'))).toBe(true);
    expect((await get('/api/places?q=lon&countries=Canada')).statusCode).toBe(422);
  });

  it('answers [] for a blank or missing query and 422 for an overlong one', async () => {
    expect((await get('/api/places?q=%20%20')).json()).toEqual([]);
    expect((await get('/api/places')).json()).toEqual([]);
    expect((await get(`/api/places?q=${'a'.repeat(101)}`)).statusCode).toBe(422);
  });
});

describe('GET /api/places: ZIP codes, coordinates, US first, near misses', () => {
  const names = async (q: string) =>
    (await get(`/api/places?q=${encodeURIComponent(q)}`)).json().map((p: { name: string }) => p.name);

  it('finds a US ZIP code at its centroid', async () => {
    const response = await get('/api/places?q=33139');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 33139,
        name: '33139, Miami Beach, FL, United States',
        latitude: expect.closeTo(25.79, 1),
        longitude: expect.closeTo(-80.14, 1),
        kind: 'zip',
      },
    ]);
    expect(await names('00000')).toEqual([]);
  });

  it('reads coordinates, with signs or N/S/E/W and degree signs; out of range gives []', async () => {
    for (const q of ['25.79, -80.13', '25.79° N, 80.13° W']) {
      expect((await get(`/api/places?q=${encodeURIComponent(q)}`)).json()).toEqual([
        { id: 0, name: '25.79, -80.13', latitude: 25.79, longitude: -80.13, kind: 'coordinates' },
      ]);
    }
    expect(await names('91, 10')).toEqual([]);
  });

  it('ranks San Juan, Puerto Rico above San Juan, Argentina, and finds Chicago from "Chicgo"', async () => {
    const sanJuan = await names('san juan');
    expect(sanJuan[0]).toBe('San Juan, Puerto Rico');
    expect(sanJuan.indexOf('San Juan, Puerto Rico')).toBeLessThan(sanJuan.indexOf('San Juan, Argentina'));
    expect((await names('Chicgo'))[0]).toBe('Chicago, IL, United States');
  });
});

describe('GET /api/places: a city and its state as typed', () => {
  it('lists the place "Portland OR" and "Chicago, Illinois" name, not near misses', async () => {
    const first = async (q: string) => (await get(`/api/places?q=${encodeURIComponent(q)}`)).json()[0]?.name;
    expect(await first('Portland OR')).toBe('Portland, OR, United States');
    expect(await first('Chicago IL')).toBe('Chicago, IL, United States');
    expect(await first('Chicago, Illinois')).toBe('Chicago, IL, United States');
  });
});

describe('GET /api/places/resolve', () => {
  const resolve = (q: string) => get(`/api/places/resolve?q=${encodeURIComponent(q)}`);

  it.each([
    ['Miami', 'Miami, FL, United States', 'city'],
    ['miami, fl, united states', 'Miami, FL, United States', 'city'],
    ['Chicago, IL', 'Chicago, IL, United States', 'city'],
    ['Portland OR', 'Portland, OR, United States', 'city'],
    ['Springfield, Illinois', 'Springfield, IL, United States', 'city'],
    ['san juan', 'San Juan, Puerto Rico', 'city'],
    ['33139', '33139, Miami Beach, FL, United States', 'zip'],
    ['25.79, -80.13', '25.79, -80.13', 'coordinates'],
  ])('resolves %j to %s', async (q, name, kind) => {
    const response = await resolve(q);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      place: { id: expect.any(Number), name, latitude: expect.any(Number), longitude: expect.any(Number), kind },
      candidates: [],
    });
  });

  it.each(['Chicgo', 'Somewhere', 'Chicago, TX', '00000', '95, 10', '', '   '])(
    'answers {place: null} for %j',
    async (q) => {
      const response = await resolve(q);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ place: null, candidates: [] });
    },
  );

  it('answers no place and the candidates for a name big places share in several states ("Springfield")', async () => {
    const response = await resolve('Springfield');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.place).toBeNull();
    expect(body.candidates.map((p: { name: string }) => p.name)).toEqual([
      'Springfield, MO, United States',
      'Springfield, MA, United States',
      'Springfield, IL, United States',
      'Springfield, OR, United States',
      'Springfield, OH, United States',
    ]);
    expect(body.candidates[2]).toEqual({
      id: expect.any(Number),
      name: 'Springfield, IL, United States',
      latitude: expect.closeTo(39.8, 1),
      longitude: expect.closeTo(-89.64, 1),
      kind: 'city',
    });
  });

  it('answers {place: null} without q and 422 for an overlong q', async () => {
    expect((await get('/api/places/resolve')).json()).toEqual({ place: null, candidates: [] });
    const response = await resolve('a'.repeat(101));
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual(['Q is too long (maximum is 100 characters)']);
  });

  it('is a GET only: other methods are 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/places/resolve', payload: { q: 'Miami' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/wind_speed', () => {
  it('gives the county value for a US point (Miami-Dade: 175 mph)', async () => {
    const response = await get('/api/wind_speed?latitude=25.77427&longitude=-80.19366');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      wind_speed: 175,
      risk_category: 'II',
      default_wind_speed: false,
      source: expect.stringMatching(/^Florida Building Code 2010 \(3rd edition\), .*Miami-Dade 175 mph$/),
      approximate: false,
      note: expect.stringContaining('Miami-Dade'),
      place: 'Miami-Dade, FL',
      basis: expect.stringMatching(/^Cited: the Florida Building Code fixes one value for all of Miami-Dade County/),
      special_wind_region: false,
      override: false,
      fips: '12086',
      wind_speed_floor: 157,
      code_in_force: {
        edition_in_force: 'ASCE 7-22',
        edition: 'ASCE 7-16',
        adopted_code: expect.objectContaining({ state: 'FL', name: 'Florida Building Code, 8th Edition (2023)' }),
      },
    });
  });

  it('says the code in force: Ohio ASCE 7-16 as computed, nothing known abroad', async () => {
    const ohio = (await get('/api/wind_speed?latitude=39.96118&longitude=-82.99879')).json();
    expect(ohio.code_in_force).toMatchObject({ edition_in_force: 'ASCE 7-16', edition: 'ASCE 7-16' });
    const toronto = (await get('/api/wind_speed?latitude=43.70011&longitude=-79.4163')).json();
    expect(toronto.code_in_force).toEqual({ edition_in_force: null, edition: 'ASCE 7-16', adopted_code: null });
  });

  it("follows the risk category asked: the search's estimate for IV and I, II by default", async () => {
    const at = (category: string) =>
      get(`/api/wind_speed?latitude=25.77427&longitude=-80.19366&risk_category=${category}`);
    const four = (await at('IV')).json();
    expect(four).toMatchObject({ wind_speed: 195, risk_category: 'IV', approximate: true, place: 'Miami-Dade, FL' });
    expect(four.note).toContain('confirm at ATC Hazards by Location');
    expect((await at('I')).json()).toMatchObject({ wind_speed: 165, risk_category: 'I' });
    expect((await at('')).json()).toMatchObject({ wind_speed: 175, risk_category: 'II' });
    const inland = (await get('/api/wind_speed?latitude=41.85003&longitude=-87.65005&risk_category=III')).json();
    expect(inland).toMatchObject({ wind_speed: 120, risk_category: 'III' });
  });

  it("gives the search's floor for the category: √0.8 of the value rounded up, else the map's lowest value", async () => {
    const floor = async (query: string) => (await get(`/api/wind_speed?${query}`)).json().wind_speed_floor;
    expect(await floor('latitude=25.77427&longitude=-80.19366&risk_category=IV')).toBe(175);
    expect(await floor('latitude=41.85003&longitude=-87.65005')).toBe(103);
    expect(await floor('latitude=43.70011&longitude=-79.4163')).toBe(115);
    expect(await floor('latitude=43.70011&longitude=-79.4163&risk_category=I')).toBe(105);
  });

  it('flags a special wind region with its plain basis (Boulder, CO)', async () => {
    const body = (await get('/api/wind_speed?latitude=40.015&longitude=-105.27')).json();
    expect(body).toMatchObject({ special_wind_region: true, approximate: true, fips: '08013', override: false });
    expect(body.basis).toMatch(/^Special wind region: the local building department sets the value\./);
  });

  it('takes a modelled coastal value at the site (Stafford, CT: 125 mph in a county whose maximum is 135)', async () => {
    const body = (await get('/api/wind_speed?latitude=41.99&longitude=-72.26')).json();
    expect(body).toMatchObject({ wind_speed: 125, approximate: true, fips: '09013' });
    expect(body.basis).toMatch(/modelled at the site/);
  });

  it('gives 115 mph with default_wind_speed true outside the data (Toronto)', async () => {
    const body = (await get('/api/wind_speed?latitude=43.70011&longitude=-79.4163')).json();
    expect(body).toMatchObject({
      wind_speed: 115,
      default_wind_speed: true,
      source: '',
      place: null,
      fips: null,
      override: false,
    });
    expect(body.note).toContain('115 mph');
  });

  it.each([
    ['latitude=91&longitude=0', 'latitude', 'Latitude must be between -90 and 90'],
    ['latitude=0&longitude=180.5', 'longitude', 'Longitude must be between -180 and 180'],
    ['longitude=10', 'latitude', "Latitude can't be blank"],
    ['latitude=north&longitude=10', 'latitude', 'Latitude is not a number'],
    ['latitude=10&longitude=10&risk_category=V', 'risk_category', 'Risk Category must be I, II, III, IV'],
  ])('answers 422 for %s', async (query, field, fullMessage) => {
    const response = await get(`/api/wind_speed?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
    expect(response.json().full_messages).toContain(fullMessage);
  });
});
