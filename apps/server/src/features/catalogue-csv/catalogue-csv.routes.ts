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
 * The catalogue as CSV, for administrators (the catalogue CSV calls at /api/docs): GET
 * /api/{antennas|mounts}/export.csv and POST /api/{antennas|mounts}/import[?dry_run=true] with the file as the request
 * body, up to 10 MB (the rest of the API keeps BODY_LIMIT).
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
          summary: `Export ${entity.entity}.csv`,
          description:
            `Every ${entity.entity.slice(0, -1)}, deactivated ones included, by id, as the import reads it: the ` +
            `header row ${entity.columns.join(', ')}, then one row a record; numbers written exactly, flags ` +
            'true/false, empty cells for null, list cells ' +
            'joined with " | " (any number of ids), and the lock_version of each record. Starts with a UTF-8 ' +
            'byte-order mark unless bom=false; cells are formula-escaped and quoted as every CSV of the API ' +
            '(docs/api.md, "CSV files"), and the import takes the apostrophes off again.',
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
          summary: `Import ${entity.entity}.csv`,
          description:
            'The file is the body (text/csv, text/plain or application/octet-stream; 415 otherwise), at most ' +
            '10 MB (413 beyond) and 20,000 rows, in UTF-8, UTF-16 with its mark or Windows-1252, separated by ' +
            'commas, semicolons or tabs as its header is (a line with another separator, or a byte the encoding ' +
            'does not read: 422 naming the line). The header names ' +
            "exactly the export's columns, in any order (lock_version may be left out). A row with a blank id " +
            "creates a record; one with an id replaces that record's fields, images and links; records the file " +
            'does not name stay as they are; activation is not in the file. Each row is checked as the create of ' +
            'the entity (same messages), then: its id names a record and appears once, the unique key appears ' +
            'once and belongs to no record the file does not name, linked ids exist, and its lock_version is still ' +
            "the record's (else refused, naming the fields that differ). Yes/no cells take true/false, yes/no, " +
            "1/0 in any case. 200: a report of every row (created, updated with each changed cell's old and new " +
            'text, unchanged, refused). dry_run=true writes nothing; otherwise every row is written in one ' +
            'transaction with a history entry each. Any refused row or unreadable file: 422 with the messages ' +
            '(the first 50 as "Line N: …") and the report, and nothing written.',
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
