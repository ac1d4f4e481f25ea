/**
 * Roles (docs/api.md, "Users and roles"; docs/decisions/0019-users-roles-cli.md). Default deny: every route behind
 * app.authenticate is for administrators only unless its `config.resellerUsers` lets reseller users in, and then
 * only for their own reseller, or its `config.engineers` lets engineers in. Routes behind app.identify treat a reseller user who is not let in as an anonymous
 * visitor. This plugin only adds hooks after the auth guards; it does not read or issue tokens.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { parseRecordId } from '@nprm/contracts';
import type { Actor } from '../db/history-rows.js';
import { ApiError } from '../errors.js';
import { findAccess, type Access } from './access.repository.js';

export type { Access };

/**
 * How a route lets reseller users in (`config: { resellerUsers: {...} }`). `reseller` names the reseller the
 * request concerns (from the path, the body or the addressed record; undefined when there is none, so the handler
 * answers 404); another reseller's answers 403, before the body is validated, so another reseller's record tells a
 * reseller user nothing of its rules. It reads the request as sent (a number or digits, else none). Without
 * `reseller` the handler scopes the call itself (`resellerScope`). `fields`: the only body fields a reseller user
 * may send; any other answers 403.
 */
export interface ResellerUserAccess {
  reseller?: (request: FastifyRequest) => unknown;
  fields?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    resellerUsers?: ResellerUserAccess;
    /** true: engineers are let in too (their own account, the review queue); every other route refuses them. */
    engineers?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user's role and reseller; null for anonymous callers. */
    access: Access | null;
  }
}

/** The signed-in user making a write, for the history (routes behind app.authenticate always have one). */
export function actorOf(request: FastifyRequest): Actor {
  const access = request.access;
  if (!access) throw ApiError.unauthorized();
  return { userId: access.userId, email: access.email };
}

/** For a reseller user, its reseller (whatever the request asked for); for an administrator, what it asked for. */
export function resellerScope(request: FastifyRequest, requested: number | undefined): number | undefined {
  return request.access?.role === 'reseller_user' ? (request.access.resellerId ?? undefined) : requested;
}

/** The reseller id a request names before validation: a whole number, or its digits; anything else names none. */
function namedReseller(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  return typeof value === 'string' ? (parseRecordId(value) ?? undefined) : undefined;
}

type Hook = (...args: never[]) => unknown;
const hooksOf = (value: Hook | Hook[] | undefined): Hook[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function registerRoles(app: FastifyInstance): void {
  app.decorateRequest('access', null);

  /** The caller's access, or null when the session's user is disabled (or gone). */
  async function loadAccess(request: FastifyRequest): Promise<Access | null> {
    const session = request.session;
    request.access = session ? ((await findAccess(app.ctx.db, session.user.id)) ?? null) : null;
    return request.access;
  }
  const letIn = (request: FastifyRequest, access: Access) =>
    access.role === 'administrator' ||
    (access.role === 'reseller_user' && request.routeOptions.config.resellerUsers !== undefined) ||
    (access.role === 'engineer' && request.routeOptions.config.engineers === true);

  const requireRole: onRequestAsyncHookHandler = async function requireRole(request) {
    const access = await loadAccess(request);
    if (!access) throw ApiError.unauthorized();
    if (!letIn(request, access)) throw ApiError.forbidden();
  };
  const identifyRole: onRequestAsyncHookHandler = async function identifyRole(request) {
    if (!request.session) return;
    const access = await loadAccess(request);
    if (!access || !letIn(request, access)) {
      request.session = null;
      request.access = null;
    }
  };
  const onlyFields = (fields: readonly string[]): preValidationHookHandler =>
    function onlyFields(request, _reply, done) {
      if (request.access?.role !== 'reseller_user') return done();
      const body: unknown = request.body;
      const sent = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
      // lock_version is no field of the record: every save names it (docs/api.md, "Concurrent edits").
      const refused = sent.some((field) => field !== 'lock_version' && !fields.includes(field));
      done(refused ? ApiError.forbidden() : undefined);
    };
  const ownReseller = (reseller: NonNullable<ResellerUserAccess['reseller']>): preValidationAsyncHookHandler =>
    async function ownReseller(request) {
      if (request.access?.role !== 'reseller_user') return;
      const id = namedReseller(await reseller(request));
      if (id !== undefined && id !== request.access.resellerId) throw ApiError.forbidden();
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const onRequest = hooksOf(route.onRequest);
    if (onRequest.includes(requireRole) || onRequest.includes(identifyRole)) return; // HEAD twin of a GET
    const required = onRequest.includes(app.authenticate);
    if (!required && !onRequest.includes(app.identify)) return;
    route.onRequest = [...onRequest, required ? requireRole : identifyRole] as RouteOptions['onRequest'];
    const spec = route.config?.resellerUsers;
    if (spec?.fields)
      route.preValidation = [...hooksOf(route.preValidation), onlyFields(spec.fields)] as RouteOptions['preValidation'];
    if (spec?.reseller)
      route.preValidation = [
        ...hooksOf(route.preValidation),
        ownReseller(spec.reseller),
      ] as RouteOptions['preValidation'];
  });
}
