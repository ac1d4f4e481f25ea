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
import { searchLimit } from '../../limits/search-limit.js';
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
      // Its own per-address limit, besides the API's: every search is a stored lead. Anyone may search.
      onRequest: searchLimit(app.ctx.db, app.ctx.config.searchLimits),
      config: { docs: { auth: 'public' } },
      schema: {
        summary: 'Search for the mount and its ballast',
        description:
          'Anyone. Every search is stored (the lead), fit or not. One address may make ' +
          'SEARCH_RATE_LIMIT_PER_MINUTE (30) searches a minute and SEARCH_RATE_LIMIT_PER_DAY (300) a day, on every ' +
          'instance together, whatever RATE_LIMIT_MAX says: 429 with retry-after beyond. The same search again ' +
          "from the same address within SEARCH_REPEAT_WINDOW (600 s) is the same lead: the first one's result is " +
          'answered, nothing new is stored. Step 1, validate: the request schema, then the ' +
          'catalogue: reseller, antenna (offered by the reseller, with a wind area), roof type and block type ' +
          "active; reseller_id, when given, must be the site's reseller (the one GET /api/resellers/init answers " +
          'for the Host). Step 2, site and wind speed: location text without coordinates is resolved by the place ' +
          'rule of GET /api/places/resolve, a wind speed given or not; an unknown place is a 422 on location, an ' +
          'ambiguous one a 422 with location_candidates to pick from (send the pick with its coordinates); text ' +
          'clearly naming a place abroad is kept as typed when a wind_speed is given. The stored location is the ' +
          "resolved place's label. The wind speed is wind_speed when given, else the look-up for the risk " +
          "category (an administrator's override first), else 115 mph for a place outside the data. A wind_speed " +
          'below the mapped value needs wind_speed_reason, and none goes below the floor (√0.8 of the mapped ' +
          "value, rounded up; where nothing is mapped, the map's lowest value for the risk category); a site in a " +
          'special wind region needs a wind_speed. Step 2b, code edition: code_edition, else the one the ' +
          "state's adopted code references today (ASCE 7-16 where that is ASCE 7-22 or unknown). Step 3, " +
          'candidates: active mounts compatible with the antenna, linked to the reseller when one is given, of ' +
          'the requested ridge kind. Step 4, engine: each is designed with the engineering settings; one fits ' +
          'when its roof load, friction, trays, antenna height and ratings allow and it has a place for its ' +
          'ballast; the fit with the least total dead load wins (then lighter ballast, then lower id). A ' +
          "candidate whose own data the engine refuses is skipped; the search's own inputs refused are a 422. " +
          'Step 5, save and answer: 201 with the saved result (as GET …/token/{token}); no fit, 404 with no_fit ' +
          '{reason, message}, the lead kept. planning_only with its reasons marks a planning estimate, not for ' +
          'permit.',
        body: mountSearchRequest,
        // No fit: 404 with why (no_fit); the schema keeps it, as the plain 4xx body would drop it.
        response: { 201: mountSearchResult, ...errorResponses, 404: noFitBody.or(errorBody), 429: errorBody },
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
      const origin = { clientAddress: request.ip, windowMs: config.searchRepeatWindow * 1000 };
      return reply.status(201).send(await searchMounts(db, config, snapshot, request.body, site, onStored, origin));
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token',
    {
      schema: {
        summary: 'A saved result by its share token',
        description:
          'Anyone with the token: the JSON the search answered, read from the one record it stored, so it reads ' +
          'back the same after the catalogue or the engine changes. Figures are rounded up as shown (ballast and ' +
          'dead load to whole lb, roof load to 0.1 psf); calculation_steps is the sheet as data, each value as ' +
          "its row prints it. The customer's name and e-mail are never answered (the link is shareable). " +
          "reference (R-XXXX-XXXX, from the token) names it to people; result_url is its page on its reseller's " +
          'domain. A malformed or unknown token, or a search without a fit: 404.',
        params: resultTokenParams,
        response: { 200: mountSearchResult, ...errorResponses },
      },
    },
    async (request) => {
      return (await findSavedResult(app.ctx.db, app.ctx.config, request.params.token)).result;
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token/calculations.txt',
    {
      schema: {
        summary: 'The calculation sheet as text',
        description:
          'The sheet as plain text, derived from calculation_steps (a result stored before the sheet was kept ' +
          'sends the text stored with it); what "Copy as text" copies. 404 as for the result.',
        params: resultTokenParams,
        response: { 200: calculationsTextSchema, ...errorResponses },
      },
      config: { docs: { responses: { 200: { content: { 'text/plain': calculationsTextSchema } } } } },
    },
    async (request, reply) => {
      const { saved, result } = await findSavedResult(app.ctx.db, app.ctx.config, request.params.token);
      return reply.type('text/plain; charset=utf-8').send(calculationsText(saved, result));
    },
  );

  routes.get(
    '/api/mount_search_results/token/:token/what_if',
    {
      schema: {
        summary: 'How the answer moves when one input changes',
        description:
          "For the result's recommended mount: exposure B, C and D; the wind speed 10 mph lower and higher; the " +
          'building height halved and doubled; each list holding the searched value (is_current). Each case fits ' +
          'with its ballast, roof load and governing case, or says why not in the words of the no-fit reasons. ' +
          "Computed on each call from the saved inputs and engine options, with the antenna's, mount's and roof " +
          "type's data as they are now; nothing stored. A value a search would refuse is left out. 404 as for " +
          'the result.',
        params: resultTokenParams,
        response: { 200: whatIfAnswer, ...errorResponses },
      },
    },
    async (request) => whatIf(app.ctx.db, await catalogue.get(), request.params.token),
  );

  routes.get(
    '/api/mount_search_results/diagnostics',
    {
      schema: {
        summary: 'Why a search answers as it does (text)',
        description:
          "The search's inputs as query parameters, settled by the search's own rules and defaults (the same " +
          '422s); nothing stored. The text: the inputs, the wind speed with its source, basis and floor, the ' +
          'code edition, the seismic values, one verdict per candidate mount, the mount the search would choose, ' +
          "then every candidate's full sheet. compatible_only=true: only the antenna's compatible mounts. Its " +
          'own rules: building_height 0–500, wind_speed 0–1000 (0 looks it up), and a wind speed, coordinates or ' +
          'location text must be given.',
        querystring: diagnosticsQuery,
        response: { 200: diagnosticsReport, ...errorResponses },
      },
      config: { docs: { responses: { 200: { content: { 'text/plain': diagnosticsReport } } } } },
    },
    async (request, reply) => {
      const text = diagnosticsText(await catalogue.get(), request.query);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}
