import { describe, expect, it } from 'vitest';
import { DEFAULT_WIND_SPEED, windSpeedAt } from './wind.js';

describe('windSpeedAt', () => {
  it('gives the Florida Building Code values for Miami-Dade (175) and Broward (170)', () => {
    const cited = [
      { lat: 25.77, lon: -80.19, windSpeed: 175, fips: '12086', county: 'Miami-Dade', state: 'FL' },
      { lat: 26.12, lon: -80.14, windSpeed: 170, fips: '12011', county: 'Broward', state: 'FL' },
    ] as const;
    for (const { lat, lon, ...expected } of cited) {
      expect(windSpeedAt(lat, lon)).toMatchObject({ ...expected, found: true, approximate: false });
    }
    const miami = windSpeedAt(25.77, -80.19);
    expect(miami.source).toMatch(/Florida_Building_Code/);
    expect(miami.note).toMatch(/^175 mph for Miami-Dade, FL/);
  });

  it('changes value across the Miami-Dade / Broward county line', () => {
    // The line runs along about 25.957° N; these points are ~5 km either side of it.
    expect(windSpeedAt(25.91, -80.25)).toMatchObject({ fips: '12086', windSpeed: 175 });
    expect(windSpeedAt(26.0, -80.25)).toMatchObject({ fips: '12011', windSpeed: 170 });
  });

  it('tells apart two interior counties either side of a line (Franklin / Delaware, Ohio)', () => {
    expect(windSpeedAt(40.0, -83.0)).toMatchObject({ fips: '39049', county: 'Franklin', windSpeed: 115 });
    expect(windSpeedAt(40.3, -83.0)).toMatchObject({ fips: '39041', county: 'Delaware', windSpeed: 115 });
  });

  it('gives 115 mph, not approximate, for interior cities', () => {
    for (const [lat, lon, fips] of [
      [39.96, -83.0, '39049'], // Columbus OH
      [43.615, -116.2, '16001'], // Boise ID
      [36.16, -86.78, '47037'], // Nashville TN
    ] as const) {
      expect(windSpeedAt(lat, lon)).toMatchObject({ windSpeed: 115, found: true, approximate: false, fips });
    }
  });

  it('reports points in Canada, Mexico and the open ocean as not found, with the default', () => {
    for (const [lat, lon] of [
      [43.65, -79.38], // Toronto
      [19.43, -99.13], // Mexico City
      [30.0, -70.0], // Atlantic
    ] as const) {
      const r = windSpeedAt(lat, lon);
      expect(r).toMatchObject({ found: false, windSpeed: DEFAULT_WIND_SPEED, fips: null, county: null });
      expect(r.note).toMatch(/No wind-speed data/);
    }
    expect(DEFAULT_WIND_SPEED).toBe(115);
  });

  it('covers Puerto Rico, Hawaii and the other territories', () => {
    expect(windSpeedAt(18.4655, -66.1057)).toMatchObject({
      found: true,
      state: 'PR',
      windSpeed: 145,
      approximate: true,
    });
    expect(windSpeedAt(21.307, -157.858)).toMatchObject({
      found: true,
      state: 'HI',
      fips: '15003',
      windSpeed: 130,
      approximate: true,
    });
    expect(windSpeedAt(18.34, -64.93)).toMatchObject({ found: true, state: 'VI', windSpeed: 165, approximate: false });
    expect(windSpeedAt(13.47, 144.75)).toMatchObject({ found: true, state: 'GU', windSpeed: 195 });
    expect(windSpeedAt(-14.28, -170.7)).toMatchObject({ found: true, state: 'AS', windSpeed: 160 });
    expect(windSpeedAt(61.2, -149.9)).toMatchObject({ found: true, state: 'AK', fips: '02020', approximate: true });
  });

  it('uses the whole-territory value for islands missing from the county shapes', () => {
    const nihoa = windSpeedAt(23.06, -161.92);
    expect(nihoa).toMatchObject({ found: true, fips: null, state: 'HI', windSpeed: 130, approximate: true });
    expect(nihoa.note).toMatch(/whole-territory/);
  });

  it('takes the nearest county for a point just off the generalized coastline, and nothing further out', () => {
    const offshore = windSpeedAt(25.79, -80.1);
    expect(offshore).toMatchObject({ found: true, fips: '12086', windSpeed: 175 });
    expect(offshore.note).toMatch(/nearest county/);
    expect(windSpeedAt(25.79, -80.05).found).toBe(false);
  });

  it('marks estimates as approximate with their reasoning, never as a code value', () => {
    const houston = windSpeedAt(29.76, -95.37);
    expect(houston).toMatchObject({ fips: '48201', approximate: true, found: true });
    expect(houston.windSpeed).toBeGreaterThan(115);
    expect(houston.basis).toMatch(/^Estimate: /);
    expect(houston.note).toMatch(/an estimate, not a code value/);
  });

  it('rejects coordinates out of range, naming the bad value', () => {
    expect(() => windSpeedAt(91, 0)).toThrow(/latitude .* got 91/);
    expect(() => windSpeedAt(0, -181)).toThrow(/longitude .* got -181/);
    expect(() => windSpeedAt(Number.NaN, 0)).toThrow(RangeError);
  });
});
