import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  diagnosticsQuery,
  diagnosticsReport,
  errorResponses,
  mountSearchRequest,
  mountSearchResult,
  NO_COMPATIBLE_MOUNT_FOUND,
  resultTokenParams,
} from '@nprm/contracts';
import { ApiError } from '../../plugins/errors.js';
import { CatalogueCache } from './catalogue-cache.js';
import { findSearchResultByToken, insertSearchResult, loadCatalogue } from './mount-search.repository.js';
import { diagnosticsText, isWellFormedToken, planMountSearch, savedResult } from './mount-search.service.js';

/** POST /api/mount_search_results, GET …/token/{token}, GET …/diagnostics (anonymous; docs/api.md, "Mount search"). */
export async function mountSearchRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = new CatalogueCache(() => loadCatalogue(app.ctx.db), app.ctx.catalogue);
  app.addHook('onClose', async () => catalogue.close());
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/mount_search_results',
    { schema: { body: mountSearchRequest, response: { 201: mountSearchResult, ...errorResponses } } },
    async (request, reply) => {
      const row = await insertSearchResult(app.ctx.db, planMountSearch(await catalogue.get(), request.body));
      const result = savedResult(row);
      // The search is stored either way (the lead is kept); only a fit has a result to show.
      if (!result) throw new ApiError(404, { errors: [NO_COMPATIBLE_MOUNT_FOUND] });
      return reply.status(201).send(result);
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token',
    { schema: { params: resultTokenParams, response: { 200: mountSearchResult, ...errorResponses } } },
    async (request) => {
      const { token } = request.params;
      const row = isWellFormedToken(token) ? await findSearchResultByToken(app.ctx.db, token) : undefined;
      const result = row ? savedResult(row) : null;
      if (!result) throw ApiError.notFound();
      return result;
    },
  );

  routes.get(
    '/api/mount_search_results/diagnostics',
    { schema: { querystring: diagnosticsQuery, response: { 200: diagnosticsReport, ...errorResponses } } },
    async (request, reply) => {
      const text = diagnosticsText(await catalogue.get(), request.query);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}
