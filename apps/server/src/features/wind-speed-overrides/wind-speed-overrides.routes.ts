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

/** Wind speed overrides: administrators only, read and write (docs/api.md, "Wind speed overrides"). */
export async function windSpeedOverrideRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/wind_speed_overrides/import',
    {
      onRequest: app.authenticate,
      // A CSV of every county is about 250 KB: the import takes up to 1 MiB whatever BODY_LIMIT says.
      bodyLimit: Math.max(app.ctx.config.bodyLimit, IMPORT_BODY_LIMIT),
      schema: {
        body: windSpeedOverrideImportRequest,
        response: { 200: windSpeedOverrideImportResult, ...errorResponses },
      },
    },
    async (request) => importOverrides(db, request.body, actorOf(request)),
  );
  registerAdminResource(app, {
    path: '/api/wind_speed_overrides',
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
  });
}
