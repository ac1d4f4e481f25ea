import { siteModel } from './coast-model.js';
import { distanceToRingsKm, polygonContains, type Ring } from './topology.js';
import { loadWindData, type WindRow } from './wind-data.js';

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
  /** True when the value is our estimate (or a special wind region's) rather than a value from a cited code. */
  approximate: boolean;
  /** The document the value comes from, cited by name ("" when there is none: estimates, not found). */
  source: string;
  /** One sentence for the visitor: the place, the value and how sure it is. */
  note: string;
  /** Why this value, in plain words: the code that sets it, or the reasoning of an estimate. */
  basis: string;
  /** True when the county lies wholly or partly in a special wind region: the building department sets the value. */
  specialWindRegion: boolean;
  /** 5-digit county FIPS code, or null for a territory-wide fallback or not found. */
  fips: string | null;
  /** County (or territory) name and USPS state/territory code, or null when not found. */
  county: string | null;
  state: string | null;
}

/** A county of the bundled table: its name and its table value (the most exposed point of a modelled county). */
export interface CountyWindSpeed {
  fips: string;
  county: string;
  state: string;
  windSpeed: number;
  approximate: boolean;
  specialWindRegion: boolean;
}

/** The bundled table's row for a 5-digit FIPS code, or undefined when the shapes know no such county. */
export function countyWindSpeed(fips: string): CountyWindSpeed | undefined {
  const row = loadWindData().byFips.get(fips);
  return (
    row && {
      fips,
      county: row.county,
      state: row.state,
      windSpeed: row.windSpeed,
      approximate: row.approximate,
      specialWindRegion: row.specialWindRegion,
    }
  );
}

const CONFIRM_AT_ATC = 'confirm at ATC Hazards by Location';
const VERIFY = 'confirm at ATC Hazards by Location or with the local building department';

function countyResult(
  fips: string,
  row: WindRow,
  nearCoast: boolean,
  longitude: number,
  latitude: number,
): WindSpeedResult {
  const where = `${row.county}, ${row.state}`;
  const site = row.coastModel
    ? siteModel(loadWindData().coast, longitude, latitude, row.modelFloor, row.windSpeed)
    : null;
  const windSpeed = site?.windSpeed ?? row.windSpeed;
  const siteBasis = site
    ? `no published value for this county, so the value is modelled at the site. Our reading of ASCE 7-10 Fig. 26.5-1A at the ${site.coast.anchor} coast is ${site.coast.coastSpeed} mph, falling towards the inland 115 mph over about ${site.coast.decayKm} km; ${Math.round(site.distanceKm)} km from that coast the site models ${site.modelled.toFixed(1)} mph, rounded up to ${site.rounded} mph${site.windSpeed > site.rounded ? `, raised to the cited county-wide ${site.windSpeed} mph` : ''} (the county's most exposed point: ${row.windSpeed} mph)`
    : '';
  const basis = row.specialWindRegion
    ? `${row.basis}.${site ? ` Surrounding map value: ${siteBasis}.` : ''}`
    : site
      ? `Estimate: ${siteBasis}; ${CONFIRM_AT_ATC}.`
      : `${row.basis}.`;
  const note = row.specialWindRegion
    ? `${where} lies wholly or partly in a special wind region, where the local building department sets the value: ${windSpeed} mph is the surrounding map value, a starting point only; confirm it or enter the local value.`
    : row.approximate
      ? `${windSpeed} mph for ${site ? 'this site in ' : ''}${where}: an estimate, not a code value (see basis); ${VERIFY}.`
      : `${windSpeed} mph for ${where}, from ${row.source}.`;
  const edge = nearCoast
    ? ' The point lies just outside the generalized county outline; the nearest county was used.'
    : '';
  return {
    windSpeed,
    found: true,
    approximate: row.approximate,
    source: row.source,
    note: `${note}${edge}`,
    basis,
    specialWindRegion: row.specialWindRegion,
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
      if (row) return countyResult(fips, row, false, x, y);
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
    if (row) return countyResult(fips, row, true, x, y);
  }

  for (const t of data.territories) {
    const [x0, y0, x1, y1] = t.box;
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) {
      return {
        windSpeed: t.windSpeed,
        found: true,
        approximate: t.approximate,
        source: t.source,
        note: `${t.windSpeed} mph for ${t.county}: a whole-territory value (the point is outside the county shapes)${t.approximate ? `, an estimate, not a code value; ${VERIFY}` : `, from ${t.source}`}.`,
        basis: `${t.basis}.`,
        specialWindRegion: t.specialWindRegion,
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
    basis: 'Outside the bundled data: it covers US counties and territories only.',
    specialWindRegion: false,
    fips: null,
    county: null,
    state: null,
  };
}

/**
 * The lowest Risk Category II value the bundled data gives at any point (mph): a modelled county's floor counts, as
 * its inland sites take it. The least wind speed of the map the data covers (ASCE 7-10 Fig. 26.5-1A).
 */
export function lowestWindSpeed(): number {
  const data = loadWindData();
  let lowest = Infinity;
  for (const row of data.byFips.values()) lowest = Math.min(lowest, row.coastModel ? row.modelFloor : row.windSpeed);
  for (const territory of data.territories) lowest = Math.min(lowest, territory.windSpeed);
  return lowest;
}

/** Loads the county shapes and wind tables now (they otherwise load on the first look-up); returns the county count. */
export function preloadWindData(): number {
  return loadWindData().byFips.size;
}
