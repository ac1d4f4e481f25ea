import { WIND_EXPOSURES, type WindExposure } from '@nprm/calc/exposure';

/** docs/product.md, entities: the fixed list of wind exposure categories, one list shared with the engine's trace. */
export { WIND_EXPOSURES, type WindExposure };

export function windExposure(type: string): WindExposure | undefined {
  return WIND_EXPOSURES.find((exposure) => exposure.type === type);
}

/** "C" → "C – Open". */
export function windExposureLabel(type: string): string {
  const exposure = windExposure(type);
  return exposure ? `${exposure.type} – ${exposure.name}` : type;
}
