export { searchPlaces, preloadPlaces, DEFAULT_PLACE_LIMIT, MAX_PLACE_LIMIT } from './places.js';
export type { Place, PlaceKind, SearchPlacesOptions } from './places.js';
export { resolvePlace } from './resolve.js';
export { parseCoordinates } from './coordinates.js';
export { preloadZips } from './zips.js';
export { windSpeedAt, preloadWindData, DEFAULT_WIND_SPEED, COASTLINE_TOLERANCE_KM } from './wind.js';
export type { WindSpeedResult } from './wind.js';
export { GEONAMES_ATTRIBUTION, COUNTY_SHAPES_ATTRIBUTION } from './attribution.js';
export { foldName } from './fold.js';
