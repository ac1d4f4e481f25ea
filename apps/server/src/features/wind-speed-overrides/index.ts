/** What other features use of the wind speed overrides: the look-up the search and the places call make. */
export { listOverrideRows, type WindSpeedOverrideRow } from './wind-speed-overrides.repository.js';
export { lookUpWindSpeed, lookUpWindSpeedIn, type LookedUpWindSpeed } from './wind-look-up.js';
