/**
 * The routes as they are registered, for the OpenAPI document (docs/api.md, "Reference";
 * docs/decisions/0056-openapi-from-routes.md). Everything the document says of a route comes from its registration:
 * method, URL, zod schemas, its guard and its role config. `config.docs` adds only what these cannot say.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** A documented answer the route's response schema does not give (a file, an empty 304), by media type. */
export interface DocumentedResponse {
  description?: string;
  content?: Record<string, ZodType>;
}

/**
 * What a route's registration cannot say by itself, in `config: { docs: {...} }`.
 * - `auth`: for a route that reads the credentials itself instead of using a guard (the auth calls). Every other
 *   route's auth comes from its guard: `onRequest: app.authenticate` needs a token (administrators, plus reseller
 *   users with `config.resellerUsers` and engineers with `config.engineers`), `app.identify` takes one optionally,
 *   no guard is public. A route with any other onRequest hook must state its auth here.
 * - `body`: a request body the route reads itself (bytes, or by hand), by media type.
 * - `responses`: answers that are not JSON (text, CSV, PDF, images) or have no body, by status; they replace the
 *   schema's answer for that status.
 */
export interface RouteDocs {
  auth?: 'public' | 'token';
  body?: Record<string, ZodType>;
  responses?: Record<number, DocumentedResponse>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
  /**
   * What a route does, for the OpenAPI document: `summary` a short phrase, `description` what an API client needs to
   * know beyond the schemas (order, side effects, limits, who sees what). Every API route gives a description.
   */
  interface FastifySchema {
    summary?: string;
    description?: string;
  }
}

/** Who may call a route: anyone, anyone with an optional token, or a token of one of the roles. */
export type RouteAuth =
  | { kind: 'public' }
  | { kind: 'optional-token'; roles: Array<'administrator' | 'reseller_user' | 'engineer'> }
  | { kind: 'token'; roles: Array<'administrator' | 'reseller_user' | 'engineer'> }
  | { kind: 'unknown'; reason: string };

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's options; read once the app is ready (other onRoute hooks add to them, not to what is kept here). */
  options: RouteOptions;
  /** The route's own onRequest hooks, as the feature wrote them (before any plugin added its hooks). */
  guards: unknown[];
}

const hooksOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? [...(value as unknown[])] : [value];

/**
 * Keeps every route as it is added. Call before any other plugin adds an onRoute hook (so that the guards are the
 * route's own) and before any route is registered.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (options: RouteOptions) => {
    const guards = hooksOf(options.onRequest);
    for (const method of Array.isArray(options.method) ? options.method : [options.method]) {
      routes.push({ method: method.toUpperCase(), url: options.url, options, guards });
    }
  });
  return routes;
}

/** The auth a route has, from its guard and role config (see RouteDocs). */
export function routeAuth(app: FastifyInstance, route: RegisteredRoute): RouteAuth {
  const stated = route.options.config?.docs?.auth;
  if (stated === 'public') return { kind: 'public' };
  const config = route.options.config;
  const roles: Array<'administrator' | 'reseller_user' | 'engineer'> = ['administrator'];
  if (config?.resellerUsers !== undefined) roles.push('reseller_user');
  if (config?.engineers === true) roles.push('engineer');
  if (stated === 'token') return { kind: 'token', roles: ['administrator', 'reseller_user', 'engineer'] };
  const known = route.guards.filter((hook) => hook === app.authenticate || hook === app.identify);
  if (known.length !== route.guards.length) {
    return { kind: 'unknown', reason: 'an onRequest hook other than app.authenticate or app.identify' };
  }
  if (route.guards.includes(app.authenticate)) return { kind: 'token', roles };
  if (route.guards.includes(app.identify)) return { kind: 'optional-token', roles };
  return { kind: 'public' };
}
