import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calculationsText as calculationsTextSchema,
  diagnosticsQuery,
  diagnosticsReport,
  errorResponses,
  errorBody,
  mountSearchRequest,
  mountSearchResult,
  noFitBody,
  resultTokenParams,
  whatIfAnswer,
} from '@nprm/contracts';
import { readCatalogueVersion } from '../../db/catalogue-sync.js';
import { CatalogueCache } from './catalogue-cache.js';
import { diagnosticsText } from './diagnostics.js';
import { siteResellerId } from './site-reseller.js';
import { loadCatalogue, type CatalogueReseller } from './catalogue.repository.js';
import type { SavedResult } from './saved-result.js';
import { calculationsText, findSavedResult, searchMounts } from './mount-search.service.js';
import { whatIf } from './what-if.js';

/**
 * POST /api/mount_search_results, GET …/token/{token}, …/token/{token}/calculations.txt, …/token/{token}/what_if
 * and …/diagnostics (anonymous; docs/api.md, "Mount search" and "What-if").
 */
export interface MountSearchRouteOptions {
  /** The new-lead e-mail (features/mail, wired by app.ts): called once a search is stored; it must not throw. */
  searchStored: (search: SavedResult, reseller: CatalogueReseller | undefined) => Promise<void>;
}

export async function mountSearchRoutes(
  app: FastifyInstance,
  { searchStored }: MountSearchRouteOptions,
): Promise<void> {
  const catalogue = new CatalogueCache(
    () => loadCatalogue(app.ctx.db),
    () => readCatalogueVersion(app.ctx.db),
    app.ctx.catalogue,
  );
  app.addHook('onClose', async () => catalogue.close());
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/mount_search_results',
    {
      schema: {
        body: mountSearchRequest,
        // No fit: 404 with why (no_fit); the schema keeps it, as the plain 4xx body would drop it.
        response: { 201: mountSearchResult, ...errorResponses, 404: noFitBody.or(errorBody) },
      },
    },
    async (request, reply) => {
      // The search is stored either way (the lead is kept); only a fit has a result to show, else 404.
      const { db, config } = app.ctx;
      const snapshot = await catalogue.get();
      const site = siteResellerId(snapshot, request.host ?? '', config.defaultResellerDomain);
      // The new-lead e-mail is queued once the search is stored; queueing never fails the search.
      const onStored = (stored: SavedResult) =>
        searchStored(stored, stored.reseller_id === null ? undefined : snapshot.resellers.get(stored.reseller_id));
      return reply.status(201).send(await searchMounts(db, config, snapshot, request.body, site, onStored));
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token',
    {
      schema: { params: resultTokenParams, response: { 200: mountSearchResult, ...errorResponses } },
    },
    async (request) => {
      return (await findSavedResult(app.ctx.db, app.ctx.config, request.params.token)).result;
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token/calculations.txt',
    {
      schema: { params: resultTokenParams, response: { 200: calculationsTextSchema, ...errorResponses } },
      config: { docs: { responses: { 200: { content: { 'text/plain': calculationsTextSchema } } } } },
    },
    async (request, reply) => {
      const { saved, result } = await findSavedResult(app.ctx.db, app.ctx.config, request.params.token);
      return reply.type('text/plain; charset=utf-8').send(calculationsText(saved, result));
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token/what_if',
    { schema: { params: resultTokenParams, response: { 200: whatIfAnswer, ...errorResponses } } },
    async (request) => whatIf(app.ctx.db, await catalogue.get(), request.params.token),
  );

  routes.get(
    '/api/mount_search_results/diagnostics',
    {
      schema: { querystring: diagnosticsQuery, response: { 200: diagnosticsReport, ...errorResponses } },
      config: { docs: { responses: { 200: { content: { 'text/plain': diagnosticsReport } } } } },
    },
    async (request, reply) => {
      const text = diagnosticsText(await catalogue.get(), request.query);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}
