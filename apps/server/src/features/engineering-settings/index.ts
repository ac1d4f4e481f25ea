/** What other features use of the engineering settings: the block types read the current settings. */
export { readEngineeringSettings } from './engineering-settings.repository.js';
