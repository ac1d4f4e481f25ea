import Flatbush from 'flatbush';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { decodeCounties, distanceToRingsKm, polygonContains, type CountyTopology, type Ring } from './topology.js';

/** ASCE 7-10 Risk Category II basic wind speed of the map's interior (mph); also the value used where we have no data. */
export const DEFAULT_WIND_SPEED = 115;

/**
 * A point just off a county's simplified (1:10m) coastline still takes that county's value when the county edge is
 * within this distance: beach-front sites often fall a little outside the generalized shapes.
 */
export const COASTLINE_TOLERANCE_KM = 5;

export interface WindSpeedResult {
  /** ASCE 7-10 Risk Category II basic wind speed, mph (3-s gust, 33 ft, Exposure C). */
  windSpeed: number;
  /** False when the point is outside the data (windSpeed is then DEFAULT_WIND_SPEED). */
  found: boolean;
  /** True when the value is our conservative estimate rather than a value from a cited code or standard. */
  approximate: boolean;
  /** Where the value comes from (citation), or "" when not found. */
  source: string;
  /** One sentence for the visitor: the place, the value and how sure it is. */
  note: string;
  /** Why this value: for estimates, the reasoning. */
  basis: string;
  /** 5-digit county FIPS code, or null for a territory-wide fallback or not found. */
  fips: string | null;
  /** County (or territory) name and USPS state/territory code, or null when not found. */
  county: string | null;
  state: string | null;
}

interface WindRow {
  windSpeed: number;
  approximate: boolean;
  basis: string;
  source: string;
  county: string;
  state: string;
}

interface TerritoryBox extends WindRow {
  box: [number, number, number, number];
}

interface WindData {
  /** One entry per polygon part (a county with islands has several). */
  partRings: Ring[][];
  partFips: string[];
  index: Flatbush;
  byFips: Map<string, WindRow>;
  territories: TerritoryBox[];
}

/** The header of data/county-wind-speeds.csv, and of data/territory-wind-speeds.csv below. */
export const COUNTY_COLUMNS = ['fips', 'county', 'state', 'wind_speed_mph', 'basis', 'approximate', 'source'] as const;
export const TERRITORY_COLUMNS = [
  'territory',
  'name',
  'min_lon',
  'min_lat',
  'max_lon',
  'max_lat',
  'wind_speed_mph',
  'basis',
  'approximate',
  'source',
] as const;

let windData: WindData | undefined;

function toRow(
  r: { wind_speed_mph: string; approximate: string; basis: string; source: string },
  county: string,
  state: string,
): WindRow {
  const windSpeed = Number(r.wind_speed_mph);
  if (!Number.isFinite(windSpeed) || windSpeed <= 0)
    throw new Error(`wind table: bad wind_speed_mph "${r.wind_speed_mph}" for ${county}, ${state}`);
  return { windSpeed, approximate: r.approximate === 'true', basis: r.basis, source: r.source, county, state };
}

function loadWindData(): WindData {
  if (windData) return windData;
  const byFips = new Map<string, WindRow>();
  for (const r of parseCsvRecords(readDataFile('county-wind-speeds.csv'), COUNTY_COLUMNS)) {
    byFips.set(r.fips, toRow(r, r.county, r.state));
  }
  const territories = parseCsvRecords(readDataFile('territory-wind-speeds.csv'), TERRITORY_COLUMNS).map((r) => ({
    ...toRow(r, r.name, r.territory),
    box: [Number(r.min_lon), Number(r.min_lat), Number(r.max_lon), Number(r.max_lat)] as [
      number,
      number,
      number,
      number,
    ],
  }));

  const counties = decodeCounties(JSON.parse(readDataFile('counties-10m.topo.json.gz')) as CountyTopology);
  const partRings: Ring[][] = [];
  const partFips: string[] = [];
  for (const c of counties) {
    for (const rings of c.polygons) {
      partRings.push(rings);
      partFips.push(c.fips);
    }
  }
  const index = new Flatbush(partRings.length);
  for (const rings of partRings) {
    const outer = rings[0] ?? new Float64Array(0);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < outer.length; i += 2) {
      const x = outer[i] as number;
      const y = outer[i + 1] as number;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    index.add(minX, minY, maxX, maxY);
  }
  index.finish();
  windData = { partRings, partFips, index, byFips, territories };
  return windData;
}

function countyResult(fips: string, row: WindRow, nearCoast: boolean): WindSpeedResult {
  const where = `${row.county}, ${row.state}`;
  const how = row.approximate
    ? 'an estimate, not a code value (see basis); confirm with the local building department or the ASCE Hazard Tool'
    : `from ${row.source}`;
  const edge = nearCoast
    ? ' The point lies just outside the generalized county outline; the nearest county was used.'
    : '';
  return {
    windSpeed: row.windSpeed,
    found: true,
    approximate: row.approximate,
    source: row.source,
    note: `${row.windSpeed} mph for ${where}: ${how}.${edge}`,
    basis: row.basis,
    fips,
    county: row.county,
    state: row.state,
  };
}

function checkCoordinate(name: string, value: number, limit: number): void {
  if (!Number.isFinite(value) || value < -limit || value > limit) {
    throw new RangeError(`${name} must be a number from -${limit} to ${limit}, got ${value}`);
  }
}

/**
 * The ASCE 7-10 Risk Category II basic wind speed at a point, from the embedded county table: the county that
 * contains the point (or whose coastline is within COASTLINE_TOLERANCE_KM), else a whole-territory value for
 * small islands missing from the shapes, else not found with DEFAULT_WIND_SPEED.
 */
export function windSpeedAt(latitude: number, longitude: number): WindSpeedResult {
  checkCoordinate('latitude', latitude, 90);
  checkCoordinate('longitude', longitude, 180);
  const data = loadWindData();
  const x = longitude;
  const y = latitude;

  for (const part of data.index.search(x, y, x, y)) {
    const fips = data.partFips[part] as string;
    if (polygonContains(data.partRings[part] as Ring[], x, y)) {
      const row = data.byFips.get(fips);
      if (row) return countyResult(fips, row, false);
    }
  }

  // Within a few km of a county edge: take the nearest county. 0.1° bounds the box search (≥ 5 km up to 60° N).
  let nearest = -1;
  let nearestKm = COASTLINE_TOLERANCE_KM;
  for (const part of data.index.neighbors(x, y, 8, 0.1)) {
    const km = distanceToRingsKm(data.partRings[part] as Ring[], x, y);
    if (km <= nearestKm) {
      nearest = part;
      nearestKm = km;
    }
  }
  if (nearest >= 0) {
    const fips = data.partFips[nearest] as string;
    const row = data.byFips.get(fips);
    if (row) return countyResult(fips, row, true);
  }

  for (const t of data.territories) {
    const [x0, y0, x1, y1] = t.box;
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) {
      return {
        windSpeed: t.windSpeed,
        found: true,
        approximate: t.approximate,
        source: t.source,
        note: `${t.windSpeed} mph for ${t.county}: a whole-territory value (the point is outside the county shapes)${t.approximate ? ', an estimate, not a code value' : `, from ${t.source}`}.`,
        basis: t.basis,
        fips: null,
        county: t.county,
        state: t.state,
      };
    }
  }

  return {
    windSpeed: DEFAULT_WIND_SPEED,
    found: false,
    approximate: true,
    source: '',
    note: `No wind-speed data for this location (the data covers US counties and territories); ${DEFAULT_WIND_SPEED} mph is used as a default. Enter the design wind speed from the local building code.`,
    basis: 'Outside the embedded data.',
    fips: null,
    county: null,
    state: null,
  };
}

/** Loads the county shapes and wind tables now (they otherwise load on the first look-up); returns the county count. */
export function preloadWindData(): number {
  return loadWindData().byFips.size;
}
