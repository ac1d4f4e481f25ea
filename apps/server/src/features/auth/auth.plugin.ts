import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { findSession, type Session } from './auth.repository.js';
import { tokenRenewal } from './token-renewal.js';
import { ApiError } from '../../errors.js';

export interface Credentials {
  uid: string;
  client: string;
  accessToken: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route guard for every call that needs a signed-in user: `onRequest: app.authenticate`. Runs before the body
     * is parsed or validated, so an anonymous caller learns nothing but 401.
     */
    authenticate: onRequestAsyncHookHandler;
    /** For calls anonymous visitors may make but where signed-in users see more (inactive rows). */
    identify: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in session, set by app.authenticate / app.identify; null for anonymous callers. */
    session: Session | null;
  }
}

const MAX_CREDENTIAL_LENGTH = 512;

function credentialValue(value: unknown): string | undefined {
  const text: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length <= MAX_CREDENTIAL_LENGTH && !trimmed.includes('\u0000') ? trimmed : undefined;
}

/** Credentials from a record holding uid, client and access-token (headers, a query, a decoded bearer). */
export function credentialsFrom(source: Record<string, unknown>): Credentials | undefined {
  const uid = credentialValue(source.uid);
  const client = credentialValue(source.client);
  const accessToken = credentialValue(source['access-token']);
  return uid && client && accessToken ? { uid, client, accessToken } : undefined;
}

/**
 * The devise_token_auth credentials of a request: the access-token, client and uid headers, or the
 * `Authorization: Bearer base64(JSON of those headers)` form devise_token_auth also accepts.
 */
export function readCredentials(request: FastifyRequest): Credentials | undefined {
  const fromHeaders = credentialsFrom(request.headers);
  if (fromHeaders) return fromHeaders;
  const authorization = credentialValue(request.headers.authorization);
  const bearer = authorization?.match(/^Bearer\s+([A-Za-z0-9+/=_-]+)$/)?.[1];
  if (!bearer) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(bearer, 'base64').toString('utf8'));
    return decoded && typeof decoded === 'object' ? credentialsFrom(decoded as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export async function sessionFor(app: FastifyInstance, credentials: Credentials | undefined): Promise<Session | null> {
  return credentials ? ((await findSession(app.ctx.db, credentials, app.ctx.config.sessionMaxDays)) ?? null) : null;
}

/** Decorates the app with the auth guards; call before registering any route. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const session = await sessionFor(app, readCredentials(request));
    if (!session) throw ApiError.unauthorized();
    request.session = session;
  });
  app.decorate('identify', async function identify(request: FastifyRequest) {
    request.session = await sessionFor(app, readCredentials(request));
  });
  // Every answer to a token-authenticated request renews the token (docs/api.md, Authentication).
  app.addHook('onSend', tokenRenewal(app));
}
