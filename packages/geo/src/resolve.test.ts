import { describe, expect, it } from 'vitest';
import { searchPlaces } from './places.js';
import { AMBIGUOUS_POPULATION, resolvePlace } from './resolve.js';

const resolved = (q: string) => resolvePlace(q).place?.name ?? null;
const candidates = (q: string) => resolvePlace(q).candidates.map((p) => p.name);

describe('resolvePlace', () => {
  it('turns a ZIP code or coordinates into their place, null when unknown or out of range', () => {
    expect(resolved('33139')).toBe('33139, Miami Beach, FL, United States');
    expect(resolved('33139, Miami Beach, FL, United States')).toBe('33139, Miami Beach, FL, United States');
    expect(resolved('25.79, -80.13')).toBe('25.79, -80.13');
    expect(resolved('00000')).toBeNull();
    expect(resolved('95, 10')).toBeNull();
  });

  it('takes an exact label, ignoring case, accents and punctuation', () => {
    expect(resolved('miami, fl, united states')).toBe('Miami, FL, United States');
    expect(resolved('  MIAMI,FL,UNITED STATES ')).toBe('Miami, FL, United States');
    expect(resolved('san jose, costa rica')).toBe('San José, Costa Rica');
    expect(resolved('Miami, FL, United Stat')).toBeNull();
  });

  it('takes the best city of an exact name: US and territories first, then population', () => {
    expect(resolvePlace('Miami')).toMatchObject({ place: { name: 'Miami, FL, United States', kind: 'city' } });
    expect(resolved('san juan')).toBe('San Juan, Puerto Rico');
    expect(resolved('Chicago')).toBe('Chicago, IL, United States');
    expect(resolved('saint louis')).toBe('St. Louis, MO, United States');
  });

  it('answers null for a near miss, a prefix, blank text and no match', () => {
    expect(resolved('Chicgo')).toBeNull();
    expect(resolved('Chica')).toBeNull();
    expect(resolved('')).toBeNull();
    expect(resolved('  ')).toBeNull();
    expect(resolved('qqxqzq')).toBeNull();
    expect(resolvePlace('qqxqzq').candidates).toEqual([]);
  });
});

describe('resolvePlace: a city and its state as people type them', () => {
  it('reads "City, ST"', () => {
    expect(resolved('Chicago, IL')).toBe('Chicago, IL, United States');
    expect(resolved('Portland, OR')).toBe('Portland, OR, United States');
    expect(resolved('portland, me')).toBe('Portland, ME, United States');
    expect(resolved('Springfield, IL')).toBe('Springfield, IL, United States');
    expect(resolved('St. Louis, MO')).toBe('St. Louis, MO, United States');
  });

  it('reads "City ST" without a comma', () => {
    expect(resolved('Chicago IL')).toBe('Chicago, IL, United States');
    expect(resolved('Portland OR')).toBe('Portland, OR, United States');
    expect(resolved('springfield ma')).toBe('Springfield, MA, United States');
    expect(resolved('Saint Louis MO')).toBe('St. Louis, MO, United States');
  });

  it('reads "City, State" and "City State" with the state in full', () => {
    expect(resolved('Chicago, Illinois')).toBe('Chicago, IL, United States');
    expect(resolved('Portland, Oregon')).toBe('Portland, OR, United States');
    expect(resolved('Springfield Massachusetts')).toBe('Springfield, MA, United States');
    expect(resolved('Charleston, West Virginia')).toBe('Charleston, WV, United States');
    expect(resolved('Charleston West Virginia')).toBe('Charleston, WV, United States');
  });

  it('reads a trailing country after the state, and a country or territory in place of a state', () => {
    expect(resolved('Chicago, IL, USA')).toBe('Chicago, IL, United States');
    expect(resolved('Springfield, Missouri, US')).toBe('Springfield, MO, United States');
    expect(resolved('San Juan, PR')).toBe('San Juan, Puerto Rico');
    expect(resolved('Toronto, ON')).toBe('Toronto, ON, Canada');
    expect(resolved('Toronto, Canada')).toBe('Toronto, ON, Canada');
  });

  it('names no place when the state has no city of that name, or the form is not a city and its state', () => {
    expect(resolved('Chicago, TX')).toBeNull();
    expect(resolved('Portland, Texas, Canada')).toBeNull();
    expect(resolved('Chicago, IL, Extra, USA')).toBeNull();
    expect(resolved('Chicago Nowhere')).toBeNull();
    expect(resolved(', IL')).toBeNull();
  });
});

describe('resolvePlace: ambiguous names', () => {
  it('gives no place and the big candidates when big US places of the name lie in more than one state', () => {
    const springfield = resolvePlace('Springfield');
    expect(springfield.place).toBeNull();
    expect(springfield.candidates.map((p) => p.name)).toEqual([
      'Springfield, MO, United States',
      'Springfield, MA, United States',
      'Springfield, IL, United States',
      'Springfield, OR, United States',
      'Springfield, OH, United States',
    ]);
    expect(springfield.candidates.every((p) => p.population >= AMBIGUOUS_POPULATION && p.kind === 'city')).toBe(true);
    expect(candidates('portland')).toEqual(['Portland, OR, United States', 'Portland, ME, United States']);
    expect(candidates('Springfield, USA')).toHaveLength(5);
  });

  it('is not made ambiguous by smaller namesakes, nor is a name with its state', () => {
    // Chicago Heights and Chicago Ridge aside, the only other US "Chicago"s are small; Miami, OK has 13,000 people.
    expect(resolvePlace('Chicago')).toMatchObject({ place: { name: 'Chicago, IL, United States' }, candidates: [] });
    expect(resolvePlace('Miami')).toMatchObject({ place: { name: 'Miami, FL, United States' }, candidates: [] });
    expect(resolvePlace('Springfield, OH')).toMatchObject({ candidates: [] });
    expect(resolved('Springfield VT')).toBe('Springfield, VT, United States');
  });
});

describe('searchPlaces: a city and its state as typed', () => {
  it('lists the place the rule reads, before any near miss', () => {
    const first = (q: string) => searchPlaces(q, { limit: 5 })[0]?.name;
    expect(first('Chicago IL')).toBe('Chicago, IL, United States');
    expect(first('Portland OR')).toBe('Portland, OR, United States');
    expect(first('Chicago, Illinois')).toBe('Chicago, IL, United States');
    expect(first('Springfield Massachusetts')).toBe('Springfield, MA, United States');
    expect(searchPlaces('Portland OR', { countries: ['CA'] })).toEqual([]);
  });
});
