/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every route, built from the routes as registered) and
 * GET /api/docs (a page that renders it, from the two files in apps/server/api-docs/, served by this route too: no
 * CDN, no library). docs/api.md, "Reference".
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_DOCS_FILES, apiDocsFileParams, errorResponses, openApiDocument, textFile } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';
import type { RegisteredRoute } from './route-docs.js';

/** apps/server/api-docs, from src/features/openapi and from dist/features/openapi alike. */
const FILES_DIR = fileURLToPath(new URL('../../../api-docs/', import.meta.url));
const MEDIA_TYPES: Record<(typeof API_DOCS_FILES)[number], string> = {
  'api-docs.js': 'text/javascript; charset=utf-8',
  'api-docs.css': 'text/css; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>NPRM Ballast Calculator API</title>
<link rel="stylesheet" href="/api/docs/api-docs.css">
</head>
<body>
<header><h1>NPRM Ballast Calculator API</h1>
<p>The OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a></p>
<label>Filter <input id="filter" type="search" placeholder="path, method or section"></label></header>
<main id="operations" aria-live="polite"><p>Loading…</p></main>
<script type="module" src="/api/docs/api-docs.js"></script>
</body>
</html>
`;

export interface OpenApiRouteOptions {
  /** Every route as registered (collectRoutes, called by app.ts before any route). */
  routes: readonly RegisteredRoute[];
}

export async function openApiRoutes(instance: FastifyInstance, { routes }: OpenApiRouteOptions): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const files = new Map(API_DOCS_FILES.map((name) => [name as string, readFileSync(FILES_DIR + name, 'utf8')]));
  // Built on first request, once every route is registered; the same for every instance of one build.
  let document: OpenApiDocument | undefined;

  app.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'This document',
        description: 'The OpenAPI 3.1 document of every API route, built from the routes as the server registers them.',
        response: { 200: openApiDocument, ...errorResponses },
      },
    },
    async (_request, reply) => {
      document ??= buildOpenApiDocument(instance, routes).document;
      return reply.header('cache-control', 'no-cache').send(document);
    },
  );

  app.get(
    '/api/docs',
    {
      schema: {
        summary: 'The API reference page',
        description: 'A page that lists every operation of this document by section, with a filter.',
        response: {
          200: { description: 'The API reference page', content: { 'text/html': { schema: textFile } } },
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );

  app.get(
    '/api/docs/:file',
    {
      schema: {
        summary: "The reference page's files",
        description: 'api-docs.js and api-docs.css; any other name is 404.',
        params: apiDocsFileParams,
        response: {
          200: {
            description: "The page's script or style sheet",
            content: { 'text/javascript': { schema: textFile }, 'text/css': { schema: textFile } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const name = request.params.file as (typeof API_DOCS_FILES)[number];
      const text = files.get(name);
      if (text === undefined) throw ApiError.notFound();
      return reply.header('cache-control', 'no-cache').type(MEDIA_TYPES[name]).send(text);
    },
  );
}
