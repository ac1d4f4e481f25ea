import { describe, expect, it } from 'vitest';
import { foldName } from './fold.js';
import { US_AREAS } from './gazetteer.js';
import { MAX_PLACE_LIMIT, searchPlaces } from './places.js';

const labels = (q: string, options?: Parameters<typeof searchPlaces>[1]) => searchPlaces(q, options).map((p) => p.name);

describe('searchPlaces', () => {
  it('ranks Chicago first for "chica", with a US label and its coordinates', () => {
    const [first] = searchPlaces('chica', { limit: 8 });
    expect(first).toMatchObject({
      name: 'Chicago, IL, United States',
      city: 'Chicago',
      admin1: 'IL',
      country: 'US',
      countryName: 'United States',
    });
    expect(first?.latitude).toBeCloseTo(41.85, 1);
    expect(first?.longitude).toBeCloseTo(-87.65, 1);
    expect(typeof first?.id).toBe('number');
  });

  it('ignores case and accents: "san jose" finds San Jose CA and San José, Costa Rica', () => {
    const found = labels('san jose', { limit: 10 });
    expect(found[0]).toBe('San Jose, CA, United States');
    expect(found).toContain('San José, Costa Rica');
    expect(labels('SAN JOSÉ', { limit: 10 })).toEqual(found);
  });

  it('finds St. Louis, MO from "st louis", "st. louis" and "saint louis"', () => {
    expect(labels('st louis')[0]).toBe('St. Louis, MO, United States');
    expect(labels('st. louis')[0]).toBe('St. Louis, MO, United States');
    expect(labels('saint louis')[0]).toBe('St. Louis, MO, United States');
    expect(labels('saint louis')).toContain('Saint Louis, MI, United States');
  });

  it('matches several words as a phrase prefix', () => {
    expect(labels('new york')[0]).toBe('New York City, NY, United States');
    expect(labels('new yo')[0]).toBe('New York City, NY, United States');
    expect(labels('york new')).not.toContain('New York City, NY, United States');
  });

  it('labels Canadian and Australian places with their province or state', () => {
    expect(labels('montreal')[0]).toBe('Montréal, QC, Canada');
    expect(labels("st john's", { countries: ['CA'] })).toContain("St. John's, NL, Canada");
    expect(labels('sydney', { countries: ['AU'] })[0]).toBe('Sydney, NSW, Australia');
  });

  it('ranks by population, most populous first', () => {
    const populations = searchPlaces('spring', { limit: 20 }).map((p) => p.population);
    expect(populations.length).toBe(20);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('respects the limit and clamps it', () => {
    expect(searchPlaces('san', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('s', { limit: 1000 })).toHaveLength(MAX_PLACE_LIMIT);
    expect(searchPlaces('san', { limit: 0 })).toHaveLength(1);
    expect(searchPlaces('san')).toHaveLength(10);
  });

  it('answers one- and two-letter prefixes (served from a cache) like longer ones', () => {
    const s = searchPlaces('s', { limit: 100 });
    expect(s).toHaveLength(100);
    expect(s.every((p) => foldName(p.city).startsWith('s') || foldName(p.city).startsWith('saint'))).toBe(true);
    // Population order, except that a place abroad follows the US places of its name (San Juan, Argentina
    // follows San Juan, Puerto Rico).
    s.forEach((place, i) => {
      const before = s[i - 1];
      if (before && place.population > before.population) {
        expect(place.country).not.toBe('US');
        expect(s.slice(0, i).some((p) => p.city === place.city && US_AREAS.has(p.country))).toBe(true);
      }
    });
    expect(labels('sa', { limit: 5 })).toEqual(labels('sa', { limit: 50 }).slice(0, 5));
    expect(labels('S')).toEqual(labels('s'));
    const inUs = searchPlaces('s', { countries: ['US'], limit: 5 });
    expect(inUs.every((p) => p.country === 'US')).toBe(true);
    expect(inUs[0]?.name).toBe('San Antonio, TX, United States');
  });

  it('returns one place per label', () => {
    const found = labels('san jose', { limit: 50 });
    expect(new Set(found).size).toBe(found.length);
  });

  it('returns [] for an empty, blank or punctuation-only query and for no match', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces(' .,- ')).toEqual([]);
    expect(searchPlaces('qqxqzq')).toEqual([]);
  });

  it('filters by country, in any case', () => {
    const costaRica = searchPlaces('san jose', { countries: ['cr'], limit: 10 });
    expect(costaRica.length).toBeGreaterThan(0);
    expect(costaRica.every((p) => p.country === 'CR')).toBe(true);
    expect(costaRica[0]?.name).toBe('San José, Costa Rica');
    const usOnly = searchPlaces('london', { countries: ['US'], limit: 10 });
    expect(usOnly.every((p) => p.country === 'US')).toBe(true);
    expect(usOnly.map((p) => p.name)).not.toContain('London, United Kingdom');
    // US places come first among places of the same name: London, OH … then London, United Kingdom.
    expect(labels('london')[0]).toMatch(/^London, [A-Z]{2}, United States$/);
    expect(labels('london')).toContain('London, United Kingdom');
  });

  it('keeps small US places (places abroad need 5,000 people)', () => {
    const [tybee] = searchPlaces('tybee island');
    expect(tybee?.name).toBe('Tybee Island, GA, United States');
    expect(tybee?.population).toBeLessThan(5000);
  });
});

describe('foldName', () => {
  it('folds accents, case, apostrophes and punctuation', () => {
    expect(foldName('  San José ')).toBe('san jose');
    expect(foldName("St. John's")).toBe('st johns');
    expect(foldName('Winston-Salem')).toBe('winston salem');
    expect(foldName('Łódź')).toBe('lodz');
    expect(foldName('Straße')).toBe('strasse');
  });
});
