import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * devise_token_auth's batch_request_buffer_throttle: a token renewed less than this long ago is not renewed again
 * (requests sent together share it), and the token it replaced is still accepted for this long.
 */
export const BATCH_REQUEST_BUFFER_MS = 5000;

/** 256 random bits, URL-safe: the access-token a client sends back. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The devise_token_auth "client": one per signed-in browser or script. */
export function newClientId(): string {
  return randomBytes(16).toString('base64url');
}

/** Only this digest is stored; a leaked table does not give working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented token with a stored digest. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
