import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, reportFileName, reportPdfQuery, resultTokenParams } from '@nprm/contracts';
import { findSavedResult } from '../mount-search/index.js';
import { renderReportPdf, reportBranding } from './report-pdf.js';

/**
 * GET /api/mount_search_results/token/{token}/report.pdf (anonymous, like the result it prints; docs/api.md,
 * "Calculation report"): the saved result's report as a PDF download named after its reference. An unknown or
 * malformed token and a search without a fit are 404, as for the result itself.
 */
export async function reportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/mount_search_results/token/:token/report.pdf',
    // 200 is binary and sent as it is; only the error bodies have a schema.
    { schema: { params: resultTokenParams, querystring: reportPdfQuery, response: { ...errorResponses } } },
    async (request, reply) => {
      const { saved, result } = await findSavedResult(app.ctx.db, app.ctx.config, request.params.token);
      const pdf = await renderReportPdf(result, reportBranding(result), {
        timeZone: request.query.time_zone,
        paper: request.query.paper,
        legacyTrace: saved.legacy_calculations,
      });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${reportFileName(result.reference)}"`)
          .header('cache-control', 'no-store')
          // Bytes, sent as they are: the error schemas type send(), and a Buffer is never serialized.
          .send(pdf as never)
      );
    },
  );
}
