import { errorResponses, historyList, historyQuery, SEARCH_LIST_TOTAL_HEADER } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyPage } from './history.repository.js';

/**
 * GET /api/history (docs/api.md, "History"): administrators read the record of admin writes, newest first, with
 * the total in x-total-count. There is no call that changes or deletes an entry.
 */
export async function historyRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/history',
    {
      onRequest: app.authenticate,
      schema: { querystring: historyQuery, response: { 200: historyList, ...errorResponses } },
    },
    async (request, reply) => {
      const { entries, total } = await historyPage(app.ctx.db, request.query);
      return reply.header(SEARCH_LIST_TOTAL_HEADER, String(total)).header('cache-control', 'no-store').send(entries);
    },
  );
}
