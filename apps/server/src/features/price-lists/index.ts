/** What other features use of the price lists: the list valid at search time and the bill of materials. */
export { billOfMaterials, type BomParts } from './bill-of-materials.js';
export { findValidPriceList, type StoredPriceList } from './price-lists.repository.js';
