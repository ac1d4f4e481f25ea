import {
  EMAIL_REPORT_QUEUED,
  emailReportAccepted,
  emailReportRequest,
  errorBody,
  errorResponses,
  mailStatus,
  resultTokenParams,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Mail } from './mail.service.js';

/** GET /api/mail and POST /api/mount_search_results/token/{token}/email (anonymous; docs/api.md, "E-mail"). */
export async function mailRoutes(instance: FastifyInstance, { mail }: { mail: Mail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/mail', { schema: { response: { 200: mailStatus, ...errorResponses } } }, async () => ({
    mail_enabled: mail.enabled,
  }));

  app.post(
    '/api/mount_search_results/token/:token/email',
    {
      schema: {
        params: resultTokenParams,
        body: emailReportRequest,
        response: { 202: emailReportAccepted, ...errorResponses, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      await mail.emailReport(request.params.token, request.ip);
      return reply.status(202).send({ status: 'queued', message: EMAIL_REPORT_QUEUED });
    },
  );
}
