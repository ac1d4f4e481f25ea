import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binaryFile, errorResponses, reportFileName, reportPdfQuery, resultTokenParams } from '@nprm/contracts';
import { findSavedResult } from '../mount-search/index.js';
import { reportEtag, reportPdfInput, type ReportPdfs } from './report-cache.js';

/** Whether an If-None-Match header names `etag` (or is `*`); a weak W/ tag compares by its value. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/**
 * GET /api/mount_search_results/token/{token}/report.pdf (anonymous, like the result it prints; docs/api.md,
 * "Calculation report"): the saved result's report as a PDF download named after its reference. An unknown or
 * malformed token and a search without a fit are 404, as for the result itself.
 */
export async function reportRoutes(
  instance: FastifyInstance,
  { reportPdfs }: { reportPdfs: ReportPdfs },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/mount_search_results/token/:token/report.pdf',
    // 200 is binary and sent as it is; only the error bodies have a schema.
    {
      schema: { params: resultTokenParams, querystring: reportPdfQuery, response: { ...errorResponses } },
      config: { docs: { responses: { 200: { content: { 'application/pdf': binaryFile } }, 304: {} } } },
    },
    async (request, reply) => {
      const { saved, result } = await findSavedResult(app.ctx.db, app.ctx.config, request.params.token);
      const input = await reportPdfInput({ db: app.ctx.db, webDist: app.ctx.config.webDist }, saved, result, {
        timeZone: request.query.time_zone,
        paper: request.query.paper,
      });
      const etag = reportEtag(input);
      // The client revalidates each time (the result or its branding may change); an unchanged PDF is a 304.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined as never);
      const pdf = await reportPdfs.pdf(input, etag);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${reportFileName(result.reference)}"`)
          // Bytes, sent as they are: the error schemas type send(), and a Buffer is never serialized.
          .send(pdf as never)
      );
    },
  );
}
