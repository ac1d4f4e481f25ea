import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  placeResolveQuery,
  placeResolveResponse,
  placesQuery,
  placesResponse,
  seismicReferenceValuesResponse,
  windSpeedQuery,
  windSpeedResponse,
} from '@nprm/contracts';
import { listSeismicReferenceValues, resolvePlace, searchPlaces } from '@nprm/geo';
import { apiPlace, chooseEdition, forRiskCategory, windSpeedFloor, windSpeedPlace } from '../mount-search/index.js';
import { lookUpWindSpeed } from '../wind-speed-overrides/index.js';

/** What a search at a site in `state` would compute to by default, and what is in force there today. */
function codeInForceAt(state: string | null) {
  const choice = chooseEdition(undefined, state, new Date().toISOString().slice(0, 10));
  return { edition_in_force: choice.inForce, edition: choice.edition, adopted_code: choice.adoptedCode };
}

/**
 * GET /api/places, GET /api/places/resolve and GET /api/wind_speed over the embedded gazetteer, ZIP codes and wind
 * table, with the administrators' overrides (docs/api.md, "Places and wind speed"; anonymous).
 */
export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/places',
    { schema: { querystring: placesQuery, response: { 200: placesResponse, ...errorResponses } } },
    async (request) => {
      const { q, limit, countries } = request.query;
      return searchPlaces(q, { limit, ...(countries ? { countries } : {}) }).map(apiPlace);
    },
  );

  routes.get(
    '/api/places/resolve',
    { schema: { querystring: placeResolveQuery, response: { 200: placeResolveResponse, ...errorResponses } } },
    async (request) => {
      const { place, candidates } = resolvePlace(request.query.q);
      return { place: place && apiPlace(place), candidates: candidates.map(apiPlace) };
    },
  );

  routes.get(
    '/api/seismic_reference_values',
    { schema: { response: { 200: seismicReferenceValuesResponse, ...errorResponses } } },
    async () =>
      listSeismicReferenceValues().map((row) => ({
        place: row.place,
        state: row.state,
        latitude: row.latitude,
        longitude: row.longitude,
        edition: row.edition,
        site_class: row.siteClass,
        risk_category: row.riskCategory,
        sds: row.sds,
        sd1: row.sd1,
        source: row.source,
        note: row.note,
      })),
  );

  routes.get(
    '/api/wind_speed',
    { schema: { querystring: windSpeedQuery, response: { 200: windSpeedResponse, ...errorResponses } } },
    async (request) => {
      const { latitude, longitude, risk_category } = request.query;
      // The search's own rule for the category: the form's hint shows what a search there would use.
      const found = forRiskCategory(await lookUpWindSpeed(app.ctx.db, latitude, longitude), risk_category)!;
      return {
        wind_speed: found.windSpeed,
        risk_category,
        default_wind_speed: !found.found,
        source: found.source,
        approximate: found.approximate,
        note: found.note,
        place: windSpeedPlace(found),
        basis: found.basis,
        special_wind_region: found.specialWindRegion,
        override: found.override,
        fips: found.fips,
        wind_speed_floor: windSpeedFloor(found, risk_category),
        code_in_force: codeInForceAt(found.found ? found.state : null),
      };
    },
  );
}
