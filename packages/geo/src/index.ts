export { searchPlaces, preloadPlaces, DEFAULT_PLACE_LIMIT, MAX_PLACE_LIMIT } from './places.js';
export type { Place, PlaceKind, SearchPlacesOptions } from './places.js';
export { resolvePlace, AMBIGUOUS_POPULATION } from './resolve.js';
export type { PlaceResolution } from './resolve.js';
export { parseCoordinates } from './coordinates.js';
export { preloadZips } from './zips.js';
export { windSpeedForRiskCategory, RISK_CATEGORIES, RISK_CATEGORY_FIGURE } from './risk-category.js';
export type { RiskCategory, RiskCategorySpeed } from './risk-category.js';
export {
  windSpeedAt,
  countyWindSpeed,
  lowestWindSpeed,
  preloadWindData,
  DEFAULT_WIND_SPEED,
  COASTLINE_TOLERANCE_KM,
} from './wind.js';
export type { WindSpeedResult, CountyWindSpeed } from './wind.js';
export { GEONAMES_ATTRIBUTION, COUNTY_SHAPES_ATTRIBUTION } from './attribution.js';
export { foldName } from './fold.js';
export { parseCsv } from './csv.js';
export { codeInForce, ASCE7_EDITIONS } from './code-adoption.js';
export type { Asce7Edition, CodeAdoption } from './code-adoption.js';
export { seismicDesignCategoryDPossible, seismicReferenceValues, listSeismicReferenceValues } from './seismic.js';
export type { SeismicDesignCategoryDScreen, SeismicReferenceValues, SeismicBasis, Certainty } from './seismic.js';
export { usJurisdictionCode } from './us-states.js';
