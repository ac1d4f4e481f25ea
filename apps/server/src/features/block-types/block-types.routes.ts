import { blockType, blockTypeCreateRequest, blockTypeList, blockTypeUpdateRequest, listQuery } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminResource } from '../../routes/admin-resource.js';
import { blockTypeService, findBlockType, listBlockTypes } from './block-types.service.js';
import { blockTypes } from '../../db/tables.js';

/** Ballast block types: anonymous callers read active ones (the calculator's choice); administrators manage them. */
export async function blockTypeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  registerAdminResource(app, {
    path: '/api/block_types',
    table: blockTypes,
    schemas: {
      listQuery,
      list: blockTypeList,
      record: blockType,
      create: blockTypeCreateRequest,
      update: blockTypeUpdateRequest,
    },
    list: {
      access: 'anyone',
      read: ({ query, signedIn }) => listBlockTypes(db, { includeInactive: query.include_inactive && signedIn }),
    },
    find: { access: 'anyone', read: (id, signedIn) => findBlockType(db, id, { includeInactive: signedIn }) },
    service: blockTypeService,
  });
}
