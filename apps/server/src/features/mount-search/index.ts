/** What other features use of the mount search: stored searches (e-mail, report) and the mapped wind (places). */
export { windSpeedPlace } from './mapped-wind.js';
export {
  findSearchResultById,
  findSearchResultByToken,
  type CatalogueReseller,
  type StoredSearch,
} from './mount-search.repository.js';
export { findSavedResult } from './mount-search.service.js';
export { isWellFormedToken, toMountSearchResult } from './saved-result.js';
