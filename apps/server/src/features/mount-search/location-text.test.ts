// Location text read as a person reads it (decision 0059): an address, a county, a ZIP in longer text resolve to
// their place, so a typed wind speed meets the below-map and Florida HVHZ rules; text that names no place is refused
// on `location` even with a wind speed, unless it clearly names a place abroad.
import { describe, expect, it } from 'vitest';
import {
  antennaId,
  diagnostics,
  diagnosticsBase,
  request,
  search,
  storedSearches,
  typedLocationRequest,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

const BRICKELL = '1200 Brickell Ave, Miami, FL 33131';
const NOT_FOUND = "was not found: pick a listed place or give the site's coordinates";
/** An antenna and building a mount holds in Miami-Dade under the Florida HVHZ rule's G·C_f 3.1 (decision 0041). */
const fitsInHvhz = { antenna: antennaId.dish090, wind_exposure: 'B', building_height: 10 };
const typed = (location: string, overrides: Record<string, unknown> = {}) =>
  typedLocationRequest(location, { ...fitsInHvhz, antenna: antennaId.dish090, ...overrides });

/** Posts the search and checks it was refused with a 422 and nothing stored; answers the body. */
async function refused(body: Record<string, unknown>) {
  const before = await storedSearches();
  const response = await search(body);
  expect(response.statusCode, response.body).toBe(422);
  expect(await storedSearches()).toBe(before);
  return response.json();
}

describe('POST /api/mount_search_results: a street address', () => {
  it('resolves to its ZIP code in Miami-Dade, with the mapped 175 mph and the Florida HVHZ rule', async () => {
    const response = await search(typed(BRICKELL));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({
      location: '33131, Miami, FL, United States',
      location_latitude: expect.closeTo(25.76, 1),
      wind_speed: 175,
      wind_speed_source: 'location',
      mapped_wind_speed: 175,
      wind_speed_place: 'Miami-Dade, FL',
    });
    expect(result.code_basis.jurisdiction).toBe('florida_hvhz');
  });

  it('refuses a typed 115 mph or 160 mph below the mapped 175 mph without a reason, on wind_speed', async () => {
    for (const wind_speed of [115, 160]) {
      const body = await refused(typed(BRICKELL, { wind_speed }));
      expect(Object.keys(body.errors)).toEqual(['wind_speed']);
      expect(body.errors.wind_speed[0]).toMatch(
        /^is below .*the 175 mph mapped for Miami-Dade, FL \(Risk Category II\)/,
      );
    }
  });

  it('with the reason, uses a typed 160 mph and still applies the Florida HVHZ rule', async () => {
    const wind_speed_reason = 'Site-specific wind study by the owner, 2026';
    const response = await search(typed(BRICKELL, { wind_speed: 160, wind_speed_reason }));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ wind_speed: 160, wind_speed_source: 'given', mapped_wind_speed: 175 });
    expect(result.code_basis.jurisdiction).toBe('florida_hvhz');
  });

  it('resolves a county typed with its state', async () => {
    const result = (await search(typed('Miami-Dade County, FL'))).json();
    expect(result).toMatchObject({
      location: 'Miami-Dade County, FL, United States',
      wind_speed: 175,
      wind_speed_place: 'Miami-Dade, FL',
    });
    expect(result.code_basis.jurisdiction).toBe('florida_hvhz');
  });

  it('asks between the ZIP code and the city when they lie in different counties', async () => {
    const body = await refused(typed('100 Main St, Miami, FL 32301', { wind_speed: 180 }));
    expect(body.location_candidates.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([
      ['32301, Tallahassee, FL, United States', 'zip'],
      ['Miami, FL, United States', 'city'],
    ]);
  });
});

describe('POST /api/mount_search_results: text that names no place, with a wind speed', () => {
  it.each(['742 Evergreen Terrace, Nowhereville, FL', '1 Main St', 'Somewhere', '00000'])(
    'refuses %j on location and stores nothing',
    async (text) => {
      const body = await refused(typed(text, { wind_speed: 180 }));
      expect(body).toEqual({ errors: { location: [NOT_FOUND] }, full_messages: [`Location ${NOT_FOUND}`] });
    },
  );

  it('refuses a name big places share in several states, listing them', async () => {
    const body = await refused(typed('Springfield', { wind_speed: 180 }));
    expect(body.location_candidates).toHaveLength(5);
  });

  it('keeps text that clearly names a place abroad with the given speed, and asks for one without it', async () => {
    const kept = await search(typed('Back lot 7, Kenya', { wind_speed: 130 }));
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({ location: 'Back lot 7, Kenya', location_latitude: null, wind_speed: 130 });
    const body = await refused(typed('Back lot 7, Kenya'));
    expect(body.errors).toEqual({
      location: [
        "was not found: pick a listed place, give the site's coordinates, or enter the local design wind speed",
      ],
    });
  });

  it('does not take a country name US places share as abroad ("Mexico": Mexico, MO)', async () => {
    const body = await refused(typed('Back lot 7, Mexico', { wind_speed: 130 }));
    expect(body.errors).toEqual({ location: [NOT_FOUND] });
  });
});

describe("the specification's requests", () => {
  it('still answer 201 with coordinates (and any wind speed rule met), or with text that resolves', async () => {
    expect((await search(request())).statusCode).toBe(201);
    expect((await search(request({ location: 'Anything at all', wind_speed: 120 }))).statusCode).toBe(201);
    expect((await search(typedLocationRequest('Chicago, IL'))).statusCode).toBe(201);
  });
});

describe('GET /api/mount_search_results/diagnostics: the same rule', () => {
  it('reads the address as the search does: Miami-Dade and its 175 mph', async () => {
    const resolved = await diagnostics({ ...diagnosticsBase(), wind_speed: 0, location: BRICKELL });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.body).toContain('Location: 33131, Miami, FL, United States');
    expect(resolved.body).toContain('Wind speed: 175 mph, looked up for the location');
  });

  it('refuses an unresolvable US address even with a wind speed, on location', async () => {
    const response = await diagnostics({ ...diagnosticsBase(), wind_speed: 150, location: '1 Main St' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ location: [NOT_FOUND] });
  });
});
