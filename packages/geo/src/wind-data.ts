/** The wind tables and county shapes @nprm/geo reads once, on first use (data/README.md). */
import Flatbush from 'flatbush';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { decodeCounties, type CountyTopology, type Ring } from './topology.js';

export interface WindRow {
  windSpeed: number;
  approximate: boolean;
  basis: string;
  source: string;
  county: string;
  state: string;
  /** True when the value is modelled from the coast: the look-up then takes it at the site's own point. */
  coastModel: boolean;
  /** The lowest value the site model may give in the county: a cited county-wide value, else 115. */
  modelFloor: number;
  /** True when the county lies wholly or partly in a special wind region (the building department sets the value). */
  specialWindRegion: boolean;
}

export interface TerritoryBox extends WindRow {
  box: [number, number, number, number];
}

/** One point of the modelled coastline: our reading of the map there and how fast speeds fall inland. */
export interface CoastPoint {
  longitude: number;
  latitude: number;
  coastSpeed: number;
  decayKm: number;
  anchor: string;
}

export interface WindData {
  /** One entry per polygon part (a county with islands has several). */
  partRings: Ring[][];
  partFips: string[];
  index: Flatbush;
  byFips: Map<string, WindRow>;
  territories: TerritoryBox[];
  coast: CoastPoint[];
}

/** The header of data/county-wind-speeds.csv, of data/territory-wind-speeds.csv and of data/coast-model.csv. */
export const COUNTY_COLUMNS = [
  'fips',
  'county',
  'state',
  'wind_speed_mph',
  'basis',
  'approximate',
  'source',
  'model',
  'model_floor_mph',
  'special_wind_region',
] as const;
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
export const COAST_COLUMNS = ['longitude', 'latitude', 'coast_mph', 'decay_km', 'anchor'] as const;

let windData: WindData | undefined;

function speedOf(text: string, where: string): number {
  const windSpeed = Number(text);
  if (!Number.isFinite(windSpeed) || windSpeed <= 0)
    throw new Error(`wind table: bad wind_speed_mph "${text}" for ${where}`);
  return windSpeed;
}

/** The flag and the text always agree: a row whose own basis calls it a special wind region is one (Hawaii). */
export function namesSpecialWindRegion(basis: string): boolean {
  return /special wind region/i.test(basis);
}

function toRow(
  r: { wind_speed_mph: string; approximate: string; basis: string; source: string },
  county: string,
  state: string,
): WindRow {
  return {
    windSpeed: speedOf(r.wind_speed_mph, `${county}, ${state}`),
    approximate: r.approximate === 'true',
    basis: r.basis,
    source: r.source,
    county,
    state,
    coastModel: false,
    modelFloor: 0,
    specialWindRegion: namesSpecialWindRegion(r.basis),
  };
}

function boundingBox(outer: Float64Array): [number, number, number, number] {
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
  return [minX, minY, maxX, maxY];
}

export function loadWindData(): WindData {
  if (windData) return windData;
  const byFips = new Map<string, WindRow>();
  for (const r of parseCsvRecords(readDataFile('county-wind-speeds.csv'), COUNTY_COLUMNS)) {
    byFips.set(r.fips, {
      ...toRow(r, r.county, r.state),
      coastModel: r.model === 'coast',
      modelFloor: r.model === 'coast' ? speedOf(r.model_floor_mph, `${r.county}, ${r.state}`) : 0,
      specialWindRegion: r.special_wind_region === 'true' || namesSpecialWindRegion(r.basis),
    });
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
  const coast = parseCsvRecords(readDataFile('coast-model.csv'), COAST_COLUMNS).map((r) => ({
    longitude: Number(r.longitude),
    latitude: Number(r.latitude),
    coastSpeed: Number(r.coast_mph),
    decayKm: Number(r.decay_km),
    anchor: r.anchor,
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
  for (const rings of partRings) index.add(...boundingBox(rings[0] ?? new Float64Array(0)));
  index.finish();
  windData = { partRings, partFips, index, byFips, territories, coast };
  return windData;
}
