import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { COUNTY_COLUMNS, TERRITORY_COLUMNS } from './wind-data.js';
import { countyWindSpeed, DEFAULT_WIND_SPEED, lowestWindSpeed, windSpeedAt } from './wind.js';

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
    expect(miami.source).toBe(
      'Florida Building Code 2010 (3rd edition), Building, High-Velocity Hurricane Zone county-wide ultimate design wind speed (Risk Category II, ASCE 7-10 basis): Miami-Dade 175 mph',
    );
    expect(miami.note).toMatch(/^175 mph for Miami-Dade, FL, from Florida Building Code 2010/);
    expect(miami.basis).toBe(
      'Cited: the Florida Building Code fixes one value for all of Miami-Dade County (High-Velocity Hurricane Zone).',
    );
    expect(miami.specialWindRegion).toBe(false);
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

  describe('inside a modelled coastal county, the value at the site (docs/engineering.md, "Wind speed by location")', () => {
    it("Stafford CT takes its cited 125 mph, below the 135 mph of Tolland County's most exposed point", () => {
      const stafford = windSpeedAt(41.99, -72.26);
      expect(stafford).toMatchObject({ fips: '09013', county: 'Tolland', windSpeed: 125, approximate: true });
      expect(stafford.basis).toMatch(
        /^Estimate: no published value for this county, so the value is modelled at the site\./,
      );
      expect(stafford.basis).toMatch(/New London CT coast is 140 mph/);
      expect(stafford.basis).toMatch(
        /rounded up to 125 mph \(the county's most exposed point: 135 mph\); confirm at ATC Hazards by Location\.$/,
      );
      expect(stafford.note).toMatch(/^125 mph for this site in Tolland, CT: an estimate/);
      expect(stafford.note).toMatch(/ATC Hazards by Location/);
    });

    it('a site on the open coast keeps the county value (Galveston TX 150, Nags Head NC)', () => {
      expect(windSpeedAt(29.28, -94.82)).toMatchObject({ fips: '48167', windSpeed: 150 });
      const nagsHead = windSpeedAt(35.95, -75.62);
      expect(nagsHead.fips).toBe('37055');
      expect(nagsHead.windSpeed).toBeGreaterThanOrEqual(140);
    });

    it('an inland site takes less than its county maximum, rounded up to 5 mph (Houston TX, Harris County)', () => {
      // Downtown Houston, 59 km from the Galveston coast: 131.8 mph modelled, 135; the county's bay shore models 145.
      const houston = windSpeedAt(29.76, -95.37);
      expect(houston).toMatchObject({ fips: '48201', windSpeed: 135, approximate: true });
      expect(countyWindSpeed('48201')?.windSpeed).toBe(145);
      expect(houston.basis).toMatch(
        /models 131\.8 mph, rounded up to 135 mph \(the county's most exposed point: 145 mph\)/,
      );
    });

    it('never goes below a cited county-wide value (Indian River FL: 140 mph anywhere in the county)', () => {
      // West of Fellsmere, at the inland edge of Indian River County: 47 km from the coast, 138.6 mph modelled.
      const inland = windSpeedAt(27.65, -80.86);
      expect(inland).toMatchObject({ fips: '12061', windSpeed: 140 });
      expect(inland.basis).toMatch(/models 138\.6 mph, rounded up to 140 mph/);
    });

    it('cited counties are not modelled (Franklin FL is 130 mph everywhere)', () => {
      expect(windSpeedAt(29.73, -84.98)).toMatchObject({ fips: '12037', windSpeed: 130, approximate: false });
      expect(windSpeedAt(29.85, -84.66)).toMatchObject({ fips: '12037', windSpeed: 130 }); // Carrabelle
    });
  });

  describe('special wind regions', () => {
    it('Boulder CO and Pittsfield MA are flagged: approximate, with the plain basis and a note asking to confirm', () => {
      for (const [lat, lon, fips] of [
        [40.015, -105.27, '08013'],
        [42.45, -73.25, '25003'],
      ] as const) {
        const r = windSpeedAt(lat, lon);
        expect(r).toMatchObject({ fips, specialWindRegion: true, approximate: true, found: true });
        expect(r.basis).toMatch(/^Special wind region: the local building department sets the value\. /);
        expect(r.note).toMatch(/special wind region, where the local building department sets the value/);
        expect(r.note).toMatch(/confirm it or enter the local value\.$/);
        expect(r.source).not.toBe('');
      }
    });

    it('countyWindSpeed answers the table row of a known county and nothing for an unknown one', () => {
      expect(countyWindSpeed('08013')).toMatchObject({ county: 'Boulder', state: 'CO', specialWindRegion: true });
      expect(countyWindSpeed('12086')).toMatchObject({ county: 'Miami-Dade', windSpeed: 175, approximate: false });
      expect(countyWindSpeed('99999')).toBeUndefined();
      expect(countyWindSpeed('8013')).toBeUndefined();
    });

    it('lowestWindSpeed is the least value any row or modelled floor of the bundled tables gives', () => {
      const counties = parseCsvRecords(readDataFile('county-wind-speeds.csv'), COUNTY_COLUMNS);
      const territories = parseCsvRecords(readDataFile('territory-wind-speeds.csv'), TERRITORY_COLUMNS);
      const values = [
        ...counties.map((r) => Number(r.model === 'coast' ? r.model_floor_mph : r.wind_speed_mph)),
        ...territories.map((r) => Number(r.wind_speed_mph)),
      ];
      expect(lowestWindSpeed()).toBe(Math.min(...values));
      // The map's interior value: no county of the table lies below it (docs/engineering.md, "Wind speed by location").
      expect(lowestWindSpeed()).toBe(DEFAULT_WIND_SPEED);
    });
  });
});
