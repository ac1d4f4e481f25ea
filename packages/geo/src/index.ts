export { searchPlaces, preloadPlaces, DEFAULT_PLACE_LIMIT, MAX_PLACE_LIMIT } from './places.js';
export type { Place, SearchPlacesOptions } from './places.js';
export { windSpeedAt, countyWindSpeed, preloadWindData, DEFAULT_WIND_SPEED, COASTLINE_TOLERANCE_KM } from './wind.js';
export type { WindSpeedResult, CountyWindSpeed } from './wind.js';
export { GEONAMES_ATTRIBUTION, COUNTY_SHAPES_ATTRIBUTION } from './attribution.js';
export { foldName } from './fold.js';
export { parseCsv } from './csv.js';
