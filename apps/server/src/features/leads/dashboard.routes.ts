import { dashboard as dashboardSchema, dashboardQuery, errorResponses } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resellerScope } from '../../plugins/roles.js';
import { dashboard } from './dashboard.service.js';

/**
 * GET /api/dashboard (at /api/docs): administrators see every reseller or the one they name; a
 * reseller user sees its own, and naming another reseller answers 403.
 */
export async function dashboardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.get(
    '/api/dashboard',
    {
      onRequest: app.authenticate,
      config: {
        resellerUsers: { reseller: (request) => (request.query as { reseller_id?: unknown }).reseller_id },
      },
      schema: {
        summary: 'The sales dashboard',
        description:
          'Searches, fits, fits with a quote request and won leads per week (Monday; every week of the range, ' +
          'zeros included), their totals, the conversions (fits ÷ searches, quote requests ÷ fits, won ÷ quote ' +
          'requests; null when dividing by 0) and the top five antennas and states by searches. from and to are ' +
          'whole UTC days, both included (default the 12 weeks to today; at most 53 weeks). An administrator may ' +
          'name a reseller (all otherwise); a reseller user gets its own, and naming another is 403.',
        querystring: dashboardQuery,
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const resellerId = resellerScope(request, request.query.reseller_id) ?? null;
      return reply.header('cache-control', 'no-store').send(await dashboard(db, request.query, resellerId));
    },
  );
}
