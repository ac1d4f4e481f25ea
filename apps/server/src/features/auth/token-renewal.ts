import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authHeaders } from './auth-headers.js';
import { renewSession, type Session } from './auth.repository.js';

/**
 * devise_token_auth's answer to a batch request: the client and uid, with a blank access-token and expiry, which
 * clients ignore (they keep the token they have; docs/api.md, Authentication).
 */
function batchHeaders(session: Session): Record<string, string> {
  return { ...authHeaders(session), 'access-token': ' ', expiry: ' ' };
}

/**
 * The onSend hook that renews the token of every request a token authenticated (app.authenticate, app.identify,
 * validate_token): new access-token, client, expiry and uid headers, or the batch headers when the token was
 * renewed less than 5 seconds ago. A failed renewal leaves the answer as it is: the presented token stays valid.
 */
export function tokenRenewal(app: FastifyInstance) {
  return async function renewToken(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const session = request.session;
    if (!session || reply.statusCode === 401) return payload;
    try {
      const renewed = await renewSession(app.ctx.db, session, app.ctx.config.sessionMaxDays);
      reply.headers(renewed ? authHeaders(renewed) : batchHeaders(session));
    } catch (error) {
      request.log.warn(
        { err: { message: error instanceof Error ? error.message : 'unknown' } },
        'token renewal failed',
      );
    }
    return payload;
  };
}
