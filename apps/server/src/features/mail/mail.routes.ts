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

/** GET /api/mail and POST /api/mount_search_results/token/{token}/email (anonymous; docs/api.md, "Limits"). */
export async function mailRoutes(instance: FastifyInstance, { mail }: { mail: Mail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/mail',
    {
      schema: {
        summary: 'Whether the server sends e-mail',
        description:
          'mail_enabled is true when SMTP_URL is set; otherwise nothing is queued and the web app hides ' +
          'the e-mail features.',
        response: { 200: mailStatus, ...errorResponses },
      },
    },
    async () => ({ mail_enabled: mail.enabled }),
  );

  app.post(
    '/api/mount_search_results/token/:token/email',
    {
      schema: {
        summary: 'E-mail me this report',
        description:
          "Queues the report (its link and the PDF) to the search's own customer_email, which the answer never " +
          'shows; the body is empty or {} (any field is a 422). Limits, shared by every instance: 3 in any 24 ' +
          'hours to one recipient address, and MAIL_REPORTS_PER_CLIENT_HOUR (10) an hour from one client address: ' +
          '429 with Retry-After. The message names nobody and shows the typed name, company and location only as ' +
          'quoted, defanged text. 404 for an unknown token or a result without a fit; 503 without SMTP_URL.',
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
