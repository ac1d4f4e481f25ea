/**
 * The what-if of a saved result (GET …/what_if at /api/docs): its recommended mount under the saved search's inputs
 * with one of exposure, wind speed or building height changed, computed by the search's own engine path with the
 * saved engine options. Nothing is stored.
 */
import { EXPOSURE_CATEGORIES, formatNumber, type CalcOptions } from '@nprm/calc';
import {
  BUILDING_HEIGHT_MAX,
  WIND_SPEED_MAX,
  type WhatIfAnswer,
  type WhatIfCase,
  type WhatIfFactor,
  type WindExposureType,
} from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { runSelection, searchInput } from './engine-adapter.js';
import type { CatalogueSnapshot } from './catalogue.repository.js';
import { findSearchResultByToken } from './saved-result.repository.js';
import { savedAntennas } from './antenna-lines.js';
import { noFitReason } from './no-fit.js';
import { shownFigures } from './rounding.js';
import { isWellFormedToken } from './saved-result.js';

/** The smallest wind speed and building height a search accepts (POST /api/mount_search_results at /api/docs). */
const INPUT_MIN = 1;
/** How far the wind speed cases move from the saved one (mph). */
const WIND_STEP = 10;
const AS_SEARCHED = 'as searched';

interface Site {
  wind_exposure: WindExposureType;
  wind_speed: number;
  building_height: number;
}

interface Variant {
  factor: WhatIfFactor;
  label: string;
  isCurrent: boolean;
  site: Site;
}

const mph = (value: number) => `${formatNumber(value, 1)} mph`;
const feet = (value: number) => `${formatNumber(value, 1)} ft`;
const within = (value: number, max: number) => value >= INPUT_MIN && value <= max;

/**
 * The cases, per factor in increasing order, each factor's list holding the saved value (`is_current`): exposure
 * B, C, D; wind speed −10, as searched, +10 mph; building height halved, as searched, doubled. A value outside
 * what a search accepts (below 1, above 1000 mph or 500 ft) is left out.
 */
export function whatIfVariants(saved: Site): Variant[] {
  const variant = (factor: WhatIfFactor, label: string, change: Partial<Site>): Variant => {
    const site = { ...saved, ...change };
    const isCurrent =
      site.wind_exposure === saved.wind_exposure &&
      site.wind_speed === saved.wind_speed &&
      site.building_height === saved.building_height;
    return { factor, label: isCurrent ? `${label} (${AS_SEARCHED})` : label, isCurrent, site };
  };
  const V = saved.wind_speed;
  const h = saved.building_height;
  const winds = [
    [V - WIND_STEP, `(−${WIND_STEP} mph)`],
    [V, ''],
    [V + WIND_STEP, `(+${WIND_STEP} mph)`],
  ] as const;
  const heights = [
    [h / 2, '(halved)'],
    [h, ''],
    [h * 2, '(doubled)'],
  ] as const;
  return [
    ...EXPOSURE_CATEGORIES.map((exposure) =>
      variant('wind_exposure', `Exposure ${exposure}`, { wind_exposure: exposure }),
    ),
    ...winds
      .filter(([speed]) => within(speed, WIND_SPEED_MAX))
      .map(([speed, how]) => variant('wind_speed', `Wind speed ${mph(speed)} ${how}`.trim(), { wind_speed: speed })),
    ...heights
      .filter(([height]) => within(height, BUILDING_HEIGHT_MAX))
      .map(([height, how]) =>
        variant('building_height', `Building height ${feet(height)} ${how}`.trim(), { building_height: height }),
      ),
  ];
}

/**
 * `GET /api/mount_search_results/token/{token}/what_if`: 404 for a malformed or unknown token and for a search
 * without a fit (as the result itself). The antennas (several at the search's heights), mount and roof type are the
 * catalogue's rows as they are now (active or not); the site's inputs, the ridge choice, the roof structure's allowable load (a case loading the roof
 * above it does not fit) and the engine options (K_d, GCr policy, load combination, block weight) are the saved
 * search's, never today's settings.
 */
export async function whatIf(db: Db, catalogue: CatalogueSnapshot, token: string): Promise<WhatIfAnswer> {
  const saved = isWellFormedToken(token) ? await findSearchResultByToken(db, token) : undefined;
  const mountId = saved?.mount_id ?? undefined;
  const antenna = saved && catalogue.antennas.get(saved.antenna_id);
  const mounted = saved && savedAntennas(catalogue, saved.antennas);
  const roofType = saved && catalogue.roofTypes.get(saved.roof_type_id);
  const mount = mountId === undefined ? undefined : catalogue.mounts.get(mountId);
  if (!saved || !antenna || !roofType || !mount || mounted === null) throw ApiError.notFound();

  const options: CalcOptions = saved.engine_options;
  // The site's own inputs beside the three factors, as the search took them.
  const { sds, sd1 } = saved.seismic;
  const siteInputs = {
    groundElevation: saved.ground_elevation,
    seismic: sds !== null && sd1 !== null ? { sds, sd1 } : null,
  };
  const figures = new Map<string, Omit<WhatIfCase, 'factor' | 'label' | 'is_current'>>();
  const evaluate = (site: Site) => {
    const key = `${site.wind_exposure}|${site.wind_speed}|${site.building_height}`;
    let found = figures.get(key);
    if (!found) {
      const selection = runSelection(
        searchInput(
          { antenna, roofType },
          {
            windSpeed: site.wind_speed,
            exposure: site.wind_exposure,
            buildingHeight: site.building_height,
            ...siteInputs,
          },
          mounted,
        ),
        [mount],
        options,
        saved.roof_allowable_load,
      );
      const chosen = selection.chosen && shownFigures(selection.chosen);
      const noFit = noFitReason(selection, [mount], saved.ridge_mount);
      found = {
        ...site,
        fits: chosen !== null,
        ballast_weight: chosen?.ballast_weight ?? null,
        roof_load: chosen?.roof_load ?? null,
        governing: chosen?.governing ?? null,
        no_fit_reason: noFit?.reason ?? null,
        no_fit_message: noFit?.message ?? null,
      };
      figures.set(key, found);
    }
    return found;
  };

  const current = {
    wind_exposure: saved.wind_exposure,
    wind_speed: saved.wind_speed,
    building_height: saved.building_height,
  };
  const cases = whatIfVariants(current).map(({ factor, label, isCurrent, site }) => ({
    factor,
    label,
    is_current: isCurrent,
    ...evaluate(site),
  }));
  return {
    token: saved.token,
    mount_id: mount.id,
    max_roof_load: mount.max_roof_load,
    roof_allowable_load: saved.roof_allowable_load,
    cases,
  };
}
