import { errorResponses, outboundEmail, outboxFailedCount, outboxPage, outboxQuery, recordPath } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import { recordIdOr404 } from '../../routes/admin-resource.js';
import type { Mail } from './mail.service.js';
import { countFailedEmails, readOutbox } from './outbox.repository.js';
import { cancelOutboundEmail, retryEmail } from './outbox.service.js';

const PATH = '/api/outbound_emails';

/**
 * The outbox (docs/api.md, "Outbox"), administrators only (default deny: no reseller user is let in): the queue's
 * pages, its count of failed messages, and retry and cancel. Answers are never cached: the queue moves.
 */
export async function outboxRoutes(instance: FastifyInstance, { mail }: { mail: Mail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    PATH,
    {
      onRequest: app.authenticate,
      schema: { querystring: outboxQuery, response: { 200: outboxPage, ...errorResponses } },
    },
    async (request, reply) => {
      const { query } = request;
      const read = await readOutbox(db, query);
      return reply.header('cache-control', 'no-store').send({ ...read, page: query.page, limit: query.limit });
    },
  );

  app.get(
    `${PATH}/failed_count`,
    { onRequest: app.authenticate, schema: { response: { 200: outboxFailedCount, ...errorResponses } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ failed: await countFailedEmails(db) }),
  );

  const action = {
    onRequest: app.authenticate,
    schema: { params: recordPath, response: { 200: outboundEmail, ...errorResponses } },
  };

  app.post(`${PATH}/:id/retry`, action, async (request) => {
    const retried = await retryEmail(db, recordIdOr404(request.params.id), actorOf(request), mail.now());
    // Due now: this instance's worker takes it at once; the others find it at their next poll.
    mail.wake();
    return retried;
  });

  app.post(`${PATH}/:id/cancel`, action, async (request) =>
    cancelOutboundEmail(db, recordIdOr404(request.params.id), actorOf(request)),
  );
}
