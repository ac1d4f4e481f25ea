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
    docs: {
      record: 'block type',
      list: 'Ballast block types by name: the calculator offers the active ones.',
      create:
        'name is unique; nominal_size is text (4" × 8" × 16"); weight is in lb, above 0 and at most 200. The ' +
        'migration seeds the 30 lb solid concrete block (the default), a 14 lb half-height block and a 26 lb cap ' +
        'block.',
      deactivate:
        'The default block type (engineering settings) cannot be deactivated: 422 on base until another is the ' +
        'default.',
    },
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
    bulk: {},
  });
}
