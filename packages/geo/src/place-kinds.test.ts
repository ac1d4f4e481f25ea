import { describe, expect, it } from 'vitest';
import { parseCoordinates } from './coordinates.js';
import { nearDistance } from './fuzzy.js';
import { searchPlaces } from './places.js';

const labels = (q: string, options?: Parameters<typeof searchPlaces>[1]) => searchPlaces(q, options).map((p) => p.name);

describe('searchPlaces: ZIP codes', () => {
  it('finds a ZIP code at its centroid, labelled with its city', () => {
    const [place, ...rest] = searchPlaces('33139');
    expect(rest).toEqual([]);
    expect(place).toMatchObject({
      id: 33139,
      kind: 'zip',
      name: '33139, Miami Beach, FL, United States',
      city: 'Miami Beach',
      admin1: 'FL',
      country: 'US',
      latitude: expect.closeTo(25.79, 1),
      longitude: expect.closeTo(-80.14, 1),
    });
    expect(labels(' 33139-1234 ')).toEqual(['33139, Miami Beach, FL, United States']);
  });

  it('labels territory ZIP codes as the gazetteer labels their places', () => {
    expect(labels('00901')).toEqual(['00901, San Juan, Puerto Rico']);
    expect(labels('96910')[0]).toMatch(/^96910, .+, Guam$/);
  });

  it('lists the ZIP codes that start with three or four digits, in order', () => {
    const found = searchPlaces('331', { limit: 5 });
    expect(found).toHaveLength(5);
    expect(found.every((p) => p.kind === 'zip' && p.name.startsWith('331'))).toBe(true);
    expect(found.map((p) => p.id)).toEqual([...found.map((p) => p.id)].sort((a, b) => a - b));
  });

  it('answers [] for an unknown ZIP code and for a country filter without the US', () => {
    expect(searchPlaces('00000')).toEqual([]);
    expect(searchPlaces('33139', { countries: ['CA'] })).toEqual([]);
    expect(labels('33139', { countries: ['US'] })).toHaveLength(1);
  });
});

describe('searchPlaces: coordinates', () => {
  it.each([
    ['25.79, -80.13', 25.79, -80.13],
    ['25.79 -80.13', 25.79, -80.13],
    ['25.79,-80.13', 25.79, -80.13],
    ['25.79° N, 80.13° W', 25.79, -80.13],
    ['25.79N 80.13W', 25.79, -80.13],
    ['N 25.79 W 80.13', 25.79, -80.13],
    ['-33.87, 151.21', -33.87, 151.21],
    ['0, 0', 0, 0],
  ])('reads %s', (q, latitude, longitude) => {
    const found = searchPlaces(q);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: 0, kind: 'coordinates', latitude, longitude });
    expect(found[0]?.name).toBe(`${latitude}, ${longitude}`);
  });

  it('answers [] for coordinates out of range, and ignores the country filter', () => {
    expect(searchPlaces('91, 0')).toEqual([]);
    expect(searchPlaces('0, 180.5')).toEqual([]);
    expect(searchPlaces('-91 0')).toEqual([]);
    expect(labels('25.79, -80.13', { countries: ['CA'] })).toEqual(['25.79, -80.13']);
  });

  it('refuses a sign given twice and letters on the wrong axis', () => {
    expect(parseCoordinates('S -25, 80')).toBeUndefined();
    expect(parseCoordinates('25 E, 80 N')).toBeUndefined();
    expect(parseCoordinates('25.79')).toBeUndefined();
    expect(parseCoordinates('Miami')).toBeUndefined();
  });
});

describe('searchPlaces: ranking and near misses', () => {
  it('puts US places and territories before places abroad of the same name', () => {
    const found = labels('san juan');
    expect(found[0]).toBe('San Juan, Puerto Rico');
    expect(found.indexOf('San Juan, TX, United States')).toBeLessThan(found.indexOf('San Juan, Argentina'));
    expect(found).toContain('San Juan, Argentina');
  });

  it('finds a city from a near miss when nothing starts so, fewest edits first', () => {
    expect(labels('Chicgo')[0]).toBe('Chicago, IL, United States');
    expect(labels('chicg')[0]).toBe('Chicago, IL, United States');
    expect(labels('pheonix')[0]).toBe('Phoenix, AZ, United States');
    expect(labels('new yrok')[0]).toBe('New York City, NY, United States');
    expect(labels('chicgo', { countries: ['CA'] }).some((name) => name.startsWith('Chicago'))).toBe(false);
    expect(searchPlaces('chx')).toEqual([]);
  });

  it('matches text with a comma against the label', () => {
    expect(labels('miami, fl')[0]).toBe('Miami, FL, United States');
    expect(labels('Miami, FL, United Stat')).toEqual(['Miami, FL, United States']);
  });

  it('counts edits with transpositions, a name start for part-typed queries, and stops past the limit', () => {
    expect(nearDistance('chicgo', 'chicago', 2)).toBe(1);
    expect(nearDistance('pheonix', 'phoenix', 2)).toBe(1);
    expect(nearDistance('chicg', 'chicago', 2)).toBe(1);
    expect(nearDistance('boston', 'austin', 2)).toBe(3);
  });
});
