/**
 * What other features use of auth: password hashing (users set and check passwords with it) and the sign-in
 * throttle, whose counters the password change shares.
 */
export { hashPassword, verifyPassword } from './password.js';
export { FIRST_WAIT_MS, refusedAttempt, SignInThrottle } from './sign-in-throttle.js';
