import {
  errorResponses,
  recordPath,
  resellerMount,
  resellerMountCreateRequest,
  resellerMountList,
  resellerMountListQuery,
  resellerMountUpdateRequest,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdOr404, registerAdminWrites } from '../../routes/admin-writes.js';
import { findReseller } from '../resellers/resellers.service.js';
import {
  createResellerMount,
  deactivateResellerMount,
  findResellerMount,
  listResellerMounts,
  reactivateResellerMount,
  updateResellerMount,
} from './reseller-mounts.service.js';

/** Reseller mounts (which mounts a reseller sells, with its own shop URLs): administrators only. */
export async function resellerMountRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/api/resellers/:id/reseller_mounts',
    {
      onRequest: app.authenticate,
      schema: {
        params: recordPath,
        querystring: resellerMountListQuery,
        response: { 200: resellerMountList, ...errorResponses },
      },
    },
    async (request) => {
      const reseller = await findReseller(db, recordIdOr404(request.params.id), { includeInactive: true });
      return listResellerMounts(db, reseller.id, {
        includeInactive: request.query.include_inactive,
        mountId: request.query.mount_id,
      });
    },
  );

  app.get(
    '/api/reseller_mounts/:id',
    {
      onRequest: app.authenticate,
      schema: { params: recordPath, response: { 200: resellerMount, ...errorResponses } },
    },
    async (request) => findResellerMount(db, recordIdOr404(request.params.id)),
  );

  registerAdminWrites(app, {
    path: '/api/reseller_mounts',
    createBody: resellerMountCreateRequest,
    updateBody: resellerMountUpdateRequest,
    response: resellerMount,
    create: (input) => createResellerMount(db, input),
    update: (id, input) => updateResellerMount(db, id, input),
    deactivate: (id) => deactivateResellerMount(db, id),
    reactivate: (id) => reactivateResellerMount(db, id),
  });
}
