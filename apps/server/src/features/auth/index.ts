/** What other features use of auth: password hashing (users set and check passwords with it). */
export { hashPassword, verifyPassword } from './password.js';
