/** What other features use of the price lists: the list valid at search time and the bill of materials (and, for
 * tests, a list saved directly). */
export { billOfMaterials, type BomParts } from './bill-of-materials.js';
export { findValidPriceList, savePriceList, type StoredPriceList } from './price-lists.repository.js';
