import {
  antenna,
  antennaCreateRequest,
  antennaList,
  antennaListQuery,
  antennaUpdateRequest,
  errorResponses,
  recordPath,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdOr404, registerAdminWrites } from '../../routes/admin-writes.js';
import { findReseller } from '../resellers/resellers.service.js';
import { createAntenna, findAntenna, listAntennas, setAntennaDeleted, updateAntenna } from './antennas.service.js';

/** Antennas: anyone lists and reads active ones (optionally those a reseller offers); administrators manage them. */
export async function antennaRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/api/antennas',
    {
      onRequest: app.identify,
      schema: { querystring: antennaListQuery, response: { 200: antennaList, ...errorResponses } },
    },
    async (request) => {
      const signedIn = request.session !== null;
      const resellerId = request.query.reseller_id;
      // A reseller's antenna_ids limit the list; none means every active antenna (docs/api.md).
      const reseller =
        resellerId === undefined ? undefined : await findReseller(db, resellerId, { includeInactive: signedIn });
      return listAntennas(db, {
        includeInactive: request.query.include_inactive && signedIn,
        onlyIds: reseller?.antenna_ids,
      });
    },
  );

  app.get(
    '/api/antennas/:id',
    { onRequest: app.identify, schema: { params: recordPath, response: { 200: antenna, ...errorResponses } } },
    async (request) => findAntenna(db, recordIdOr404(request.params.id), { includeInactive: request.session !== null }),
  );

  registerAdminWrites(app, {
    path: '/api/antennas',
    createBody: antennaCreateRequest,
    updateBody: antennaUpdateRequest,
    response: antenna,
    create: (input) => createAntenna(db, input),
    update: (id, input) => updateAntenna(db, id, input),
    deactivate: (id) => setAntennaDeleted(db, id, true),
    reactivate: (id) => setAntennaDeleted(db, id, false),
  });
}
