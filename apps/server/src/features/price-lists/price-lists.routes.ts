import {
  errorResponses,
  priceList,
  priceListCsvFileName,
  priceListExportQuery,
  priceListImportQuery,
  priceListImportRefusal,
  priceListImportReport,
  priceListUpdate,
  recordPath,
} from '@nprm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../csv-file.js';
import { ApiError } from '../../errors.js';
import { actorOf } from '../../plugins/roles.js';
import { pathReseller } from '../resellers/index.js';
import { exportPriceList, importPriceList } from './price-list-csv.js';
import { getPriceList, updatePriceList } from './price-lists.service.js';

/** The file's content types the import reads; anything else is 415. */
const CSV_CONTENT_TYPES = ['text/csv', 'text/plain', 'application/octet-stream'];
/** A price list file of every part of a large catalogue stays well under this. */
const PRICE_LIST_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The reseller of the path, or 404 for a path that names none. */
function resellerIdOf(request: FastifyRequest): number {
  const id = pathReseller(request);
  if (id === undefined) throw ApiError.notFound();
  return id;
}

/**
 * A reseller's price list (docs/api.md, "Price lists"), for administrators and that reseller's own users (another
 * reseller's user: 403): read, save, export as CSV and import a CSV (dry run first).
 */
export async function priceListRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.addContentTypeParser(
    CSV_CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: PRICE_LIST_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const config = { resellerUsers: { reseller: pathReseller } };
  const path = '/api/resellers/:id/price_list';

  app.get(
    path,
    {
      onRequest: app.authenticate,
      config,
      schema: { params: recordPath, response: { 200: priceList, ...errorResponses } },
    },
    async (request) => getPriceList(db, resellerIdOf(request)),
  );
  app.put(
    path,
    {
      onRequest: app.authenticate,
      config,
      schema: { params: recordPath, body: priceListUpdate, response: { 200: priceList, ...errorResponses } },
    },
    async (request) => updatePriceList(db, resellerIdOf(request), request.body, actorOf(request)),
  );
  app.get(
    `${path}.csv`,
    {
      onRequest: app.authenticate,
      config,
      schema: {
        params: recordPath,
        querystring: priceListExportQuery,
        response: { 200: { content: { 'text/csv': { schema: z.string() } } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = resellerIdOf(request);
      const csv = await exportPriceList(db, id);
      return sendCsv(reply, { name: priceListCsvFileName(id), bom: request.query.bom }, csv);
    },
  );
  app.post(
    `${path}/import`,
    {
      onRequest: app.authenticate,
      config,
      bodyLimit: PRICE_LIST_IMPORT_MAX_BYTES,
      schema: {
        params: recordPath,
        querystring: priceListImportQuery,
        response: { 200: priceListImportReport, ...errorResponses, 422: priceListImportRefusal },
      },
    },
    async (request) =>
      importPriceList(db, resellerIdOf(request), request.body, {
        dryRun: request.query.dry_run,
        actor: actorOf(request),
      }),
  );
}
