/**
 * The mapped wind speed at a site: what the look-up gives there whatever wind speed the search used, so a
 * visitor's lower figure can be flagged ("Your 150 mph is below the 175 mph mapped for Miami-Dade, FL").
 */
import type { WindSpeedResult } from '@nprm/geo';
import type { LookedUpWindSpeed } from '../wind-speed-overrides/index.js';

export interface MappedWindSpeed {
  /** The look-up's value (mph), or null without coordinates or outside the data. */
  speed: number | null;
  /** The county (or territory) it is for, "Miami-Dade, FL", or null. */
  place: string | null;
}

/** The county (or territory) a look-up's value is for, "Miami-Dade, FL", or null when not found. */
export function windSpeedPlace(found: WindSpeedResult): string | null {
  if (!found.found || !found.county) return null;
  return found.state && found.state !== found.county ? `${found.county}, ${found.state}` : found.county;
}

/** The look-up at the site (`found`, from lookUpSite), whatever wind speed the search uses. */
export function mappedWindSpeed(found: LookedUpWindSpeed | undefined): MappedWindSpeed {
  if (!found?.found) return { speed: null, place: null };
  return { speed: found.windSpeed, place: windSpeedPlace(found) };
}
