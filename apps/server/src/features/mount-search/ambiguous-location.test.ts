// On the server, location text as people type it ("Chicago, IL", "Portland OR") resolves,
// and a name big places share in several states ("Springfield") is a 422 listing them, with nothing stored.
import { describe, expect, it } from 'vitest';
import {
  diagnostics,
  diagnosticsBase,
  request,
  search,
  storedSearches,
  typedLocationRequest,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

const typed = typedLocationRequest;

const SPRINGFIELDS = ['MO', 'MA', 'IL', 'OR', 'OH'].map((state) => `Springfield, ${state}, United States`);

describe('POST /api/mount_search_results: a city and its state as typed', () => {
  it.each([
    ['Chicago, IL', 'Chicago, IL, United States', 41.85],
    ['Chicago IL', 'Chicago, IL, United States', 41.85],
    ['Portland, OR', 'Portland, OR, United States', 45.52],
    ['Springfield, Illinois', 'Springfield, IL, United States', 39.8],
  ])('resolves %j to %s and its coordinates', async (text, label, latitude) => {
    const response = await search(typed(text));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      location: label,
      location_latitude: expect.closeTo(latitude, 1),
      wind_speed_source: 'location',
    });
  });
});

describe('POST /api/mount_search_results: an ambiguous name', () => {
  it('answers 422 on location with a message and the candidates, and stores nothing', async () => {
    const before = await storedSearches();
    const response = await search(typed('Springfield'));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    const message = `names more than one place: pick one (${SPRINGFIELDS.join('; ')}) or add the state`;
    expect(body.errors).toEqual({ location: [message] });
    expect(body.full_messages).toEqual([`Location ${message}`]);
    expect(body.location_candidates.map((p: { name: string }) => p.name)).toEqual(SPRINGFIELDS);
    for (const candidate of body.location_candidates) {
      expect(Object.keys(candidate).sort()).toEqual(['id', 'kind', 'latitude', 'longitude', 'name']);
    }
    expect(await storedSearches()).toBe(before);
  });

  it('is not ambiguous with the state, nor for a big city with only small namesakes', async () => {
    expect((await search(typed('Springfield, MA'))).json().location).toBe('Springfield, MA, United States');
    expect((await search(typed('Chicago'))).json().location).toBe('Chicago, IL, United States');
  });

  it('picking a candidate (its coordinates) gives a result', async () => {
    const candidates = (await search(typed('Springfield'))).json().location_candidates;
    const illinois = candidates.find((p: { name: string }) => p.name === SPRINGFIELDS[2]);
    const response = await search(
      request({
        location: illinois.name,
        location_latitude: illinois.latitude,
        location_longitude: illinois.longitude,
        wind_speed: undefined,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ location: SPRINGFIELDS[2], wind_speed_source: 'location' });
  });
});

describe('GET /api/mount_search_results/diagnostics: the same place rule', () => {
  it('answers 422 on location with the candidates for "Springfield", and runs for "Springfield OR"', async () => {
    const ambiguous = await diagnostics({ ...diagnosticsBase(), wind_speed: 0, location: 'Springfield' });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().location_candidates.map((p: { name: string }) => p.name)).toEqual(SPRINGFIELDS);
    const oregon = await diagnostics({ ...diagnosticsBase(), wind_speed: 0, location: 'Springfield OR' });
    expect(oregon.statusCode).toBe(200);
    expect(oregon.body).toContain('Location: Springfield, OR, United States');
  });
});
