/**
 * What other features use of the mount search: saved results (e-mail, report), the mapped wind and places, the
 * engineering settings' preview (example searches under proposed settings), and the catalogue cache (embedding).
 */
export type { CatalogueReseller } from './catalogue.repository.js';
export { CatalogueCache, type VersionedCatalogue } from './catalogue-cache.js';
export { windSpeedPlace } from './mapped-wind.js';
export { findFitByToken, findSavedResult, findSearchByToken } from './mount-search.service.js';
export {
  isFit,
  isWellFormedToken,
  RESULT_SCHEMA_VERSION,
  toMountSearchResult,
  type ResultDocument,
  type SavedResult,
} from './saved-result.js';
export { apiPlace } from './site.js';
export { findLatestFit, findSearchResultById, findSearchResultByToken } from './saved-result.repository.js';
export { previewSettings, type PreviewSettings } from './settings-preview.js';
export { forRiskCategory } from './wind-speed.js';
export { windSpeedFloor } from './wind-rules.js';
export { chooseEdition } from './code-in-force.js';
