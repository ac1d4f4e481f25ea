/**
 * The OpenAPI 3.1 document of the registered routes (docs/api.md, "Reference"). Built from each route's
 * registration (route-docs.ts), so a route added later is in it without any list to update; a route the document
 * cannot describe fully (no success answer, an auth it cannot state, parameters that are no object) is named in
 * `problems`, and a route without its own `schema.description` in `undescribed`: the tests require both empty, since
 * the document is where an API client reads what each call does.
 */
import type { FastifyInstance } from 'fastify';
import { ComponentSchemas } from './components.js';
import { isZodSchema, parametersOf, toJsonSchema, type JsonSchema, type Parameter } from './json-schema.js';
import { routeAuth, type RegisteredRoute, type RouteAuth } from './route-docs.js';
import { responsesOf } from './responses.js';

export interface OpenApiDocument {
  [member: string]: unknown;
  openapi: '3.1.0';
  info: { [member: string]: unknown; title: string; version: string; description: string };
  jsonSchemaDialect: string;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

export interface BuiltDocument {
  document: OpenApiDocument;
  /** Routes the document cannot describe fully, each as "METHOD /url: why". */
  problems: string[];
  /** Routes whose registration gives no `schema.description`, each as "METHOD /url". */
  undescribed: string[];
}

/** What a route says of itself: `schema.summary` and `schema.description` (blank counts as none). */
export function routeText(route: RegisteredRoute): { summary?: string; description?: string } {
  const schema = route.options.schema ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return { summary: text(schema.summary), description: text(schema.description) };
}

/** The routes the document describes: the API's, without Fastify's automatic HEAD twin of each GET. */
export const isApiRoute = (route: { method: string; url: string }): boolean =>
  route.url.startsWith('/api/') && route.method !== 'HEAD';

/** "/api/resellers/:id" → "/api/resellers/{id}". */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * The API is the product's, not open source: the document names that, as OpenAPI asks every document to name its
 * terms of use.
 */
const API_LICENSE = { name: 'Proprietary: use under the agreement with the manufacturer' };

const TOKEN = { accessToken: [], client: [], uid: [] };
const SECURITY_SCHEMES = {
  accessToken: { type: 'apiKey', in: 'header', name: 'access-token', description: 'From the sign-in answer.' },
  client: { type: 'apiKey', in: 'header', name: 'client', description: 'From the sign-in answer.' },
  uid: { type: 'apiKey', in: 'header', name: 'uid', description: 'From the sign-in answer.' },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The three sign-in headers as base64 of their JSON object ({"access-token", "client", "uid"}).',
  },
};

const ROLE_NAMES = { administrator: 'administrators', reseller_user: 'reseller users', engineer: 'engineers' };

function security(auth: RouteAuth): JsonSchema {
  switch (auth.kind) {
    case 'public':
      return { security: [], 'x-auth': 'public', description: 'Public: no token.' };
    case 'optional-token':
      return {
        security: [{}, TOKEN, { bearer: [] }],
        'x-auth': 'optional-token',
        'x-roles': auth.roles,
        description:
          'Public. With a token of a role the route lets in (administrators; reseller users where listed in ' +
          'x-roles) the answer may show more, such as inactive records.',
      };
    case 'token':
      return {
        security: [TOKEN, { bearer: [] }],
        'x-auth': 'token',
        'x-roles': auth.roles,
        description: `Needs a token of: ${auth.roles.map((role) => ROLE_NAMES[role]).join(', ')}.`,
      };
    default:
      return {};
  }
}

function operationId(method: string, path: string): string {
  const words = `${method.toLowerCase()} ${path.replace(/^\/api\//, '')}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** One route's Operation Object, or why it cannot be described. */
function operation(
  app: FastifyInstance,
  route: RegisteredRoute,
  path: string,
  components: ComponentSchemas,
): { op?: JsonSchema; problem?: string } {
  const schema = (route.options.schema ?? {}) as Record<string, unknown>;
  const docs = route.options.config?.docs;
  const auth = routeAuth(app, route);
  if (auth.kind === 'unknown') return { problem: `auth cannot be stated (${auth.reason}); set config.docs.auth` };

  const parameters: Parameter[] = [];
  for (const [slot, place] of [
    ['params', 'path'],
    ['querystring', 'query'],
    ['headers', 'header'],
  ] as const) {
    const value = schema[slot];
    if (value === undefined) continue;
    const listed = isZodSchema(value) ? parametersOf(value, place) : undefined;
    if (!listed) return { problem: `its ${slot} schema is no zod object` };
    parameters.push(...listed);
  }
  const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  for (const name of pathNames) {
    if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
      return { problem: `path parameter ${name} has no params schema` };
    }
  }

  const bodyContent: Record<string, { schema: JsonSchema }> = {};
  if (schema.body !== undefined) {
    if (!isZodSchema(schema.body)) return { problem: 'its body schema is no zod schema' };
    bodyContent['application/json'] = { schema: toJsonSchema(schema.body, 'input') };
  }
  for (const [type, body] of Object.entries(docs?.body ?? {}))
    bodyContent[type] = { schema: toJsonSchema(body, 'input') };

  const responses = responsesOf(
    route,
    schema.response,
    auth,
    {
      hasParameters: pathNames.length > 0,
      // Only a schema validates: a body the route reads itself (config.docs.body) answers its own errors.
      validates: parameters.length > 0 || schema.body !== undefined,
    },
    components,
  );
  if (typeof responses === 'string') return { problem: responses };

  const { description: accessDescription, ...access } = security(auth);
  const own = routeText(route);
  const tag = path.split('/')[2] ?? 'api';
  return {
    op: {
      operationId: operationId(route.method, path),
      summary: own.summary ?? `${route.method} ${path}`,
      description: [own.description, accessDescription].filter(Boolean).join('\n\n'),
      tags: [tag],
      ...access,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(Object.keys(bodyContent).length > 0 ? { requestBody: { required: true, content: bodyContent } } : {}),
      responses,
    },
  };
}

/** The document of `routes` (see the module comment). */
export function buildOpenApiDocument(app: FastifyInstance, routes: readonly RegisteredRoute[]): BuiltDocument {
  const paths: OpenApiDocument['paths'] = {};
  const problems: string[] = [];
  const undescribed: string[] = [];
  const components = new ComponentSchemas();
  for (const route of routes.filter(isApiRoute)) {
    const path = openApiPath(route.url);
    if (routeText(route).description === undefined) undescribed.push(`${route.method} ${route.url}`);
    const { op, problem } = operation(app, route, path, components);
    if (problem || !op) {
      problems.push(`${route.method} ${route.url}: ${problem ?? 'not described'}`);
      continue;
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    document: {
      openapi: '3.1.0',
      info: {
        title: 'NPRM Ballast Calculator API',
        version: '1',
        description:
          'Generated from the routes as the server registers them; each operation says what it does. The ' +
          'conventions every call shares (sign-in headers, error bodies, paging, CSV files, limits) are in ' +
          'docs/api.md in the repository. Error bodies: 422 names the messages of each field; every other error ' +
          'is {"errors": [...]}.',
        license: API_LICENSE,
      },
      jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
      // Every reseller's domain serves the same API, on the path the document was read from.
      servers: [
        { url: '/', description: 'The domain this document was read from: every reseller domain serves the API' },
      ],
      paths,
      components: { schemas: components.schemas, securitySchemes: SECURITY_SCHEMES },
    },
    problems,
    undescribed,
  };
}
