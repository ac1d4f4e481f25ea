/**
 * The rules a wind speed must meet before a search runs (POST /api/mount_search_results at /api/docs, step 2): nothing
 * below the site's mapped value without a reason, nothing below the floor with any reason, and a special wind region's
 * local value given, never assumed.
 */
import { formatNumber } from '@nprm/calc';
import {
  specialWindRegionRequired,
  WIND_LOAD_FLOOR_SHARE,
  WIND_SPEED_FLOOR_BASIS,
  type RiskCategoryName,
} from '@nprm/contracts';
import { lowestWindSpeed, RISK_CATEGORY_FIGURE, windSpeedForRiskCategory } from '@nprm/geo';
import { ApiError } from '../../errors.js';
import type { LookedUpWindSpeed } from '../wind-speed-overrides/index.js';
import { windSpeedPlace } from './mapped-wind.js';

/**
 * The least wind speed a search takes with any reason (mph): √0.8 of the mapped value, rounded up to a whole mph, as
 * the loads go with V² and no study may take them below 80 % of the standard's (WIND_LOAD_FLOOR_SHARE). Without a
 * mapped value, the lowest value of the bundled map for the risk category: the site could be anywhere the map
 * covers, so no lower value can be weighed against it. `found` is the look-up for the risk category.
 */
export function windSpeedFloor(found: LookedUpWindSpeed | undefined, category: RiskCategoryName): number {
  if (found?.found) return Math.ceil(found.windSpeed * Math.sqrt(WIND_LOAD_FLOOR_SHARE) - 1e-9);
  return windSpeedForRiskCategory(lowestWindSpeed(), category).windSpeed;
}

/**
 * 422 on `wind_speed` when a given speed is below its floor (windSpeedFloor), whatever the reason; when it is below
 * the mapped value for the risk category and no `wind_speed_reason` is given; and when the site lies in a special
 * wind region and no speed is given. `found` is the look-up for the risk category (forRiskCategory).
 */
export function checkWindSpeedRules(
  given: number | undefined,
  reason: string | null,
  found: LookedUpWindSpeed | undefined,
  category: RiskCategoryName,
): void {
  if (given === undefined) {
    if (found?.found && found.specialWindRegion) {
      const place = windSpeedPlace(found) ?? 'The site';
      throw ApiError.validation({ wind_speed: [specialWindRegionRequired(place)] });
    }
    return;
  }
  const floor = windSpeedFloor(found, category);
  if (!found?.found) {
    if (given < floor) {
      throw ApiError.validation({
        wind_speed: [
          `is below ${floor} mph, the lowest value of the ASCE 7-10 map for Risk Category ${category} ` +
            `(${RISK_CATEGORY_FIGURE[category]}), and no mapped value is known for the site: no reason can justify less`,
        ],
      });
    }
    return;
  }
  const mapped = `${formatNumber(found.windSpeed, 1)} mph mapped for ${windSpeedPlace(found) ?? 'the site'} (Risk Category ${category})`;
  if (given < floor) {
    throw ApiError.validation({
      wind_speed: [
        `is below ${floor} mph, the least any reason can justify against the ${mapped}: ${WIND_SPEED_FLOOR_BASIS} ` +
          `(√${WIND_LOAD_FLOOR_SHARE} × ${formatNumber(found.windSpeed, 1)} mph, rounded up)`,
      ],
    });
  }
  if (reason === null && given < found.windSpeed) {
    throw ApiError.validation({
      wind_speed: [
        `is below the ${mapped}; give the reason for a lower value (a site-specific study, the building ` +
          `department’s letter), down to ${floor} mph at the least, or use the mapped value`,
      ],
    });
  }
}
