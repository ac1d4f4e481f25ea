import { mountCreateRequest, mountListQuery, mountUpdateRequest, recordPath } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdOr404, registerAdminWrites } from '../../routes/admin-writes.js';
import { createMount, findMount, listMounts, setMountDeleted, updateMount } from './mounts.service.js';

/** Mounts: administrators only (anonymous visitors see mounts only inside a saved result). */
export async function mountRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get('/api/mounts', { onRequest: app.authenticate, schema: { querystring: mountListQuery } }, async (request) =>
    listMounts(db, { includeInactive: request.query.include_inactive }),
  );

  app.get('/api/mounts/:id', { onRequest: app.authenticate, schema: { params: recordPath } }, async (request) =>
    findMount(db, recordIdOr404(request.params.id)),
  );

  registerAdminWrites(app, {
    path: '/api/mounts',
    createBody: mountCreateRequest,
    updateBody: mountUpdateRequest,
    create: (input) => createMount(db, input),
    update: (id, input) => updateMount(db, id, input),
    deactivate: (id) => setMountDeleted(db, id, true),
    reactivate: (id) => setMountDeleted(db, id, false),
  });
}
