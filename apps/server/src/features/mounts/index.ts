/** What other features use of the mount catalogue. */
export { mountsById, unknownMountIds } from './mounts.repository.js';
