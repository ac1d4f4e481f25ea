import { bulkActionResult, errorResponses, leadBulkRequest } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import { refuseOtherResellers } from '../../routes/admin-bulk.js';
import { bulkUpdateLeads } from './leads-bulk.service.js';
import { leadReseller } from './leads.repository.js';

/** The leads list's bulk call: a status or an assignee on many leads at once (docs/api.md, "Bulk actions"). */
export async function leadBulkRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.post(
    '/api/leads/bulk_actions',
    {
      onRequest: app.authenticate,
      // A reseller user for its own reseller's leads only: checked on every id below.
      config: { resellerUsers: {} },
      schema: {
        summary: 'Set the status or assignee of many leads',
        description:
          'ids: 1 to 1,000 leads (search ids), none twice; status (new, contacted, quoted, won, lost), ' +
          'assigned_user_id (null: nobody) or both (422 on base with neither; 422 on assigned_user_id when it ' +
          'names no enabled administrator or reseller user). lock_versions, optional, maps ids to the versions ' +
          'read. One transaction, one history entry per lead changed. 200 with each row: changed, unchanged ' +
          "(already so) or refused with the reason (not found, changed meanwhile, the assignee not of the lead's " +
          'reseller), and the counts. A reseller user for its own leads only: any other id (or a lead of no ' +
          'reseller) is a 403 and nothing is written.',
        body: leadBulkRequest,
        response: { 200: bulkActionResult, ...errorResponses },
      },
    },
    async (request) => {
      // A lead of no reseller is no reseller user's: -1 names no reseller, so the check refuses it.
      await refuseOtherResellers(request, request.body.ids, async (id) => {
        const reseller = await leadReseller(db, id);
        return reseller === null ? -1 : reseller;
      });
      return bulkUpdateLeads(db, actorOf(request), request.body);
    },
  );
}
