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
      schema: {
        summary: 'The history of admin writes',
        description:
          'Every admin write (creates, updates, deactivations, activations, password resets and changes, imports ' +
          'row by row, outbox actions, price lists), newest first, 50 a page by default (limit 1–500, page from ' +
          '1); the number of matching entries in x-total-count. Filters: entity, entity_id, user_id (the author), ' +
          "reseller_id (its users' changes and changes to it, its reseller mounts and users), from and to (days, " +
          'UTC, both included). Each entry has the changed fields before and after; passwords, tokens and ' +
          'secrets never enter it, nor lock_version. user_name, record_label and names (of the records the ' +
          'changes name by id) are read as they are today. Entries cannot be changed or deleted.',
        querystring: historyQuery,
        response: { 200: historyList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { entries, total } = await historyPage(app.ctx.db, request.query);
      return reply.header(SEARCH_LIST_TOTAL_HEADER, String(total)).header('cache-control', 'no-store').send(entries);
    },
  );
}
