import { listQuery, mount, mountCreateRequest, mountList, mountUpdateRequest } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminResource } from '../../routes/admin-resource.js';
import { findMount, listMounts, mountService } from './mounts.service.js';
import { mounts } from '../../db/tables.js';

/**
 * Mounts: administrators change them, reseller users may read them (anonymous visitors see mounts only inside a
 * saved result).
 */
export async function mountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  registerAdminResource(app, {
    path: '/api/mounts',
    table: mounts,
    schemas: { listQuery, list: mountList, record: mount, create: mountCreateRequest, update: mountUpdateRequest },
    list: {
      access: 'administrators',
      read: ({ query }) => listMounts(db, { includeInactive: query.include_inactive }),
    },
    find: { access: 'administrators', read: (id) => findMount(db, id) },
    service: mountService,
    // Reseller users read the mounts to choose their reseller mounts from; they change none.
    resellerUsers: { list: {}, find: {} },
  });
}
