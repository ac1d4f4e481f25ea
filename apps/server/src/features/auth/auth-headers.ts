import type { Session } from './auth.repository.js';

/** The five auth headers of a session (expiry in epoch seconds, as devise_token_auth sends it). */
export function authHeaders(session: Session): Record<string, string> {
  return {
    'access-token': session.accessToken,
    'token-type': 'Bearer',
    client: session.client,
    expiry: String(Math.floor(session.expiresAt.getTime() / 1000)),
    uid: session.user.email,
  };
}
