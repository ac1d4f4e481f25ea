import {
  CATALOGUE_IMPORT_MAX_BYTES,
  catalogueCsvFileName,
  catalogueExportQuery,
  catalogueImportQuery,
  catalogueImportRefusal,
  catalogueImportReport,
  errorResponses,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../csv-file.js';
import { actorOf } from '../../plugins/roles.js';
import { CSV_ENTITIES } from './catalogue-csv.entities.js';
import { exportCatalogue, importCatalogue } from './catalogue-csv.service.js';

/** The file's content types the import reads as text; anything else is 415. */
const CSV_CONTENT_TYPES = ['text/csv', 'text/plain', 'application/octet-stream'];

/**
 * The catalogue as CSV, for administrators (docs/api.md, "Catalogue CSV"): GET /api/{antennas|mounts}/export.csv
 * and POST /api/{antennas|mounts}/import[?dry_run=true] with the file as the request body, up to 10 MB (the rest
 * of the API keeps BODY_LIMIT).
 */
export async function catalogueCsvRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  // Registered in this plugin only: the other routes still take JSON alone.
  app.addContentTypeParser(
    CSV_CONTENT_TYPES,
    // Bytes, not a string: the import finds the file's encoding (UTF-8, UTF-16, Windows-1252) itself.
    { parseAs: 'buffer', bodyLimit: CATALOGUE_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  for (const entity of Object.values(CSV_ENTITIES)) {
    const path = `/api/${entity.entity}`;
    app.get(
      `${path}/export.csv`,
      {
        onRequest: app.authenticate,
        schema: {
          querystring: catalogueExportQuery,
          response: { 200: { content: { 'text/csv': { schema: z.string() } } }, ...errorResponses },
        },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          { name: catalogueCsvFileName(entity.entity), bom: request.query.bom },
          await exportCatalogue(db, entity),
        ),
    );
    app.post(
      `${path}/import`,
      {
        onRequest: app.authenticate,
        bodyLimit: CATALOGUE_IMPORT_MAX_BYTES,
        config: { docs: { body: { 'text/csv': z.string() } } },
        schema: {
          querystring: catalogueImportQuery,
          response: { 200: catalogueImportReport, ...errorResponses, 422: catalogueImportRefusal },
        },
      },
      async (request) => {
        const result = await importCatalogue(db, entity, request.body, {
          dryRun: request.query.dry_run,
          actor: actorOf(request),
        });
        if (result.applied) app.ctx.catalogue.changed();
        return result;
      },
    );
  }
}
