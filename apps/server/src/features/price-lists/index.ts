/** What other features use of the price lists: every list for the search catalogue, the one valid at search time,
 * the bill of materials (and, for tests, a list saved directly). */
export { billOfMaterials, type BomParts } from './bill-of-materials.js';
export { listPriceLists, savePriceList, validOn, type StoredPriceList } from './price-lists.repository.js';
