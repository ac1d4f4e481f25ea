import { describe, expect, it } from 'vitest';
import { searchPlaces } from './places.js';
import { AMBIGUOUS_POPULATION, resolvePlace } from './resolve.js';
import { windSpeedAt } from './wind.js';

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

describe('resolvePlace: longer text read as an address', () => {
  const MIAMI_ZIP = '33131, Miami, FL, United States';

  it('finds a ZIP code where addresses put it, with or without its +4, commas or a country', () => {
    expect(resolved('1200 Brickell Ave, Miami, FL 33131')).toBe(MIAMI_ZIP);
    expect(resolved('1200 Brickell Ave Miami FL 33131')).toBe(MIAMI_ZIP);
    expect(resolved('1200 Brickell Ave, Miami, Florida 33131-1234, USA')).toBe(MIAMI_ZIP);
    expect(resolved('1200 Brickell Ave, 33131')).toBe(MIAMI_ZIP);
    expect(resolved('33131, Miami, FL')).toBe(MIAMI_ZIP);
    expect(resolvePlace('1200 Brickell Ave, Miami, FL 33131')).toMatchObject({ place: { kind: 'zip' }, abroad: false });
  });

  it('reads no house number as a ZIP code', () => {
    // 10001 is a New York ZIP code; here it is the number on a Miami street.
    expect(resolved('10001 Biscayne Blvd, Miami, FL')).toBe('Miami, FL, United States');
    expect(resolved('10001 Biscayne Blvd')).toBeNull();
  });

  it('finds a city and its state after a street', () => {
    expect(resolved('100 Main St, Miami, FL')).toBe('Miami, FL, United States');
    expect(resolved('100 NE 2nd Ave North Miami FL')).toBe('North Miami, FL, United States');
    expect(resolved('1 Peachtree St, Atlanta, Georgia')).toBe('Atlanta, GA, United States');
    expect(resolved('123 Central Ave, Albuquerque, New Mexico, United States')).toBe('Albuquerque, NM, United States');
    expect(resolved('100 Ocean Dr, Miami')).toBe('Miami, FL, United States');
    expect(candidates('1 Main St, Springfield')).toHaveLength(5);
  });

  it('finds a county with its state, or a county whose name no other county has', () => {
    const miamiDade = resolvePlace('Miami-Dade County, FL');
    expect(miamiDade.place).toMatchObject({ name: 'Miami-Dade County, FL, United States', kind: 'county', id: 12086 });
    expect(windSpeedAt(miamiDade.place!.latitude, miamiDade.place!.longitude)).toMatchObject({ fips: '12086' });
    expect(resolved('Broward County, Florida')).toBe('Broward County, FL, United States');
    expect(resolved('200 Main St, Broward County')).toBe('Broward County, FL, United States');
    expect(resolved('Caddo Parish, LA')).toBe('Caddo Parish, LA, United States');
    // A county with no listed place in it takes a ZIP code's centroid inside it.
    const kalawao = resolvePlace('Kalawao County, HI').place!;
    expect(windSpeedAt(kalawao.latitude, kalawao.longitude).fips).toBe('15005');
  });

  it('reads no county that names several, or whose wind speed varies within it', () => {
    expect(resolved('Washington County')).toBeNull();
    // Palm Beach's value is modelled from the coast: only the site's own point gives it.
    expect(resolved('Palm Beach County, FL')).toBeNull();
    expect(resolved('Orleans Parish, LA')).toBeNull();
    expect(resolved('Nowhere County, FL')).toBeNull();
  });

  it('prefers the ZIP code when the city named lies in its county, else asks between them', () => {
    expect(resolved('Miami Beach, FL 33131')).toBe(MIAMI_ZIP);
    expect(resolved('Springfield, 65806')).toBe('65806, Springfield, MO, United States');
    // 32301 is Tallahassee: the ZIP and the city disagree, so the text is asked about, not guessed.
    for (const text of ['Miami, FL 32301', '32301, Miami, FL', '1 Main St, Miami, FL, 32301']) {
      expect(resolvePlace(text)).toMatchObject({ place: null, abroad: false });
      expect(candidates(text)).toEqual(['32301, Tallahassee, FL, United States', 'Miami, FL, United States']);
    }
    // The ZIP code lies in another state and no city of that name is in the state named.
    expect(resolvePlace('Miami, GA 33131')).toEqual({ place: null, candidates: [], abroad: false });
  });

  it('falls back on the city when the ZIP code does not exist', () => {
    expect(resolved('1 Main St, Miami, FL 00000')).toBe('Miami, FL, United States');
    expect(resolved('1 Main St 00000')).toBeNull();
    expect(resolved('00000, Nowhere')).toBeNull();
  });

  it('reads a city before a country abroad, and says when unresolved text clearly lies abroad', () => {
    expect(resolved('10115 Berlin, Germany')).toBe('Berlin, Germany');
    expect(resolved('1 Yonge St, Toronto, ON, Canada')).toBe('Toronto, ON, Canada');
    expect(resolvePlace('Tiny Village, Kenya')).toEqual({ place: null, candidates: [], abroad: true });
    expect(resolvePlace('Kleindorf Germany').abroad).toBe(true);
    // A country name that US places share, or a US state in the text, is not clearly abroad.
    expect(resolvePlace('Some Village, Mexico').abroad).toBe(false);
    expect(resolvePlace('Some Village, FL, Kenya').abroad).toBe(false);
    expect(resolvePlace('1 Main St, Georgia').abroad).toBe(false);
    expect(resolvePlace('1200 Brickell Ave').abroad).toBe(false);
  });

  it('names no place for empty pieces, a street alone, stray text and very long text', () => {
    for (const text of [', , ,', ' ,  , FL', '1200 Brickell Ave', 'Apt 4, Suite 200', 'FL', ', 33131x']) {
      expect(resolvePlace(text)).toEqual({ place: null, candidates: [], abroad: false });
    }
    expect(resolved('  1200   BRICKELL ave ,   miami ,  fl   33131  ')).toBe(MIAMI_ZIP);
    expect(resolved('1200 brickell AVE, MIAMI, fl')).toBe('Miami, FL, United States');
    const long = `${'Building 7 '.repeat(44)}, Miami, FL`;
    expect(long.length).toBeGreaterThan(490);
    expect(resolved(long)).toBe('Miami, FL, United States');
    expect(resolvePlace('word '.repeat(100))).toEqual({ place: null, candidates: [], abroad: false });
  });
});
