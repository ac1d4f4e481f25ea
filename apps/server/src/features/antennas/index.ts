/** What other features use of the antenna catalogue (docs/architecture.md, "Server walls"). */
export { unknownAntennaIds } from './antennas.repository.js';
