/**
 * The wind speed at a point as visitors get it (docs/engineering.md, "Wind speed by location"): the bundled table's
 * look-up, unless an administrator's active override exists for the county. The override is read from the database
 * on every look-up (one query through the unique index on fips, no cache), so every server instance sees a change
 * at once.
 */
import { windSpeedAt, type WindSpeedResult } from '@nprm/geo';
import type { Db } from '../../db/client.js';
import { findActiveOverride } from './wind-speed-overrides.repository.js';

export interface LookedUpWindSpeed extends WindSpeedResult {
  /** True when an administrator's override gave the value. */
  override: boolean;
}

export async function lookUpWindSpeed(db: Db, latitude: number, longitude: number): Promise<LookedUpWindSpeed> {
  const found = windSpeedAt(latitude, longitude);
  const override = found.fips === null ? undefined : await findActiveOverride(db, found.fips);
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
