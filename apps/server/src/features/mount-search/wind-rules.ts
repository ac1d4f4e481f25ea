/**
 * The rules a wind speed must meet before a search runs (docs/api.md, Mount search step 2): nothing below the
 * site's mapped value without a reason, and a special wind region's local value given, never assumed.
 */
import { formatNumber } from '@nprm/calc';
import { specialWindRegionRequired, WIND_SPEED_WITHOUT_MAP_FLOOR, type RiskCategoryName } from '@nprm/contracts';
import { ApiError } from '../../errors.js';
import type { LookedUpWindSpeed } from '../wind-speed-overrides/index.js';
import { windSpeedPlace } from './mapped-wind.js';

/**
 * 422 on `wind_speed` when a given speed is below the mapped value for the risk category (or, with no mapped value,
 * below 100 mph) and no `wind_speed_reason` is given; 422 when the site lies in a special wind region and no speed
 * is given. `found` is the look-up for the risk category (forRiskCategory).
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
  if (reason !== null) return;
  if (found?.found) {
    if (given < found.windSpeed) {
      const place = windSpeedPlace(found) ?? 'the site';
      throw ApiError.validation({
        wind_speed: [
          `is below the ${formatNumber(found.windSpeed, 1)} mph mapped for ${place} (Risk Category ${category}); ` +
            'give the reason for a lower value (a site-specific study, the building department’s letter) or use the mapped value',
        ],
      });
    }
    return;
  }
  if (given < WIND_SPEED_WITHOUT_MAP_FLOOR) {
    throw ApiError.validation({
      wind_speed: [
        `is below ${WIND_SPEED_WITHOUT_MAP_FLOOR} mph and no mapped value is known for the site; give the reason ` +
          'for this value (a site-specific study, the building department’s letter)',
      ],
    });
  }
}
