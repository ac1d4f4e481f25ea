/** What other features use of the resellers: their domains, the result's public URL, lookups and guards. */
export { publicResultUrl, resellerOrigin } from './public-url.js';
export { linkDomainOf, normalizeDomain, normalizeHost, resellerExists } from './resellers.repository.js';
export { pathReseller } from './resellers.routes.js';
export { findReseller } from './resellers.service.js';
