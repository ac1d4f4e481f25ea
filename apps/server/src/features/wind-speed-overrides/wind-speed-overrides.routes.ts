import {
  errorResponses,
  listQuery,
  windSpeedOverride,
  windSpeedOverrideCreateRequest,
  windSpeedOverrideImportRequest,
  windSpeedOverrideImportResult,
  windSpeedOverrideList,
  windSpeedOverrideUpdateRequest,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import { registerAdminResource } from '../../routes/admin-resource.js';
import {
  findOverride,
  importOverrides,
  listOverrides,
  windSpeedOverrideService,
} from './wind-speed-overrides.service.js';
import { windSpeedOverrides } from '../../db/tables.js';

const IMPORT_BODY_LIMIT = 1024 * 1024;

/** Wind speed overrides: administrators only, read and write (the wind speed override calls at /api/docs). */
export async function windSpeedOverrideRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/wind_speed_overrides/import',
    {
      onRequest: app.authenticate,
      // A CSV of every county is about 250 KB: the import takes up to 1 MiB whatever BODY_LIMIT says.
      bodyLimit: Math.max(app.ctx.config.bodyLimit, IMPORT_BODY_LIMIT),
      schema: {
        summary: 'Import wind speed overrides from CSV',
        description:
          '{csv, dry_run?}: CSV text with the header fips,wind_speed,source,note (note may be left out; names ' +
          'ignore case), up to 1,000,000 characters. Every row is checked as a create, and a county is named ' +
          'once. Any bad row: 422 listing every bad row (up to 100; line 1 is the header), nothing written. ' +
          'Otherwise 200 with the counts: dry_run true writes nothing; else every row is written in one ' +
          'transaction: a county with an override gets the new value and is active again, the others a new one.',
        body: windSpeedOverrideImportRequest,
        response: { 200: windSpeedOverrideImportResult, ...errorResponses },
      },
    },
    async (request) => importOverrides(db, request.body, actorOf(request)),
  );
  registerAdminResource(app, {
    path: '/api/wind_speed_overrides',
    docs: {
      record: 'wind speed override',
      list:
        "Overrides by county FIPS code: an administrator's value for one county, which wins over the bundled " +
        'table for every look-up and search there from the next request, on every instance.',
      create:
        'fips is a 5-digit code of a county the table knows, one override per county (edit or reactivate the ' +
        'existing one). wind_speed is 85–300 mph. source names the document the value comes from and is shown ' +
        'to visitors; note says why (shown in the basis). table_wind_speed in the answer is the bundled value.',
      deactivate: 'The bundled value applies again.',
    },
    table: windSpeedOverrides,
    schemas: {
      listQuery,
      list: windSpeedOverrideList,
      record: windSpeedOverride,
      create: windSpeedOverrideCreateRequest,
      update: windSpeedOverrideUpdateRequest,
    },
    list: {
      access: 'administrators',
      read: ({ query }) => listOverrides(db, { includeInactive: query.include_inactive }),
    },
    find: { access: 'administrators', read: (id) => findOverride(db, id) },
    service: windSpeedOverrideService,
    bulk: {},
  });
}
