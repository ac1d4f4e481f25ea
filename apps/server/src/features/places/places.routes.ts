import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, placesQuery, placesResponse, windSpeedQuery, windSpeedResponse } from '@nprm/contracts';
import { searchPlaces } from '@nprm/geo';
import { lookUpWindSpeed } from '../wind-speed-overrides/wind-look-up.js';

/**
 * GET /api/places and GET /api/wind_speed over the embedded gazetteer and wind table, with the administrators'
 * overrides (docs/api.md, anonymous).
 */
export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/places',
    { schema: { querystring: placesQuery, response: { 200: placesResponse, ...errorResponses } } },
    async (request) => {
      const { q, limit, countries } = request.query;
      return searchPlaces(q, { limit, ...(countries ? { countries } : {}) }).map(
        ({ id, name, latitude, longitude }) => ({
          id,
          name,
          latitude,
          longitude,
        }),
      );
    },
  );

  routes.get(
    '/api/wind_speed',
    { schema: { querystring: windSpeedQuery, response: { 200: windSpeedResponse, ...errorResponses } } },
    async (request) => {
      const found = await lookUpWindSpeed(app.ctx.db, request.query.latitude, request.query.longitude);
      return {
        wind_speed: found.windSpeed,
        default_wind_speed: !found.found,
        source: found.source,
        approximate: found.approximate,
        note: found.note,
        basis: found.basis,
        special_wind_region: found.specialWindRegion,
        override: found.override,
        fips: found.fips,
      };
    },
  );
}
