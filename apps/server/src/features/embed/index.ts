/** Embedding a reseller's calculator in other sites: the page's frame-ancestors per reseller (decisions/0055). */
export { registerFrameAncestors } from './frame-ancestors.js';
