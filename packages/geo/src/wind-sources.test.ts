// What a permit office reads: every wind value names its document, estimates say their
// method and where to confirm them, and no text shown to a user cites a secondary source or says it is unchecked.
// The secondary sources are kept for maintainers in data/README.md and docs/engineering.md ("Provenance").
import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { RISK_CATEGORIES, windSpeedForRiskCategory } from './risk-category.js';
import { windSpeedAt } from './wind.js';
import { COUNTY_COLUMNS, TERRITORY_COLUMNS } from './wind-data.js';

/** Words and shapes a permit reviewer must not find: a secondary source, a web address, an unchecked value. */
const UNACCEPTABLE =
  /wikipedia|mirror|recalled|remembered|not verified|unverified|blogspot|consortium|caribbean business|oyster radio|https?:|www\.|\.(com|org|net|gov|edu)\b/i;
const CONFIRM = 'confirm at ATC Hazards by Location';
/** A document a visitor can look up: a code or standard, its figure or table, a county, state or federal text. */
const DOCUMENT = /ASCE 7-10|Building Code|Residential Code|IBC|Ordinance|FEMA|CMR|City of|tower (filing|application)/;

const counties = parseCsvRecords(readDataFile('county-wind-speeds.csv'), COUNTY_COLUMNS);
const territories = parseCsvRecords(readDataFile('territory-wind-speeds.csv'), TERRITORY_COLUMNS);
const rows = [
  ...counties.map((r) => ({ where: `${r.county}, ${r.state}`, ...r })),
  ...territories.map((r) => ({ where: r.name, ...r })),
];

/** Places whose look-up answers cover every kind of row: cited, interior, modelled, special region, territory. */
const PLACES: [string, number, number][] = [
  ['Miami', 25.77427, -80.19366],
  ['Chicago', 41.85003, -87.65005],
  ['Houston', 29.76328, -95.36327],
  ['Stafford CT', 41.99, -72.26],
  ['Boulder', 40.01499, -105.27055],
  ['Portland OR', 45.52345, -122.67621],
  ['Honolulu', 21.30694, -157.85833],
  ['San Juan', 18.46633, -66.10572],
  ['Anchorage', 61.21806, -149.90028],
  ['Pago Pago', -14.27806, -170.7025],
  ['Toronto', 43.70011, -79.4163],
];

describe('the wind tables as a permit reviewer reads them', () => {
  it('cover every county and territory', () => {
    expect(counties.length).toBe(3231);
    expect(territories.length).toBeGreaterThanOrEqual(6);
  });

  it.each(['basis', 'source'] as const)(
    'no %s cites a secondary source, a web address or an unchecked value',
    (column) => {
      const bad = rows.filter((r) => UNACCEPTABLE.test(r[column])).map((r) => `${r.where}: ${r[column]}`);
      expect(bad).toEqual([]);
    },
  );

  it('every value names the document it comes from', () => {
    const unnamed = rows.filter((r) => !DOCUMENT.test(r.source)).map((r) => `${r.where}: "${r.source}"`);
    expect(unnamed).toEqual([]);
  });

  it('every estimate says so, with its method, and where to confirm it', () => {
    const estimates = rows.filter((r) => r.approximate === 'true' && r.basis.startsWith('Estimate: '));
    expect(estimates.length).toBeGreaterThan(1000);
    expect(estimates.filter((r) => !r.basis.includes(CONFIRM)).map((r) => r.where)).toEqual([]);
    const unlabelled = rows.filter(
      (r) => r.approximate === 'true' && !/^(Estimate|Special wind region): /.test(r.basis),
    );
    expect(unlabelled.map((r) => r.where)).toEqual([]);
  });
});

describe('the look-up as a visitor reads it', () => {
  it.each(PLACES)(
    '%s: note, basis and source are acceptable, an estimate says where to confirm it',
    (_name, lat, lon) => {
      const found = windSpeedAt(lat, lon);
      for (const text of [found.note, found.basis, found.source]) expect(text).not.toMatch(UNACCEPTABLE);
      if (found.found && found.approximate && !found.specialWindRegion) expect(found.note).toContain(CONFIRM);
    },
  );

  it.each(RISK_CATEGORIES.filter((c) => c !== 'II'))(
    'Risk Category %s: the method names its figure and ATC',
    (category) => {
      for (const speed of [110, 115, 150, 175, 195]) {
        const { method } = windSpeedForRiskCategory(speed, category);
        expect(method).toMatch(/ASCE 7-10 Fig\. 26\.5-1[BC]/);
        expect(method).toContain(CONFIRM);
        expect(method).not.toMatch(UNACCEPTABLE);
      }
    },
  );
});
