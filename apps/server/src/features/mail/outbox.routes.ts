import { errorResponses, outboundEmail, outboxFailedCount, outboxPage, outboxQuery, recordPath } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import { recordIdOr404 } from '../../routes/admin-resource.js';
import type { Mail } from './mail.service.js';
import { countFailedEmails, findOutboundEmail, readOutbox } from './outbox.repository.js';
import { cancelOutboundEmail, retryEmail, sendEmailNow } from './outbox.service.js';

const PATH = '/api/outbound_emails';

/**
 * The outbox (the outbox calls at /api/docs), administrators only (default deny: no reseller user is let in): the
 * queue's pages, its count of failed messages, and retry, send now and cancel. Answers are never cached: the queue moves.
 */
export async function outboxRoutes(instance: FastifyInstance, { mail }: { mail: Mail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    PATH,
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The outbox',
        description:
          'Queued e-mails, newest first: status (pending, sending, sent, failed, cancelled; blank: all), page ≥ 1, ' +
          'limit 1–200 (50). total counts the filtered messages, counts the whole queue by status. A message shows ' +
          'its kind, recipient, subject, attempts and last error, never its body (its links carry result tokens). ' +
          'A worker in every instance sends, retrying with backoff (30 s doubling to 1 h, 8 attempts, then failed).',
        querystring: outboxQuery,
        response: { 200: outboxPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const read = await readOutbox(db, query);
      return reply.header('cache-control', 'no-store').send({ ...read, page: query.page, limit: query.limit });
    },
  );

  app.get(
    `${PATH}/failed_count`,
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'How many e-mails failed',
        description: "The admin navigation's badge: the number of failed messages.",
        response: { 200: outboxFailedCount, ...errorResponses },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ failed: await countFailedEmails(db) }),
  );

  const action = (summary: string, description: string) => ({
    onRequest: app.authenticate,
    schema: {
      summary,
      description:
        `${description} Locks the message first and writes a history entry in the same transaction; 409 when its ` +
        'status does not allow it (such as a message a worker holds).',
      params: recordPath,
      response: { 200: outboundEmail, ...errorResponses },
    },
  });
  const retry = action(
    'Retry a failed e-mail',
    'A failed message goes back to pending, due now, with attempts reset to 0 (a full round of 8 again).',
  );
  const sendNow = action(
    'Send an e-mail now',
    'A pending message (waiting for its next attempt) is sent in this request, instead of at its time: the answer ' +
      'is the message afterwards, sent, or pending again with the attempt counted and its error when the mail ' +
      'server refused it.',
  );
  const cancel = action('Cancel an e-mail', 'A pending or failed message becomes cancelled: no worker sends it.');

  app.post(`${PATH}/:id/retry`, retry, async (request) => {
    const retried = await retryEmail(db, recordIdOr404(request.params.id), actorOf(request), mail.now());
    // Due now: this instance's worker takes it at once; the others find it at their next poll.
    mail.wake();
    return retried;
  });

  app.post(`${PATH}/:id/send_now`, sendNow, async (request) => {
    const id = recordIdOr404(request.params.id);
    const due = await sendEmailNow(db, id, actorOf(request), mail.now());
    await mail.sendNow(id);
    return (await findOutboundEmail(db, id)) ?? due;
  });

  app.post(`${PATH}/:id/cancel`, cancel, async (request) =>
    cancelOutboundEmail(db, recordIdOr404(request.params.id), actorOf(request)),
  );
}
