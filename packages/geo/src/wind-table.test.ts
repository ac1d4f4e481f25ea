import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { decodeCounties, type CountyTopology } from './topology.js';
import { COAST_COLUMNS, COUNTY_COLUMNS, TERRITORY_COLUMNS } from './wind-data.js';
import { HURRICANE_COAST_STATES } from '../scripts/fips-states.mjs';

const csv = readDataFile('county-wind-speeds.csv');
const rows = parseCsvRecords(csv, COUNTY_COLUMNS);
const byFips = new Map(rows.map((r) => [r.fips, r]));
const speed = (fips: string) => Number(byFips.get(fips)?.wind_speed_mph);

// One county on the open coast of every hurricane-coast state, Texas to Maine.
const COASTAL = {
  '48167': 'Galveston TX',
  '48061': 'Cameron TX',
  '22023': 'Cameron LA',
  '22075': 'Plaquemines LA',
  '28047': 'Harrison MS',
  '01003': 'Baldwin AL',
  '12033': 'Escambia FL',
  '12037': 'Franklin FL',
  '12103': 'Pinellas FL',
  '12086': 'Miami-Dade FL',
  '12087': 'Monroe FL',
  '12031': 'Duval FL',
  '13051': 'Chatham GA',
  '13127': 'Glynn GA',
  '45019': 'Charleston SC',
  '45051': 'Horry SC',
  '37129': 'New Hanover NC',
  '37055': 'Dare NC',
  '51810': 'Virginia Beach VA',
  '24047': 'Worcester MD',
  '10005': 'Sussex DE',
  '34001': 'Atlantic NJ',
  '34025': 'Monmouth NJ',
  '36103': 'Suffolk NY',
  '36081': 'Queens NY',
  '09011': 'New London CT',
  '09001': 'Fairfield CT',
  '44009': 'Washington RI',
  '25001': 'Barnstable MA',
  '25019': 'Nantucket MA',
  '25009': 'Essex MA',
  '33015': 'Rockingham NH',
  '23031': 'York ME',
  '23009': 'Hancock ME',
  '23029': 'Washington ME',
};
/** Four CSV fields as numbers. */
const fourNumbers = (...fields: [string, string, string, string]) =>
  fields.map(Number) as [number, number, number, number];

const ISLAND_AND_ALASKA_STATES = new Set(['HI', 'PR', 'VI', 'GU', 'AS', 'MP', 'AK']);

describe('data/county-wind-speeds.csv', () => {
  it('has the agreed header', () => {
    expect(csv.slice(0, csv.indexOf('\n'))).toBe(COUNTY_COLUMNS.join(','));
  });

  it('has one row per county shape, with unique 5-digit FIPS codes', () => {
    const shapes = decodeCounties(JSON.parse(readDataFile('counties-10m.topo.json.gz')) as CountyTopology);
    expect(rows.length).toBe(shapes.length);
    expect(byFips.size).toBe(rows.length);
    for (const r of rows) expect(r.fips).toMatch(/^\d{5}$/);
    for (const s of shapes) expect(byFips.has(s.fips), `no row for ${s.fips}`).toBe(true);
    for (const territory of ['66', '60', '78', '72', '69', '15', '02']) {
      expect(
        rows.some((r) => r.fips.startsWith(territory)),
        `territory ${territory}`,
      ).toBe(true);
    }
  });

  it('names each county as the shapes do, in the state its FIPS code says', () => {
    const require = createRequire(import.meta.url);
    const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as {
      objects: {
        counties: { geometries: { id: string; properties: { name: string } }[] };
        states: { geometries: { id: string }[] };
      };
    };
    for (const g of atlas.objects.counties.geometries) expect(byFips.get(g.id)?.county, g.id).toBe(g.properties.name);
    const stateOf = new Map<string, string>();
    for (const r of rows) {
      const previous = stateOf.get(r.fips.slice(0, 2));
      if (previous) expect(r.state, r.fips).toBe(previous);
      stateOf.set(r.fips.slice(0, 2), r.state);
      expect(r.state).toMatch(/^[A-Z]{2}$/);
    }
    expect(stateOf.get('12')).toBe('FL');
    expect(stateOf.get('72')).toBe('PR');
    expect(stateOf.size).toBe(atlas.objects.states.geometries.length);
  });

  it('holds whole-mph wind speeds in the map range 110..195', () => {
    for (const r of rows) {
      const v = Number(r.wind_speed_mph);
      expect(Number.isInteger(v) && v >= 110 && v <= 195, `${r.fips} ${r.wind_speed_mph}`).toBe(true);
      expect(['true', 'false']).toContain(r.approximate);
    }
  });

  it('gives every coastal county a value above the interior 115 mph', () => {
    for (const [fips, name] of Object.entries(COASTAL)) {
      expect(speed(fips), name).toBeGreaterThan(115);
      expect(byFips.get(fips)?.county).toBe(name.slice(0, name.lastIndexOf(' ')));
    }
  });

  it('cites a source for every value that is not an estimate, and gives the reasoning for every estimate', () => {
    const coastal = rows.filter(
      (r) => Number(r.wind_speed_mph) !== 115 || ISLAND_AND_ALASKA_STATES.has(r.state) || r.fips in COASTAL,
    );
    expect(coastal.length).toBeGreaterThan(700);
    for (const r of coastal) {
      if (r.approximate === 'false') expect(r.source.trim(), `${r.fips} has no source`).not.toBe('');
      else expect(r.basis, `${r.fips} has no reasoning`).toMatch(/^(Estimate|Special wind region): .{40,}/);
    }
    // No row may dress an estimate up as a code value, nor leave a cited value without its source.
    for (const r of rows) {
      if (r.approximate === 'true') expect(/^(Estimate|Special wind region): /.test(r.basis), r.fips).toBe(true);
      else expect(r.source.trim() !== '' && /^(Cited|Interior): /.test(r.basis), r.fips).toBe(true);
    }
  });

  it('keeps the cited Florida Building Code values', () => {
    expect(byFips.get('12086')).toMatchObject({ county: 'Miami-Dade', wind_speed_mph: '175', approximate: 'false' });
    expect(byFips.get('12011')).toMatchObject({ county: 'Broward', wind_speed_mph: '170', approximate: 'false' });
    expect(byFips.get('12037')).toMatchObject({ county: 'Franklin', wind_speed_mph: '130', approximate: 'false' });
  });

  it('agrees with the cited constraints the estimates were checked against', () => {
    expect(speed('09013')).toBeGreaterThanOrEqual(125); // Stafford CT, Tolland County: 125 mph (2018 CT code)
    expect(speed('12061')).toBeGreaterThanOrEqual(140); // Indian River FL: whole county in the 140 mph debris region
  });

  it('leaves counties outside the hurricane region at 115 mph, apart from Alaska and the islands', () => {
    for (const r of rows) {
      if (!HURRICANE_COAST_STATES.has(r.state) && !ISLAND_AND_ALASKA_STATES.has(r.state)) {
        expect(Number(r.wind_speed_mph), `${r.fips} ${r.county} ${r.state}`).toBe(115);
      }
    }
  });
});

describe('special wind regions (data/README.md)', () => {
  const special = rows.filter((r) => r.special_wind_region === 'true');

  it('flags counties in every area FEMA lists, as approximate, with the plain basis and a cited document', () => {
    const states = new Set(special.map((r) => r.state));
    for (const state of [
      'WA',
      'OR',
      'CA',
      'ID',
      'UT',
      'AZ',
      'MT',
      'WY',
      'CO',
      'NM',
      'VT',
      'NH',
      'NY',
      'MA',
      'CT',
      'TN',
      'NC',
    ]) {
      expect(states.has(state), state).toBe(true);
    }
    for (const r of special) {
      expect(r.approximate, r.fips).toBe('true');
      expect(r.basis, r.fips).toMatch(/^Special wind region: the local building department sets the value\. /);
      expect(r.source.trim(), r.fips).not.toBe('');
    }
    expect(special.length).toBeGreaterThan(80);
  });

  it('flags the Massachusetts counties whose towns 780 CMR marks as special wind regions, and Boulder CO', () => {
    for (const fips of ['25003', '25011', '25015', '08013']) {
      expect(byFips.get(fips)?.special_wind_region, fips).toBe('true');
    }
    expect(byFips.get('25003')?.source).toMatch(/780 CMR/);
  });

  it('flags no county outside the mountain states and borders', () => {
    expect(byFips.get('12086')?.special_wind_region).toBe('false'); // Miami-Dade
    expect(byFips.get('17031')?.special_wind_region).toBe('false'); // Cook IL
  });
});

describe('data/coast-model.csv', () => {
  const coast = parseCsvRecords(readDataFile('coast-model.csv'), COAST_COLUMNS);

  it('holds the coastline points of the site model, each with its reading of the map', () => {
    expect(coast.length).toBeGreaterThan(1000);
    for (const c of coast) {
      const [x, y, v, decay] = fourNumbers(c.longitude, c.latitude, c.coast_mph, c.decay_km);
      expect(x > -98 && x < -66 && y > 24 && y < 45.1, `${c.anchor} ${x} ${y}`).toBe(true);
      expect(v >= 120 && v <= 180 && decay > 0, c.anchor).toBe(true);
    }
  });

  it('marks modelled coastal counties, with a floor no higher than their value', () => {
    const modelled = rows.filter((r) => r.model === 'coast');
    expect(modelled.length).toBeGreaterThan(500);
    for (const r of modelled) {
      expect(Number(r.model_floor_mph), r.fips).toBeGreaterThanOrEqual(115);
      expect(Number(r.model_floor_mph), r.fips).toBeLessThanOrEqual(Number(r.wind_speed_mph));
    }
    expect(byFips.get('12061')?.model_floor_mph).toBe('140'); // Indian River: the cited county-wide 140 mph
    expect(byFips.get('12086')?.model).toBe(''); // Miami-Dade: cited, not modelled
  });
});

describe('data/territory-wind-speeds.csv', () => {
  const territories = parseCsvRecords(readDataFile('territory-wind-speeds.csv'), TERRITORY_COLUMNS);

  it('has a valid box, speed and provenance for Hawaii and every territory', () => {
    expect(territories.map((t) => t.territory).sort()).toEqual(['AS', 'GU', 'HI', 'MP', 'PR', 'VI']);
    for (const t of territories) {
      const [x0, y0, x1, y1] = fourNumbers(t.min_lon, t.min_lat, t.max_lon, t.max_lat);
      expect(x0 < x1 && y0 < y1 && x0 >= -180 && x1 <= 180 && y0 >= -90 && y1 <= 90, t.territory).toBe(true);
      const v = Number(t.wind_speed_mph);
      expect(Number.isInteger(v) && v >= 110 && v <= 195, t.territory).toBe(true);
      if (t.approximate === 'true') expect(t.basis).toMatch(/^Estimate: .{40,}/);
      else expect(t.approximate === 'false' && t.source.trim() !== '', t.territory).toBe(true);
    }
  });

  it('agrees with the county rows of the same territory', () => {
    const prefix: Record<string, string> = { HI: '15', PR: '72', VI: '78', GU: '66', MP: '69', AS: '60' };
    for (const t of territories) {
      const counties = rows.filter((r) => r.fips.startsWith(prefix[t.territory] ?? '??'));
      expect(counties.length, t.territory).toBeGreaterThan(0);
      for (const c of counties) expect(c.wind_speed_mph, c.fips).toBe(t.wind_speed_mph);
    }
  });
});

describe('data build', () => {
  it('compact data files are in sync with their sources (build-data --check)', () => {
    const script = fileURLToPath(new URL('../scripts/build-data.mjs', import.meta.url));
    const output = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(output).toMatch(/places\.tsv\.gz: up to date/);
    expect(output).toMatch(/counties-10m\.topo\.json\.gz: up to date/);
  }, 60_000);
});
