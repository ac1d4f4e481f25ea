import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildOpenApiDocument, isApiRoute, openApiPath, type RegisteredRoute } from './index.js';

// The document is read as JSON: each member is checked by the assertions.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Operation = Record<string, any>;

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let database: Database;
  /** Every route as Fastify adds it, seen by the test's own onRoute hook (not the document's collector). */
  const registered: RegisteredRoute[] = [];
  let document: any;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      onRoute: (options: RouteOptions) => {
        const guards = options.onRequest === undefined ? [] : [options.onRequest].flat();
        for (const method of [options.method].flat()) registered.push({ method, url: options.url, options, guards });
      },
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const operation = (method: string, url: string): Operation => document.paths[openApiPath(url)]?.[method];
  /** A schema with its reference to a named component (or a list's) replaced by the component. */
  const resolved = (schema: Operation): Operation => {
    const named = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')];
    if (typeof schema.$ref === 'string') return named(schema.$ref);
    if (typeof schema.items?.$ref === 'string') return { ...schema, items: named(schema.items.$ref) };
    return schema;
  };

  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('every schema in it is valid JSON Schema 2020-12, the dialect of OpenAPI 3.1 (Ajv)', () => {
    const ajv = new Ajv2020({ strict: true, validateFormats: false, allErrors: true });
    const schemas: Array<{ at: string; schema: object }> = [];
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(item)) {
        const at = `${method.toUpperCase()} ${path}`;
        for (const parameter of op.parameters ?? [])
          schemas.push({ at: `${at} ${parameter.name}`, schema: parameter.schema });
        const bodies = [op.requestBody, ...Object.values(op.responses as Record<string, Operation>)];
        for (const body of bodies) {
          for (const [type, media] of Object.entries((body?.content ?? {}) as Record<string, Operation>)) {
            schemas.push({ at: `${at} ${type}`, schema: resolved(media.schema) });
          }
        }
      }
    }
    expect(schemas.length).toBeGreaterThan(500);
    // Each distinct schema compiled once: most answers share their error bodies, and compiling is most of the test.
    const verdicts = new Map<string, boolean>();
    const valid = (schema: object) => {
      const text = JSON.stringify(schema);
      let verdict = verdicts.get(text);
      if (verdict === undefined) {
        try {
          ajv.compile(schema);
          verdict = true;
        } catch {
          verdict = false;
        }
        verdicts.set(text, verdict);
      }
      return verdict;
    };
    const invalid = schemas.filter(({ schema }) => !valid(schema));
    expect(invalid.map(({ at }) => at)).toEqual([]);
  });

  it('describes every registered API route, with its answers and its auth', () => {
    const api = registered.filter(isApiRoute);
    expect(api.length).toBeGreaterThan(60);
    const missing = api.filter((route) => operation(route.method.toLowerCase(), route.url) === undefined);
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    for (const route of api) {
      const op = operation(route.method.toLowerCase(), route.url);
      const name = `${route.method} ${route.url}`;
      expect(
        Object.keys(op.responses).some((status) => /^[23]\d\d$/.test(status)),
        name,
      ).toBe(true);
      expect(['public', 'optional-token', 'token'], name).toContain(op['x-auth']);
      expect(Array.isArray(op.security), name).toBe(true);
    }
    const documented = Object.values(document.paths as Record<string, object>).flatMap(Object.keys).length;
    expect(documented).toBe(api.length);
  });

  it('leaves out no route: the routes as registered have nothing the document cannot state', () => {
    expect(buildOpenApiDocument(app, registered).problems).toEqual([]);
  });

  it('says what every operation does: each route gives a description of its own, first in the operation', () => {
    expect(buildOpenApiDocument(app, registered).undescribed).toEqual([]);
    for (const route of registered.filter(isApiRoute)) {
      const op = operation(route.method.toLowerCase(), route.url);
      const own = route.options.schema?.description ?? '';
      const name = `${route.method} ${route.url}`;
      expect(own.length, name).toBeGreaterThan(20);
      expect(op.description.startsWith(own.trim()), name).toBe(true);
      expect(op.summary, name).not.toBe(`${route.method} ${openApiPath(route.url)}`);
    }
  });

  it('states the auth from the guard and the role config', () => {
    expect(operation('post', '/api/mount_search_results')).toMatchObject({ 'x-auth': 'public', security: [] });
    expect(operation('get', '/api/engineering_settings')['x-auth']).toBe('optional-token');
    expect(operation('post', '/api/antennas')).toMatchObject({ 'x-auth': 'token', 'x-roles': ['administrator'] });
    expect(operation('get', '/api/mounts')['x-roles']).toEqual(['administrator', 'reseller_user']);
    expect(operation('get', '/api/review_queue')['x-roles']).toContain('engineer');
    expect(operation('get', '/api/auth/validate_token')['x-auth']).toBe('token');
    expect(operation('post', '/api/auth/sign_in')['x-auth']).toBe('public');
    expect(operation('post', '/api/antennas').security).toEqual([
      { accessToken: [], client: [], uid: [] },
      { bearer: [] },
    ]);
  });

  it('documents the statuses with the error bodies of contracts/errors.ts', () => {
    const search = operation('post', '/api/mount_search_results');
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(['201', '404', '422', '429', '4XX', '5XX']));
    const answer = (op: Operation, status: string) => resolved(op.responses[status].content['application/json'].schema);
    expect(answer(search, '201').properties).toHaveProperty('reference');
    expect(search.requestBody.content['application/json'].schema.properties).toHaveProperty('location');
    expect(answer(search, '422').required).toEqual(['errors', 'full_messages']);
    const update = operation('put', '/api/antennas/:id');
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422']));
    expect(answer(update, '401').required).toEqual(['errors']);
    expect(answer(update, '409').properties).toHaveProperty('changed_by');
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    // A read never conflicts; a public call never needs a token.
    expect(operation('get', '/api/antennas/:id').responses).not.toHaveProperty('409');
    expect(search.responses).not.toHaveProperty('401');
    // Nothing to validate, no 422: the health check, and sign-in (which reads its body itself: 401, never 422).
    expect(operation('get', '/api/health').responses).not.toHaveProperty('422');
    expect(Object.keys(operation('post', '/api/auth/sign_in').responses)).toEqual(
      expect.arrayContaining(['200', '401', '429']),
    );
    expect(operation('post', '/api/auth/sign_in').responses).not.toHaveProperty('422');
    expect(answer(operation('post', '/api/antennas/import'), '422')).toEqual(
      expect.objectContaining({ type: 'object' }),
    );
  });

  it('documents the answers that are not JSON by their media types', () => {
    const content = (method: string, url: string, status: string) =>
      Object.keys(operation(method, url).responses[status].content ?? {});
    expect(content('get', '/api/mount_search_results/token/:token/report.pdf', '200')).toEqual(['application/pdf']);
    expect(operation('get', '/api/mount_search_results/token/:token/report.pdf').responses).toHaveProperty('304');
    expect(content('get', '/api/mount_search_results/token/:token/calculations.txt', '200')).toEqual(['text/plain']);
    expect(content('get', '/api/mount_search_results/diagnostics', '200')).toEqual(['text/plain']);
    expect(content('get', '/api/antennas/export.csv', '200')).toEqual(['text/csv']);
    expect(content('get', '/api/mount_search_results', '200')).toEqual(['application/json', 'text/csv']);
    expect(content('get', '/api/users/:id/engineer_profile/seal', '200')).toEqual(['image/png', 'image/jpeg']);
    expect(Object.keys(operation('post', '/api/antennas/import').requestBody.content)).toContain('text/csv');
    expect(Object.keys(operation('put', '/api/users/:id/engineer_profile/seal').requestBody.content)).toContain(
      'image/png',
    );
    expect(content('get', '/api/docs', '200')).toEqual(['text/html']);
  });

  it('serves the reference page and its files from the server, and 404 for any other file', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script type="module" src="/api/docs/api-docs.js">');
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await app.inject({ method: 'GET', url: '/api/docs/api-docs.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch('/api/openapi.json'");
    const style = await app.inject({ method: 'GET', url: '/api/docs/api-docs.css' });
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    for (const file of ['index.html', '..%2Fpackage.json', 'api-docs.js.map']) {
      const response = await app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ errors: ['Not found'] });
    }
  });
});
