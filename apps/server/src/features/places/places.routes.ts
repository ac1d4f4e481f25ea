import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  placeResolveQuery,
  placeResolveResponse,
  placesQuery,
  placesResponse,
  windSpeedQuery,
  windSpeedResponse,
} from '@nprm/contracts';
import { resolvePlace, searchPlaces } from '@nprm/geo';
import { apiPlace, forRiskCategory, windSpeedFloor, windSpeedPlace } from '../mount-search/index.js';
import { lookUpWindSpeed } from '../wind-speed-overrides/index.js';

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
      };
    },
  );
}
