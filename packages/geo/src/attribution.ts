// No Node imports here: the web app imports this file alone, as '@nprm/geo/attribution'.
/**
 * Text the app must show (footer or about page) because the gazetteer is built from GeoNames data, licensed
 * under Creative Commons Attribution 4.0 (https://creativecommons.org/licenses/by/4.0/).
 */
export const GEONAMES_ATTRIBUTION =
  'Place search uses data from GeoNames (https://www.geonames.org/), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).';

/** Where the county shapes come from (public domain; attribution is courtesy, not a licence term). */
export const COUNTY_SHAPES_ATTRIBUTION =
  'County boundaries: U.S. Census Bureau cartographic boundary files, via the us-atlas package (public domain).';
