import {
  errorResponses,
  listQuery,
  mount,
  mountCreateRequest,
  mountList,
  mountUpdateRequest,
  recordPath,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdOr404, registerAdminWrites } from '../../routes/admin-writes.js';
import { createMount, findMount, listMounts, setMountDeleted, updateMount } from './mounts.service.js';

/** Mounts: administrators only (anonymous visitors see mounts only inside a saved result). */
export async function mountRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/api/mounts',
    {
      onRequest: app.authenticate,
      schema: { querystring: listQuery, response: { 200: mountList, ...errorResponses } },
    },
    async (request) => listMounts(db, { includeInactive: request.query.include_inactive }),
  );

  app.get(
    '/api/mounts/:id',
    { onRequest: app.authenticate, schema: { params: recordPath, response: { 200: mount, ...errorResponses } } },
    async (request) => findMount(db, recordIdOr404(request.params.id)),
  );

  registerAdminWrites(app, {
    path: '/api/mounts',
    createBody: mountCreateRequest,
    updateBody: mountUpdateRequest,
    response: mount,
    create: (input) => createMount(db, input),
    update: (id, input) => updateMount(db, id, input),
    deactivate: (id) => setMountDeleted(db, id, true),
    reactivate: (id) => setMountDeleted(db, id, false),
  });
}
