import { SEARCH_EXPORT_FILE_NAME, searchExportQuery } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchesCsv, toExportRow } from './csv.js';
import { refreshSearchStatistics, searchPages, searchExportPage } from './search-export.repository.js';

/** Search export for administrators: a streamed CSV with Accept: text/csv, else the newest searches as JSON. */
export async function searchExportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get('/api/mount_search_results', { onRequest: app.authenticate, schema: { querystring: searchExportQuery } }, async (request, reply) => {
    const origin = `${request.protocol}://${(request.host as string | undefined) ?? app.ctx.config.host}`;
    const resellerId = request.query.reseller_id;
    if (/\btext\/csv\b/i.test(request.headers.accept ?? '')) {
      await refreshSearchStatistics(app.ctx.database);
      const csv = searchesCsv(searchPages(db, { resellerId }), origin);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${SEARCH_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    }
    const page = await searchExportPage(db, { resellerId, limit: request.query.limit });
    return page.map((record) => toExportRow(record, origin));
  });
}
