import { dashboard as dashboardSchema, dashboardQuery, errorResponses } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resellerScope } from '../../plugins/roles.js';
import { dashboard } from './dashboard.service.js';

/**
 * GET /api/dashboard (docs/api.md, "Dashboard"): administrators see every reseller or the one they name; a reseller
 * user sees its own, and naming another reseller answers 403.
 */
export async function dashboardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.get(
    '/api/dashboard',
    {
      onRequest: app.authenticate,
      config: {
        resellerUsers: { reseller: (request) => (request.query as { reseller_id?: number }).reseller_id },
      },
      schema: { querystring: dashboardQuery, response: { 200: dashboardSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const resellerId = resellerScope(request, request.query.reseller_id) ?? null;
      return reply.header('cache-control', 'no-store').send(await dashboard(db, request.query, resellerId));
    },
  );
}
