import {
  errorResponses,
  listQuery,
  recordPath,
  roofType,
  roofTypeCreateRequest,
  roofTypeList,
  roofTypeUpdateRequest,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdOr404, registerAdminWrites } from '../../routes/admin-writes.js';
import {
  createRoofType,
  findRoofType,
  listRoofTypes,
  setRoofTypeDeleted,
  updateRoofType,
} from './roof-types.service.js';

/** Roof types: anonymous callers read active ones; administrators manage them (docs/api.md, O-17). */
export async function roofTypeRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/api/roof_types',
    { onRequest: app.identify, schema: { querystring: listQuery, response: { 200: roofTypeList, ...errorResponses } } },
    async (request) =>
      listRoofTypes(db, { includeInactive: request.query.include_inactive && request.session !== null }),
  );

  app.get(
    '/api/roof_types/:id',
    { onRequest: app.identify, schema: { params: recordPath, response: { 200: roofType, ...errorResponses } } },
    async (request) =>
      findRoofType(db, recordIdOr404(request.params.id), { includeInactive: request.session !== null }),
  );

  registerAdminWrites(app, {
    path: '/api/roof_types',
    createBody: roofTypeCreateRequest,
    updateBody: roofTypeUpdateRequest,
    response: roofType,
    create: (input) => createRoofType(db, input),
    update: (id, input) => updateRoofType(db, id, input),
    deactivate: (id) => setRoofTypeDeleted(db, id, true),
    reactivate: (id) => setRoofTypeDeleted(db, id, false),
  });
}
