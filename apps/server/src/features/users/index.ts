/**
 * What other features use of the users: sign-in finds the user by e-mail; the password links find the user and set
 * its password (which ends its sessions); the account e-mails read whom they are written to.
 */
export { findUserByEmail, findUserById, updatePasswordHash } from './users.repository.js';
