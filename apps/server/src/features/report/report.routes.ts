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
 * GET /api/mount_search_results/token/{token}/report.pdf (anonymous, like the result it prints; its description
 * at /api/docs): the saved result's report as a PDF download named after its reference. An unknown or
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
      schema: {
        summary: 'The report as a PDF',
        description:
          'Anyone with the share token. Attachment R-XXXX-XXXX.pdf (the reference): page 1 the one-page summary ' +
          'a reviewer signs from, then the calculation sheet; fonts embedded, "Page n of N" on every page. paper ' +
          'letter (default) or a4: the content sits in the box both share. time_zone (an IANA name) dates "Date ' +
          'prepared" (UTC when left out). The reseller\'s logo is printed when its logo_url is a path on this ' +
          'site (PNG, JPEG or SVG up to 1 MB); an absolute URL is never fetched. The ETag hashes everything the ' +
          'PDF shows, so If-None-Match with it answers 304 without rendering; Cache-Control private, no-cache. ' +
          'Each instance renders at most PDF_CONCURRENCY (2) at once and keeps the last 64. 404 for an unknown ' +
          'token or a search without a fit.',
        params: resultTokenParams,
        querystring: reportPdfQuery,
        response: { ...errorResponses },
      },
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
