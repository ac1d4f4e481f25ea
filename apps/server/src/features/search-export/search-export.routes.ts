import {
  DEEP_PAGE,
  errorResponses,
  isTooDeep,
  LEAD_STATUSES,
  leadStatusCounts,
  SEARCH_EXPORT_COLUMNS,
  SEARCH_EXPORT_FILE_NAME,
  SEARCH_LIST_TOTAL_HEADER,
  searchExportCsv,
  searchExportList,
  searchExportQuery,
  searchFilters,
  UNKNOWN_RESELLER,
  type SearchFilters,
} from '@nprm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../csv-file.js';
import { ApiError } from '../../errors.js';
import { resellerScope } from '../../plugins/roles.js';
import { searchesCsv, toExportRow } from './csv.js';
import {
  countSearches,
  countSearchesByStatus,
  refreshSearchStatistics,
  resellerExists,
  searchPages,
  searchExportPage,
} from './search-export.repository.js';

/** The JSON page is checked against its schema; the CSV is a stream, which Fastify sends without serializing. */
const exportResponses = {
  content: { 'application/json': { schema: searchExportList }, 'text/csv': { schema: searchExportCsv } },
};

/**
 * Search export for administrators (GET /api/mount_search_results at /api/docs): the searches matching the filters
 * (reseller, from/to days in UTC, fit) as a streamed CSV with Accept: text/csv, else one page of them as JSON (newest
 * first; `page` from 1, `limit` rows, 20 unless given) with the total in x-total-count. Result links are on each
 * search's reseller's domain.
 */
export async function searchExportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  const schema = {
    summary: 'The saved searches (leads), as JSON or CSV',
    description:
      'The searches matching the filters, newest first. Filters: reseller_id (422 when it names no reseller; a ' +
      "reseller user always gets its own reseller's, whatever it sends), from and to (whole UTC days, both " +
      'included), fit (true/false), q (name, company or e-mail contains it, any case; at most 100), status (the ' +
      'lead status). With Accept: text/csv: search-results.csv, every matching search, streamed, with the ' +
      'byte-order mark unless bom=false and formula-escaped cells. Otherwise one JSON page (page from 1, limit ' +
      '1–1000, default 20) with the total in x-total-count; a page reaching past the 100,000th row is a 422 (use ' +
      'the filters or the CSV). A search without a fit has empty mount cells, no_fit saying why and no ' +
      "result_url; result_url is on the search's own reseller's domain. Each row ends with the lead's status, " +
      'assignee, notes and quote requests, and the bill of materials as stored. The CSV columns, in order: ' +
      `${SEARCH_EXPORT_COLUMNS.join(', ')}; a JSON row has them after its id, token and reseller_id.`,
    querystring: searchExportQuery,
    response: { 200: exportResponses, ...errorResponses },
  };
  // Reseller users see their own reseller's searches only, whatever reseller_id they send.
  const config = { resellerUsers: {} };

  /** The list's filters as asked: an administrator's must name a reseller; a reseller user is kept to its own. */
  async function scopedFilters(request: FastifyRequest, query: SearchFilters): Promise<SearchFilters> {
    const { reseller_id, from, to, fit, q } = query;
    if (
      request.access?.role !== 'reseller_user' &&
      reseller_id !== undefined &&
      !(await resellerExists(db, reseller_id))
    )
      throw ApiError.validation({ reseller_id: [UNKNOWN_RESELLER] });
    return { reseller_id: resellerScope(request, reseller_id), from, to, fit, q };
  }
  app.get('/api/mount_search_results', { onRequest: app.authenticate, config, schema }, async (request, reply) => {
    const filters = { ...(await scopedFilters(request, request.query)), status: request.query.status };
    const links = app.ctx.config;
    if (/\btext\/csv\b/i.test(request.headers.accept ?? '')) {
      await refreshSearchStatistics(app.ctx.database);
      const csv = searchesCsv(searchPages(db, { filters }), links);
      return sendCsv(reply, { name: SEARCH_EXPORT_FILE_NAME, bom: request.query.bom }, csv);
    }
    const { page, limit } = request.query;
    if (isTooDeep(page, limit)) throw ApiError.validation({ page: [DEEP_PAGE] });
    const [records, total] = await Promise.all([
      searchExportPage(db, { filters, offset: (page - 1) * limit, limit }),
      countSearches(db, filters),
    ]);
    return reply
      .header(SEARCH_LIST_TOTAL_HEADER, String(total))
      .header('cache-control', 'no-store')
      .send(records.map((record) => toExportRow(record, links)));
  });

  // The leads list's count per status (the lead calls at /api/docs), under the list's other filters.
  app.get(
    '/api/leads/counts',
    {
      onRequest: app.authenticate,
      config,
      schema: {
        summary: 'Leads per status',
        description:
          "The number of leads in each status under the list's other filters (reseller_id, from, to, fit, q); a " +
          "lead never saved is new. A reseller user's are its own.",
        querystring: searchFilters,
        response: { 200: leadStatusCounts, ...errorResponses },
      },
    },
    async (request) => {
      const byStatus = await countSearchesByStatus(db, await scopedFilters(request, request.query));
      const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]));
      return {
        counts: counts as Record<(typeof LEAD_STATUSES)[number], number>,
        total: [...byStatus.values()].reduce((a, b) => a + b, 0),
      };
    },
  );
}
