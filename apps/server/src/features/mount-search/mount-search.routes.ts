import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  diagnosticsQuery,
  diagnosticsReport,
  errorResponses,
  errorBody,
  mountSearchRequest,
  mountSearchResult,
  noFitBody,
  resultTokenParams,
  whatIfAnswer,
  type MountSearchResult,
} from '@nprm/contracts';
import { currentCatalogueVersion } from '../../db/catalogue-sync.js';
import { CatalogueCache } from './catalogue-cache.js';
import { diagnosticsText } from './diagnostics.js';
import { resolveSite } from './site.js';
import { siteResellerId } from './site-reseller.js';
import { lookUpSite, resolveWindSpeed } from './wind-speed.js';
import { loadCatalogue, type CatalogueReseller, type StoredSearch } from './mount-search.repository.js';
import { findSavedResult, searchMounts } from './mount-search.service.js';
import { mountSearchResultJson } from './saved-result.js';
import { whatIf } from './what-if.js';

/**
 * The serializer of a route whose `status` answer is a saved result (toMountSearchResult, which builds it field by
 * field for the schema): mountSearchResultJson; every other status goes through its schema.
 */
function answerAsIs(status: '200' | '201') {
  return (route: { httpStatus?: string }) =>
    route.httpStatus === status
      ? (data: unknown) => mountSearchResultJson(data as MountSearchResult)
      : // Fastify passes each status's own schema here, which its route-level type does not say.
        serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
}

/**
 * POST /api/mount_search_results, GET …/token/{token}, GET …/token/{token}/what_if, GET …/diagnostics (anonymous;
 * docs/api.md, "Mount search" and "What-if").
 */
export interface MountSearchRouteOptions {
  /** The new-lead e-mail (features/mail, wired by app.ts): called once a search is stored; it must not throw. */
  searchStored: (search: StoredSearch, reseller: CatalogueReseller | undefined) => Promise<void>;
}

export async function mountSearchRoutes(
  app: FastifyInstance,
  { searchStored }: MountSearchRouteOptions,
): Promise<void> {
  const catalogue = new CatalogueCache(
    () => loadCatalogue(app.ctx.db),
    () => currentCatalogueVersion(app.ctx.db),
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
      // The 201 is toMountSearchResult's answer, written by mountSearchResultJson; every other status goes through
      // the schema.
      serializerCompiler: answerAsIs('201'),
    },
    async (request, reply) => {
      // The search is stored either way (the lead is kept); only a fit has a result to show, else 404.
      const { db, config } = app.ctx;
      const snapshot = await catalogue.get();
      const site = siteResellerId(snapshot, request.host ?? '', config.defaultResellerDomain);
      // The new-lead e-mail is queued once the search is stored; queueing never fails the search.
      const onStored = (stored: StoredSearch) =>
        searchStored(stored, stored.resellerId === null ? undefined : snapshot.resellers.get(stored.resellerId));
      return reply.status(201).send(await searchMounts(db, config, snapshot, request.body, site, onStored));
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token',
    {
      schema: { params: resultTokenParams, response: { 200: mountSearchResult, ...errorResponses } },
      // The 200 is toMountSearchResult's answer, as for the POST's 201.
      serializerCompiler: answerAsIs('200'),
    },
    async (request) => {
      return findSavedResult(app.ctx.db, app.ctx.config, request.params.token);
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token/what_if',
    { schema: { params: resultTokenParams, response: { 200: whatIfAnswer, ...errorResponses } } },
    async (request) => whatIf(app.ctx.db, await catalogue.get(), request.params.token),
  );

  routes.get(
    '/api/mount_search_results/diagnostics',
    { schema: { querystring: diagnosticsQuery, response: { 200: diagnosticsReport, ...errorResponses } } },
    async (request, reply) => {
      const { query } = request;
      const given = query.wind_speed !== undefined && query.wind_speed > 0 ? query.wind_speed : undefined;
      const site = resolveSite(query, given !== undefined);
      const snapshot = await catalogue.get();
      // A given wind speed needs no look-up.
      const found = given === undefined ? lookUpSite(snapshot, site.latitude, site.longitude) : undefined;
      const wind = resolveWindSpeed(given, found);
      const text = diagnosticsText(snapshot, query, site, wind);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}
