/** What other features use of the block types: the engineering settings check their block type exists. */
export { findBlockType } from './block-types.repository.js';
