/**
 * What other features use of auth: password hashing (users set and check passwords with it), the sign-in
 * throttle, whose counters the password change shares, and the random tokens and their digests (a password link's).
 */
export { hashPassword, verifyPassword } from './password.js';
export { FIRST_WAIT_MS, refusedAttempt, SignInThrottle } from './sign-in-throttle.js';
export { hashToken, newAccessToken as newRandomToken } from './tokens.js';
