import { antenna, antennaCreateRequest, antennaList, antennaListQuery, antennaUpdateRequest } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminResource } from '../../routes/admin-resource.js';
import { findReseller } from '../resellers/index.js';
import { antennaService, findAntenna, listAntennas } from './antennas.service.js';
import { antennas } from '../../db/tables.js';

/** Antennas: anyone lists and reads active ones (optionally those a reseller offers); administrators manage them. */
export async function antennaRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  registerAdminResource(app, {
    path: '/api/antennas',
    table: antennas,
    schemas: {
      listQuery: antennaListQuery,
      list: antennaList,
      record: antenna,
      create: antennaCreateRequest,
      update: antennaUpdateRequest,
    },
    list: {
      access: 'anyone',
      read: async ({ query, signedIn }) => {
        // A reseller's antenna_ids limit the list; none means every active antenna (docs/api.md).
        const reseller =
          query.reseller_id === undefined
            ? undefined
            : await findReseller(db, query.reseller_id, { includeInactive: signedIn });
        return listAntennas(db, {
          includeInactive: query.include_inactive && signedIn,
          onlyIds: reseller?.antenna_ids,
          searchableOnly: !signedIn,
        });
      },
    },
    find: { access: 'anyone', read: (id, signedIn) => findAntenna(db, id, { includeInactive: signedIn }) },
    service: antennaService,
  });
}
