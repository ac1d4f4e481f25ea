import {
  errorResponses,
  SEARCH_EXPORT_FILE_NAME,
  SEARCH_LIST_TOTAL_HEADER,
  searchExportCsv,
  searchExportList,
  searchExportQuery,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resellerScope } from '../../plugins/roles.js';
import { searchesCsv, toExportRow } from './csv.js';
import { countSearches, refreshSearchStatistics, searchPages, searchExportPage } from './search-export.repository.js';

/** The JSON page is checked against its schema; the CSV is a stream, which Fastify sends without serializing. */
const exportResponses = {
  content: { 'application/json': { schema: searchExportList }, 'text/csv': { schema: searchExportCsv } },
};

/**
 * Search export for administrators: a streamed CSV of every search with Accept: text/csv, else one page of the
 * searches as JSON (newest first; `page` from 1, `limit` rows, 20 unless given) with the total in x-total-count.
 */

export async function searchExportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  const schema = { querystring: searchExportQuery, response: { 200: exportResponses, ...errorResponses } };
  // Reseller users see their own reseller's searches only, whatever reseller_id they send.
  const config = { resellerUsers: {} };
  app.get('/api/mount_search_results', { onRequest: app.authenticate, config, schema }, async (request, reply) => {
    const origin = `${request.protocol}://${(request.host as string | undefined) ?? app.ctx.config.host}`;
    const resellerId = resellerScope(request, request.query.reseller_id);
    if (/\btext\/csv\b/i.test(request.headers.accept ?? '')) {
      await refreshSearchStatistics(app.ctx.database);
      const csv = searchesCsv(searchPages(db, { resellerId }), origin);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${SEARCH_EXPORT_FILE_NAME}"`)
          .header('cache-control', 'no-store')
          // The CSV text of the schema, as a stream: Fastify sends streams as they are, without serializing.
          .send(csv as unknown as string)
      );
    }
    const { page, limit } = request.query;
    const [records, total] = await Promise.all([
      searchExportPage(db, { resellerId, offset: (page - 1) * limit, limit }),
      countSearches(db, { resellerId }),
    ]);
    return reply
      .header(SEARCH_LIST_TOTAL_HEADER, String(total))
      .header('cache-control', 'no-store')
      .send(records.map((record) => toExportRow(record, origin)));
  });
}
