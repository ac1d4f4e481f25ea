/**
 * The wind speed at a point as visitors get it (docs/engineering.md, "Wind speed by location"): the bundled table's
 * look-up, unless an administrator's active override exists for the county. A search reads the overrides from its
 * catalogue snapshot (checked against catalogue_version on every search, which every override write bumps), other
 * look-ups with one query through the unique index on fips; either way every server instance sees a change at once.
 */
import { windSpeedAt, type WindSpeedResult } from '@nprm/geo';
import type { Db } from '../../db/client.js';
import { findActiveOverride, type WindSpeedOverrideRow } from './wind-speed-overrides.repository.js';

export interface LookedUpWindSpeed extends WindSpeedResult {
  /** True when an administrator's override gave the value. */
  override: boolean;
}

/** The look-up at a point with the active overrides by county FIPS (a catalogue snapshot's). */
export function lookUpWindSpeedIn(
  overrides: ReadonlyMap<string, WindSpeedOverrideRow>,
  latitude: number,
  longitude: number,
): LookedUpWindSpeed {
  const found = windSpeedAt(latitude, longitude);
  return withOverride(found, found.fips === null ? undefined : overrides.get(found.fips));
}

/** The look-up at a point, the county's active override read from the database. */
export async function lookUpWindSpeed(db: Db, latitude: number, longitude: number): Promise<LookedUpWindSpeed> {
  const found = windSpeedAt(latitude, longitude);
  return withOverride(found, found.fips === null ? undefined : await findActiveOverride(db, found.fips));
}

function withOverride(found: WindSpeedResult, override: WindSpeedOverrideRow | undefined): LookedUpWindSpeed {
  if (!override) return { ...found, override: false };
  const where = `${found.county}, ${found.state}`;
  return {
    ...found,
    windSpeed: override.wind_speed,
    approximate: false,
    source: override.source,
    note: `${override.wind_speed} mph for ${where}, set by the administrator from ${override.source}.`,
    basis: `Set by the administrator for ${where}${override.note ? `: ${override.note}` : ''} (the bundled table gives ${found.windSpeed} mph here).`,
    specialWindRegion: false,
    override: true,
  };
}
