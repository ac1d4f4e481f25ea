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
    docs: {
      record: 'antenna',
      list:
        'Antennas by make, then model (case ignored), then id. reseller_id=N: the antennas that reseller offers ' +
        '(every active one when its antenna_ids is empty; 404 for an unknown reseller, or an inactive one for ' +
        'anonymous callers). Anonymous callers never get an antenna without a wind area (square_footage 0, stored ' +
        'before it was required): it cannot be calculated, so the calculator does not offer it.',
      create:
        'make + model is unique (trimmed, case ignored, deactivated antennas included: 422 on model). ' +
        "square_footage is the effective projected area (EPA, ft²), the antenna's wind area: required, above 0 " +
        "(an EPA of 0 would leave the antenna's own wind out of the ballast). horizontal_area is A_r for uplift; " +
        'weight, mast_length and horizontal_area default to 0, additional_height_to_centerline to 0. mount_ids ' +
        'must name existing mounts (at most 10,000).',
      update:
        'Leaving square_footage out keeps it; sending it blank, null or 0 is a 422, as on create. Sending either ' +
        'half of make + model checks the pair.',
    },
    table: antennas,
    versionOptional: true,
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
    bulk: {},
  });
}
