import {
  ACCOUNT_DISABLED,
  authErrorBody,
  authTooManyBody,
  errorResponses,
  SIGN_IN_FAILED,
  SIGN_OUT_FAILED,
  signInRequest,
  signInResponse,
  signOutResponse,
  TOKEN_INVALID,
  validateTokenResponse,
  type AuthUser,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.js';
import { authHeaders } from './auth-headers.js';
import { credentialsFrom, readCredentials, sessionFor } from './auth.plugin.js';
import { findUserByEmail } from '../users/index.js';
import { createSession, revokeSession, type Session } from './auth.repository.js';
import { verifyAgainstNothing, verifyPassword } from './password.js';
import { refusedAttempt, SignInThrottle } from './sign-in-throttle.js';

function authUser(user: Session['user']): AuthUser {
  return { id: user.id, email: user.email, uid: user.email, provider: 'email', name: user.name };
}

/** devise_token_auth's error body: `success: false` beside the messages. */
function failure(status: number, message: string): ApiError {
  return new ApiError(status, { success: false, errors: [message] });
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max && !value.includes('\u0000') ? value : undefined;
}

/**
 * devise_token_auth's sign_in, validate_token and sign_out (docs/api.md, "Authentication"). The requests are read
 * by hand, not validated by a schema (contracts' signInRequest and validateTokenQuery describe them): any unusable
 * credential is a 401, never a 422.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const throttle = new SignInThrottle(app.ctx.db, app.ctx.config.signInMaxFailures);

  const signInSchema = {
    summary: 'Sign in',
    description:
      'devise_token_auth\'s sign-in: {"email", "password"} → {"data": user} with the headers access-token, ' +
      'token-type, client, expiry (epoch seconds) and uid, which every signed-in call then sends (or ' +
      'Authorization: Bearer base64 of their JSON). A wrong or missing e-mail or password is 401, never 422; a ' +
      'disabled account is 401 saying so once the password is right. Attempts are counted before the password ' +
      'is checked, per account and address (SIGN_IN_MAX_FAILURES, 10) and per address (five times as many): past ' +
      'the limit 429 with retry-after, waits from 15 s doubling to 15 min, even with the right password. A ' +
      'user has at most 10 signed-in clients; an eleventh sign-in ends the oldest.',
    response: { 200: signInResponse, 401: authErrorBody, 429: authTooManyBody, ...errorResponses },
  };
  app.post(
    '/api/auth/sign_in',
    { schema: signInSchema, config: { docs: { body: { 'application/json': signInRequest } } } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = text(body.email, 320)?.trim() ?? '';
      const password = text(body.password, 1024) ?? '';
      // Counted before the password is checked (docs/api.md, Authentication): parallel guesses cannot all be checked.
      const wait = await throttle.attempt(email, request.ip);
      if (wait > 0) {
        const refused = refusedAttempt(wait, 'failed sign-in');
        throw ApiError.tooManyRequests(refused.retryAfter, { success: false, errors: [refused.message] });
      }
      const user = email && password ? await findUserByEmail(app.ctx.db, email) : undefined;
      const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstNothing(password);
      if (!user || !valid) throw failure(401, SIGN_IN_FAILED);
      await throttle.succeeded(email, request.ip);
      if (user.deleted_at !== null) throw failure(401, ACCOUNT_DISABLED);
      const session = await createSession(
        app.ctx.db,
        { id: user.id, email: user.email, name: user.name },
        app.ctx.config.sessionMaxDays,
      );
      return reply.headers(authHeaders(session)).send({ data: authUser(session.user) });
    },
  );

  const validateSchema = {
    summary: 'Check a token',
    description:
      'The credentials as headers, or as the query parameters uid, access-token and client → {"success": true, ' +
      '"data": user} with the five auth headers again (the token may be renewed, as on every signed-in call); ' +
      'otherwise 401.',
    response: { 200: validateTokenResponse, 401: authErrorBody, ...errorResponses },
  };
  app.get(
    '/api/auth/validate_token',
    { schema: validateSchema, config: { docs: { auth: 'token' } } },
    async (request, reply) => {
      // validate_token also takes uid, client and access-token as query parameters (devise_token_auth).
      const credentials = readCredentials(request) ?? credentialsFrom((request.query ?? {}) as Record<string, unknown>);
      const session = await sessionFor(app, credentials);
      if (!session) throw failure(401, TOKEN_INVALID);
      // The token-renewal hook answers the auth headers, as for every authenticated call.
      request.session = session;
      return reply.send({ success: true, data: authUser(session.user) });
    },
  );

  const signOutSchema = {
    summary: 'Sign out',
    description:
      "Revokes this client's token (and the one it replaced). Without valid credentials 404, as devise_token_auth.",
    response: { 200: signOutResponse, 404: authErrorBody, ...errorResponses },
  };
  app.delete(
    '/api/auth/sign_out',
    { schema: signOutSchema, config: { docs: { auth: 'token' } } },
    async (request, reply) => {
      const session = await sessionFor(app, readCredentials(request));
      if (!session) throw failure(404, SIGN_OUT_FAILED);
      await revokeSession(app.ctx.db, session.tokenId);
      return reply.send({ success: true });
    },
  );
}
