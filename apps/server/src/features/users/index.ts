/** What other features use of the users: sign-in finds the user by e-mail. */
export { findUserByEmail } from './users.repository.js';
