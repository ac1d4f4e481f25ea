import { listQuery, roofType, roofTypeCreateRequest, roofTypeList, roofTypeUpdateRequest } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminResource } from '../../routes/admin-resource.js';
import { findRoofType, listRoofTypes, roofTypeService } from './roof-types.service.js';
import { roofTypes } from '../../db/tables.js';

/** Roof types: anonymous callers read active ones; administrators manage them (docs/product.md, O-17). */
export async function roofTypeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  registerAdminResource(app, {
    path: '/api/roof_types',
    docs: {
      record: 'roof type',
      list: 'Roof types by name.',
      create:
        'name is unique; friction_coefficient is above 0 and at most 1 (the design friction of the roof); ' +
        'friction_coefficient_source (optional, at most 300: where μ comes from, printed beside it on the report; ' +
        'none: "Source not given").',
    },
    table: roofTypes,
    versionOptional: true,
    schemas: {
      listQuery,
      list: roofTypeList,
      record: roofType,
      create: roofTypeCreateRequest,
      update: roofTypeUpdateRequest,
    },
    list: {
      access: 'anyone',
      read: ({ query, signedIn }) => listRoofTypes(db, { includeInactive: query.include_inactive && signedIn }),
    },
    find: { access: 'anyone', read: (id, signedIn) => findRoofType(db, id, { includeInactive: signedIn }) },
    service: roofTypeService,
    bulk: {},
  });
}
