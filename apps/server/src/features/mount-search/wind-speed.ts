/**
 * The wind speed a search uses (POST /api/mount_search_results at /api/docs, step 2) and how the trace names its
 * source.
 */
import { formatNumber, type CodeEdition } from '@nprm/calc';
import type { WindSpeedSource } from '@nprm/contracts';
import { DEFAULT_WIND_SPEED, windSpeedForRiskCategory, type RiskCategory } from '@nprm/geo';
import { lookUpWindSpeedIn, type LookedUpWindSpeed } from '../wind-speed-overrides/index.js';
import type { CatalogueSnapshot } from './catalogue.repository.js';

export interface ResolvedWindSpeed {
  windSpeed: number;
  defaultWindSpeed: boolean;
  source: WindSpeedSource;
  /** True when the value is an estimate (or the default) rather than a code value or the visitor's own. */
  approximate: boolean;
  /** One sentence for the visitor on where the value comes from. */
  note: string;
  /** Why this value, in plain words. */
  basis: string;
  /** The visitor's reason for a given speed below the mapped value; null when none was needed. */
  reason: string | null;
}

/**
 * The look-up at the site's coordinates (an administrator's active override first, from the catalogue snapshot), or
 * undefined without coordinates.
 */
export function lookUpSite(
  catalogue: Pick<CatalogueSnapshot, 'windOverrides'>,
  latitude: number | undefined,
  longitude: number | undefined,
): LookedUpWindSpeed | undefined {
  return latitude !== undefined && longitude !== undefined
    ? lookUpWindSpeedIn(catalogue.windOverrides, latitude, longitude)
    : undefined;
}

/**
 * The look-up (Risk Category II, from lookUpSite) for the search's risk category: the same for II, else the value of
 * windSpeedForRiskCategory with its method in the note and basis, an estimate.
 */
export function forRiskCategory(
  found: LookedUpWindSpeed | undefined,
  category: RiskCategory,
): LookedUpWindSpeed | undefined {
  if (!found?.found || category === 'II') return found;
  const { windSpeed, method } = windSpeedForRiskCategory(found.windSpeed, category);
  return {
    ...found,
    windSpeed,
    approximate: true,
    note: `${windSpeed} mph for Risk Category ${category}: ${method}`,
    basis: `${method} Risk Category II: ${found.basis}`,
  };
}

/**
 * Step 2: the visitor's wind speed, else the look-up at the location (`found`, from lookUpSite and forRiskCategory),
 * else 115 mph flagged as the default. A given speed below the mapped value comes with its reason (checked before,
 * by checkWindSpeedRules), which the note then says and the result keeps; a reason given where none was needed is
 * not kept.
 */
export function resolveWindSpeed(
  given: number | undefined,
  found: LookedUpWindSpeed | undefined,
  reason: string | null = null,
): ResolvedWindSpeed {
  if (given !== undefined) {
    const mapped = found?.found ? found.windSpeed : null;
    const kept = mapped !== null && given < mapped ? reason : null;
    return {
      windSpeed: given,
      defaultWindSpeed: false,
      source: 'given',
      approximate: false,
      note:
        kept !== null && mapped !== null
          ? `${formatNumber(given, 1)} mph given, below the mapped ${formatNumber(mapped, 1)} mph: ${kept}`
          : `${formatNumber(given, 1)} mph as entered with the search.`,
      basis:
        kept !== null ? `Given with the search, below the map, for this reason: ${kept}` : 'Entered by the visitor.',
      reason: kept,
    };
  }
  if (found) {
    return found.found
      ? {
          windSpeed: found.windSpeed,
          defaultWindSpeed: false,
          source: 'location',
          approximate: found.approximate,
          note: found.note,
          basis: found.basis,
          reason: null,
        }
      : {
          windSpeed: DEFAULT_WIND_SPEED,
          defaultWindSpeed: true,
          source: 'default',
          approximate: true,
          note: found.note,
          basis: found.basis,
          reason: null,
        };
  }
  return {
    windSpeed: DEFAULT_WIND_SPEED,
    defaultWindSpeed: true,
    source: 'default',
    approximate: true,
    note: `No wind speed and no location coordinates were given; ${DEFAULT_WIND_SPEED} mph is used as a default.`,
    basis: 'Nothing to look up: no wind speed and no location were given.',
    reason: null,
  };
}

/**
 * The wind speed under the search's edition: a looked-up value (the bundled ASCE 7-10 map's, or an administrator's
 * override for the county) under another edition is marked approximate and says it is a planning estimate, never the
 * edition's own map value (docs/engineering.md, "Code editions"). An entered speed, the default and ASCE 7-10 are as
 * resolved.
 */
export function underEdition(wind: ResolvedWindSpeed, edition: CodeEdition, override: boolean): ResolvedWindSpeed {
  if (edition === 'ASCE 7-10' || wind.source !== 'location') return wind;
  const value = override ? "The administrator's value for the county" : 'ASCE 7-10 map value';
  const estimate = `${value}, a planning estimate under ${edition} (enter the ${edition} value with its source)`;
  return { ...wind, approximate: true, note: `${estimate}: ${wind.note}` };
}

/** The source in words, for the trace and the diagnostics. */
export const WIND_SOURCE_LABEL: Readonly<Record<WindSpeedSource, string>> = {
  given: 'entered by the visitor',
  location: 'looked up for the location',
  default: `default (${DEFAULT_WIND_SPEED} mph)`,
};
