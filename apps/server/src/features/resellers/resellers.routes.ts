import {
  errorResponses,
  listQuery,
  publicReseller,
  recordPath,
  reseller,
  resellerCreateRequest,
  resellerList,
  resellerUpdateRequest,
  resellerView,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdOr404, registerAdminWrites } from '../../routes/admin-writes.js';
import {
  createReseller,
  findReseller,
  listResellers,
  resellerForHost,
  setResellerDeleted,
  toPublicReseller,
  updateReseller,
} from './resellers.service.js';

/** Resellers: the page's branding for anyone, the list and changes for administrators (docs/api.md). */
export async function resellerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  // The reseller this host belongs to, else the default reseller, else 404 (the page shows unbranded).
  app.get(
    '/api/resellers/init',
    { schema: { response: { 200: publicReseller, ...errorResponses } } },
    async (request) => {
      // An HTTP/1.0 request may come without a Host header.
      return resellerForHost(db, request.host ?? '', config.defaultResellerDomain);
    },
  );

  app.get(
    '/api/resellers',
    {
      onRequest: app.authenticate,
      schema: { querystring: listQuery, response: { 200: resellerList, ...errorResponses } },
    },
    async (request) => listResellers(db, { includeInactive: request.query.include_inactive }),
  );

  // Anonymous callers get an active reseller's public fields; administrators any reseller with deleted_at.
  app.get(
    '/api/resellers/:id',
    { onRequest: app.identify, schema: { params: recordPath, response: { 200: resellerView, ...errorResponses } } },
    async (request) => {
      const signedIn = request.session !== null;
      const reseller = await findReseller(db, recordIdOr404(request.params.id), { includeInactive: signedIn });
      return signedIn ? reseller : toPublicReseller(reseller);
    },
  );

  registerAdminWrites(app, {
    path: '/api/resellers',
    createBody: resellerCreateRequest,
    updateBody: resellerUpdateRequest,
    response: reseller,
    create: (input) => createReseller(db, input),
    update: (id, input) => updateReseller(db, id, input),
    deactivate: (id) => setResellerDeleted(db, id, true),
    reactivate: (id) => setResellerDeleted(db, id, false),
  });
}
