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
 * A reseller's price list (the price list calls at /api/docs), for administrators and that reseller's own users
 * (another reseller's user: 403): read, save, export as CSV and import a CSV (dry run first).
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
      schema: {
        summary: "A reseller's price list",
        description:
          'Its currency and valid_from (null before the first save) and a price per part: each active mount, the ' +
          'trays of a mount whose trays are separate parts, and each active block type (mounts by part number, ' +
          'then trays, then block types). A part without a price is on request (null). Administrators for any ' +
          'reseller, a reseller user for its own (403 otherwise); 404 for an unknown reseller.',
        params: recordPath,
        response: { 200: priceList, ...errorResponses },
      },
    },
    async (request) => getPriceList(db, resellerIdOf(request)),
  );
  app.put(
    path,
    {
      onRequest: app.authenticate,
      config,
      schema: {
        summary: "Save a reseller's price list",
        description:
          'currency (ISO 4217 with cents: USD, CAD, MXN, EUR, GBP, AUD, NZD, CHF, SEK, NOK, DKK), valid_from ' +
          '(YYYY-MM-DD, UTC) and up to 10,000 prices: those sent are set (blank or null: back on request), the ' +
          'others kept. A price has at most 2 decimals, 0 to 10,000,000, and is stored in integer cents. A save ' +
          'that changes something is one history entry and moves lock_version on. lock_version names the version ' +
          'read: when another save came first, 409 with who, when, and the list as it is now (current), nothing ' +
          'written; without it the save overwrites (last writer wins). A change of currency that would re-label ' +
          'prices the save does not set is a 422 on currency naming them, unless confirm_currency_change is true. ' +
          'Results already saved keep the prices they were given.',
        params: recordPath,
        body: priceListUpdate,
        response: { 200: priceList, ...errorResponses },
      },
    },
    async (request) => updatePriceList(db, resellerIdOf(request), request.body, actorOf(request)),
  );
  app.get(
    `${path}.csv`,
    {
      onRequest: app.authenticate,
      config,
      schema: {
        summary: "Export a reseller's price list",
        description:
          'price-list-{id}.csv: item_type, item_id, part_number, description, unit_price, currency, valid_from, ' +
          'one row per part, prices with 2 decimals, an empty cell on request (byte-order mark and formula ' +
          'escaping as every CSV of the API).',
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
        summary: "Import a reseller's price list",
        description:
          "The file is the body (text/csv; at most 2 MB), in the export's columns. Every row names the same " +
          "currency and day (they become the list's); part_number and description are for reading only; a part " +
          "not in the file keeps its price. 200: each row's price before and after. dry_run=true changes " +
          'nothing; otherwise the changed prices are saved in one transaction with one history entry. A refused ' +
          'row or a bad file: 422 with "Line N: …" messages and the report, nothing stored.',
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
