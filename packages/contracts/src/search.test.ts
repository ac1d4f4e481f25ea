import { describe, expect, it } from 'vitest';
import {
  diagnosticsQuery,
  fieldErrorText,
  LOCATION_NOT_FOUND,
  mountSearchRequest,
  placeResolveQuery,
  placesQuery,
  windSpeedQuery,
} from './index.js';

const valid = {
  reseller_id: 1,
  antenna: 2,
  location: 'Chicago, IL, United States',
  location_latitude: 41.85,
  location_longitude: -87.65,
  building_height: 30,
  roof_type: 1,
  ridge_mount: false,
  wind_exposure: 'C',
  customer_name: 'Ada',
  customer_email: 'ada@example.com',
  customer_company: 'Engines',
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) =>
    fieldErrorText(issue.path.join('.') || 'base', issue.message, { style: 'sentence' }),
  );
}

describe('mountSearchRequest', () => {
  it('accepts a form submission without a wind speed and coerces numeric strings', () => {
    const parsed = mountSearchRequest.parse({ ...valid, building_height: '45', wind_speed: '', reseller_id: '' });
    expect(parsed).toMatchObject({ building_height: 45, reseller_id: null, ridge_mount: false });
    expect(parsed.wind_speed).toBeUndefined();
  });

  it("gives the form docs/product.md's messages", () => {
    expect(messages(mountSearchRequest.safeParse({ ...valid, building_height: 501 }))).toEqual([
      'Building height must be between 1 and 500 feet',
    ]);
    expect(messages(mountSearchRequest.safeParse({ ...valid, building_height: 0 }))).toEqual([
      'Building height must be between 1 and 500 feet',
    ]);
    expect(messages(mountSearchRequest.safeParse({ ...valid, wind_speed: 1000.5 }))).toEqual([
      'Wind speed must be between 1 and 1000 mph',
    ]);
    expect(messages(mountSearchRequest.safeParse({ ...valid, wind_speed: 0 }))).toEqual([
      'Wind speed must be between 1 and 1000 mph',
    ]);
    expect(messages(mountSearchRequest.safeParse({ ...valid, customer_email: 'x' }))).toEqual([
      'Customer email is not an e-mail address',
    ]);
  });

  it('keeps the ranges its messages name: below 1 is refused, however small', () => {
    for (const building_height of [1e-7, 0.5, '0.99']) {
      expect(messages(mountSearchRequest.safeParse({ ...valid, building_height }))).toEqual([
        'Building height must be between 1 and 500 feet',
      ]);
    }
    expect(messages(mountSearchRequest.safeParse({ ...valid, wind_speed: 0.5 }))).toEqual([
      'Wind speed must be between 1 and 1000 mph',
    ]);
    expect(mountSearchRequest.parse({ ...valid, building_height: 1, wind_speed: '1' })).toMatchObject({
      building_height: 1,
      wind_speed: 1,
    });
  });

  it('reads only plain decimal numbers from strings', () => {
    for (const building_height of ['0x10', '0b11', '0o17', 'Infinity', '12abc', '1 2', '--3']) {
      expect(messages(mountSearchRequest.safeParse({ ...valid, building_height }))).toEqual([
        'Building height is not a number',
      ]);
    }
    expect(mountSearchRequest.parse({ ...valid, building_height: ' 12.5 ' }).building_height).toBe(12.5);
  });

  it('requires every field docs/product.md requires', () => {
    const result = mountSearchRequest.safeParse({});
    expect(messages(result).sort()).toEqual(
      [
        "Antenna can't be blank",
        "Building height can't be blank",
        "Customer company can't be blank",
        "Customer email can't be blank",
        "Customer name can't be blank",
        "Location can't be blank",
        "Roof type can't be blank",
        "Wind exposure can't be blank",
      ].sort(),
    );
  });
});

describe('diagnosticsQuery', () => {
  const query = { antenna: '2', building_height: '30', roof_type: '1', wind_exposure: 'B' };

  it('needs a wind speed above 0 or a location', () => {
    expect(messages(diagnosticsQuery.safeParse(query))).toEqual(['Either wind speed or location must be given']);
    expect(messages(diagnosticsQuery.safeParse({ ...query, wind_speed: '0' }))).toEqual([
      'Either wind speed or location must be given',
    ]);
    expect(diagnosticsQuery.parse({ ...query, wind_speed: '90' })).toMatchObject({
      wind_speed: 90,
      compatible_only: false,
    });
    expect(
      diagnosticsQuery.parse({ ...query, location_latitude: '40', location_longitude: '-75', compatible_only: 'true' }),
    ).toMatchObject({
      location_latitude: 40,
      compatible_only: true,
    });
  });

  it('accepts location text alone: the server resolves it or refuses it on location', () => {
    expect(diagnosticsQuery.parse({ ...query, location: 'Miami' })).toMatchObject({ location: 'Miami' });
    expect(messages(diagnosticsQuery.safeParse({ ...query, location: '  ' }))).toEqual([
      'Either wind speed or location must be given',
    ]);
  });

  it("says building height must be less than 500 feet (docs/product.md's diagnostics message)", () => {
    expect(messages(diagnosticsQuery.safeParse({ ...query, wind_speed: 90, building_height: 600 }))).toEqual([
      'Building height must be less than 500 feet',
    ]);
  });
});

describe('places and wind speed queries', () => {
  it('reads the resolve query as the places query reads q, and words the unresolved location for the form', () => {
    expect(placeResolveQuery.parse({ q: '  Miami ' })).toEqual({ q: 'Miami' });
    expect(placeResolveQuery.parse({})).toEqual({ q: '' });
    expect(placeResolveQuery.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
    expect(fieldErrorText('location', LOCATION_NOT_FOUND, { style: 'sentence' })).toBe(
      "Location was not found: pick a listed place or give the site's coordinates",
    );
  });

  it('defaults the limit to 8 and splits the countries', () => {
    expect(placesQuery.parse({ q: 'chi' })).toEqual({ q: 'chi', limit: 8 });
    expect(placesQuery.parse({ q: 'chi', countries: 'us, ca' }).countries).toEqual(['US', 'CA']);
    expect(placesQuery.parse({ q: 'chi', countries: ['us', 'ca'] }).countries).toEqual(['US', 'CA']);
    expect(placesQuery.safeParse({ q: 'chi', limit: '21' }).success).toBe(false);
  });

  it('keeps coordinates within range', () => {
    expect(windSpeedQuery.parse({ latitude: '25.5', longitude: '-80' })).toEqual({
      latitude: 25.5,
      longitude: -80,
      risk_category: 'II',
    });
    expect(windSpeedQuery.parse({ latitude: '25.5', longitude: '-80', risk_category: 'IV' }).risk_category).toBe('IV');
    expect(windSpeedQuery.safeParse({ latitude: '25.5', longitude: '-80', risk_category: 'V' }).success).toBe(false);
    expect(windSpeedQuery.safeParse({ latitude: '-90.1', longitude: '0' }).success).toBe(false);
  });
});
