import {
  errorBody,
  errorResponses,
  lead,
  leadUpdateRequest,
  quoteRequestAccepted,
  quoteRequestBody,
  recordPath,
  resultTokenParams,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import { recordIdOr404 } from '../../routes/admin-resource.js';
import { parseRecordId } from '@nprm/contracts';
import { leadReseller } from './leads.repository.js';
import { leadRecord, updateLead } from './leads.service.js';
import { requestQuote, type QuoteMail } from './quote-requests.service.js';

/**
 * Quote requests (the visitor, by share token) and the lead pipeline (administrators, and reseller users for their
 * own reseller's leads: 403 on another's): docs/api.md, "Quote requests" and "Lead pipeline".
 */
export async function leadRoutes(instance: FastifyInstance, { mail }: { mail: QuoteMail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  app.post(
    '/api/mount_search_results/token/:token/quote_requests',
    {
      schema: {
        params: resultTokenParams,
        body: quoteRequestBody,
        response: { 201: quoteRequestAccepted, ...errorResponses, 429: errorBody },
      },
    },
    async (request, reply) => {
      const quote = await requestQuote({ db, config, mail }, request.params.token, request.body, request.ip);
      return reply.status(201).send(quote);
    },
  );

  // A reseller user reaches its own reseller's leads only; an unknown lead is the handler's 404.
  const ownLead = {
    resellerUsers: {
      reseller: async (request: { params: unknown }) => {
        const id = parseRecordId((request.params as { id: string }).id);
        const reseller = id === null ? undefined : await leadReseller(db, id);
        // A lead of no reseller is no reseller user's: -1 names no reseller, so the guard answers 403.
        return reseller === null ? -1 : reseller;
      },
    },
  };
  app.get(
    '/api/leads/:id',
    {
      onRequest: app.authenticate,
      config: ownLead,
      schema: { params: recordPath, response: { 200: lead, ...errorResponses } },
    },
    async (request) => leadRecord(db, recordIdOr404(request.params.id)),
  );
  app.put(
    '/api/leads/:id',
    {
      onRequest: app.authenticate,
      config: ownLead,
      schema: { params: recordPath, body: leadUpdateRequest, response: { 200: lead, ...errorResponses } },
    },
    async (request) => updateLead(db, actorOf(request), recordIdOr404(request.params.id), request.body),
  );
}
