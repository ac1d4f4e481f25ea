import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorResponses, recordPath } from '@nprm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, collectRoutes, openApiPath, type RegisteredRoute } from './index.js';

/** A bare app with the two guards as app.ts has them (stand-ins: only their identity matters to the document). */
function bareApp(): { app: FastifyInstance; routes: RegisteredRoute[] } {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes = collectRoutes(app);
  app.decorate('authenticate', async () => undefined);
  app.decorate('identify', async () => undefined);
  return { app, routes };
}

describe('the OpenAPI document of the routes as registered', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('names each route it cannot describe: no success answer, an unknown guard, untyped path parameters', async () => {
    const bare = bareApp();
    app = bare.app;
    const ok = { schema: { params: recordPath, response: { 200: z.object({ id: z.number() }), ...errorResponses } } };
    app.get('/api/things/:id', { ...ok, onRequest: app.authenticate }, async () => ({ id: 1 }));
    app.get('/api/no_answer', { schema: { response: errorResponses } }, async () => 'x');
    app.get('/api/own_guard', { onRequest: async () => undefined, schema: ok.schema }, async () => ({ id: 1 }));
    app.get('/api/untyped/:id', { schema: { response: { 200: z.string() } } }, async () => 'x');
    app.get(
      '/api/stated',
      { onRequest: async () => undefined, config: { docs: { auth: 'public' } }, schema: ok.schema },
      async () => ({ id: 1 }),
    );
    await app.ready();
    const { document, problems } = buildOpenApiDocument(app, bare.routes);
    expect(problems).toEqual([
      'GET /api/no_answer: no success answer is documented (a response schema for 2xx, or config.docs.responses)',
      'GET /api/own_guard: auth cannot be stated (an onRequest hook other than app.authenticate or app.identify); set config.docs.auth',
      'GET /api/untyped/:id: path parameter id has no params schema',
    ]);
    expect(Object.keys(document.paths)).toEqual(['/api/things/{id}', '/api/stated']);
    expect(document.paths['/api/things/{id}']!.get).toMatchObject({ 'x-auth': 'token', 'x-roles': ['administrator'] });
    expect(document.paths['/api/stated']!.get).toMatchObject({ 'x-auth': 'public', security: [] });
  });

  it('a route added later is in the document without any list to update', async () => {
    const bare = bareApp();
    app = bare.app;
    app.post(
      '/api/quote_requests',
      { schema: { body: z.object({ name: z.string() }), response: { 201: z.object({ id: z.number() }) } } },
      async () => ({ id: 1 }),
    );
    await app.ready();
    const { document, problems } = buildOpenApiDocument(app, bare.routes);
    expect(problems).toEqual([]);
    const op = document.paths[openApiPath('/api/quote_requests')]!.post as {
      responses: object;
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    expect(Object.keys(op.responses)).toEqual(['201', '422', '429']);
    expect(op.requestBody.content['application/json']?.schema).toMatchObject({ required: ['name'] });
    expect((await new Validator().validate(structuredClone(document))).valid).toBe(true);
  });

  it('names each route without a description of its own, and puts the description before the auth', async () => {
    const bare = bareApp();
    app = bare.app;
    const response = { 200: z.object({ id: z.number() }) };
    app.get('/api/silent', { schema: { response } }, async () => ({ id: 1 }));
    app.get('/api/blank', { schema: { description: '  ', response } }, async () => ({ id: 1 }));
    app.get(
      '/api/said',
      { schema: { summary: 'One thing', description: 'Answers one thing.', response } },
      async () => ({ id: 1 }),
    );
    await app.ready();
    const { document, problems, undescribed } = buildOpenApiDocument(app, bare.routes);
    expect(problems).toEqual([]);
    expect(undescribed).toEqual(['GET /api/silent', 'GET /api/blank']);
    expect(document.paths['/api/said']!.get).toMatchObject({
      summary: 'One thing',
      description: 'Answers one thing.\n\nPublic: no token.',
    });
    expect(document.paths['/api/silent']!.get).toMatchObject({ summary: 'GET /api/silent' });
  });

  it('the validator refuses a broken document (so the API test can fail)', async () => {
    const bare = bareApp();
    app = bare.app;
    await app.ready();
    const { document } = buildOpenApiDocument(app, bare.routes);
    const broken = { ...document, paths: { '/api/x': { get: { responses: { 200: { content: {} } } } } } };
    expect((await new Validator().validate(structuredClone(broken))).valid).toBe(false);
  });
});
