/**
 * A route's documented answers: its response schemas (JSON unless the content-type form or `config.docs.responses`
 * says otherwise), and the error statuses the API's rules give it (docs/api.md, "Conventions"): 401 and 403 behind
 * app.authenticate (no valid token; a role the route does not let in), 404 for a route that addresses a record or
 * file by its path, 422 for a route that validates a request (and only then, unless its own schema gives 422 a
 * body of its own), 429 from the rate limit. Each with the body the
 * route's schema gives that status, else the API's error bodies (packages/contracts/src/errors.ts).
 */
import { errorBody, validationErrorBody } from '@nprm/contracts';
import type { ComponentSchemas } from './components.js';
import { isZodSchema, type JsonSchema } from './json-schema.js';
import type { RegisteredRoute, RouteAuth } from './route-docs.js';

const REASONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified: the If-None-Match tag is the current one',
  400: 'Malformed request',
  401: 'No valid token',
  403: 'The caller may not do this',
  404: 'Not found',
  409: 'The record changed since it was read (stale lock_version) or conflicts with another',
  413: 'Request body too large',
  415: 'Unsupported content type',
  422: 'Validation failed: the messages of each field',
  429: 'Too many requests',
  503: 'Unavailable',
  '4XX': 'Other client errors',
  '5XX': 'Server errors',
};

const statusKey = (key: string): string => (/^[1-5]xx$/i.test(key) ? key.toUpperCase() : key);
const describe = (status: string): string => REASONS[status] ?? `Status ${status}`;

type ResponseObject = { description: string; content?: Record<string, { schema: JsonSchema }> };

/** One response schema slot as a Response Object, or undefined when it is neither zod nor the content-type form. */
function responseObject(status: string, value: unknown, components: ComponentSchemas): ResponseObject | undefined {
  if (isZodSchema(value)) {
    return {
      description: describe(status),
      content: { 'application/json': { schema: components.output(value) } },
    };
  }
  if (typeof value !== 'object' || value === null || !('content' in value)) return undefined;
  const { description, content } = value as { description?: string; content: Record<string, { schema?: unknown }> };
  const documented: Record<string, { schema: JsonSchema }> = {};
  for (const [type, entry] of Object.entries(content)) {
    if (!isZodSchema(entry.schema)) return undefined;
    documented[type] = { schema: components.output(entry.schema) };
  }
  return { description: description ?? describe(status), content: documented };
}

/** The Responses Object of a route, or why it cannot be written. */
export function responsesOf(
  route: RegisteredRoute,
  schemas: unknown,
  auth: RouteAuth,
  request: { hasParameters: boolean; validates: boolean },
  components: ComponentSchemas,
): Record<string, ResponseObject> | string {
  const responses: Record<string, ResponseObject> = {};
  for (const [key, value] of Object.entries((schemas ?? {}) as Record<string, unknown>)) {
    const status = statusKey(key);
    const answer = responseObject(status, value, components);
    if (!answer) return `its ${key} response schema is neither zod nor {content: {type: {schema: zod}}}`;
    responses[status] = answer;
  }
  for (const [status, documented] of Object.entries(route.options.config?.docs?.responses ?? {})) {
    const content = Object.entries(documented.content ?? {}).map(([type, schema]) => [
      type,
      { schema: components.output(schema) },
    ]);
    responses[status] = {
      description: documented.description ?? describe(status),
      ...(content.length > 0 ? { content: Object.fromEntries(content) as ResponseObject['content'] } : {}),
    };
  }
  if (!Object.keys(responses).some((status) => /^[23]\d\d$/.test(status))) {
    return 'no success answer is documented (a response schema for 2xx, or config.docs.responses)';
  }

  const plain = responses['4XX']?.content ?? { 'application/json': { schema: components.output(errorBody) } };
  const add = (status: string, content = plain) => {
    responses[status] ??= { description: describe(status), content };
  };
  // Only app.authenticate answers 401 and 403 on its own; routes that read credentials themselves name theirs.
  if (auth.kind === 'token' && route.options.config?.docs?.auth === undefined) {
    add('401');
    add('403');
  }
  if (request.hasParameters) add('404');
  if (request.validates) {
    add('422', { 'application/json': { schema: components.output(validationErrorBody) } });
  } else if ((schemas as Record<string, unknown> | undefined)?.['422'] === validationErrorBody) {
    // The shared error responses name 422 for every route; a route that validates nothing never answers it.
    delete responses['422'];
  }
  // A read never conflicts: the shared error responses name 409 for every route, the document only for writes.
  if (route.method === 'GET') delete responses['409'];
  if (route.options.config?.rateLimit !== false) add('429');
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}
