import {
  errorResponses,
  resellerMount,
  resellerMountBulkRequest,
  resellerMountCreateRequest,
  resellerMountList,
  resellerMountListQuery,
  resellerMountUpdateRequest,
} from '@nprm/contracts';
import { parseRecordId } from '@nprm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import { registerAdminResource } from '../../routes/admin-resource.js';
import { findReseller, pathReseller } from '../resellers/index.js';
import { linkResellerMounts } from './bulk-link.service.js';
import { findResellerMountRow } from './reseller-mounts.repository.js';
import { findResellerMount, listResellerMounts, resellerMountService } from './reseller-mounts.service.js';
import { resellerMounts } from '../../db/tables.js';

/** Reseller mounts (which mounts a reseller sells, with its own shop URLs): administrators only. */
export async function resellerMountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  registerAdminResource(app, {
    path: '/api/reseller_mounts',
    docs: {
      record: 'reseller mount',
      list:
        "One reseller's links to the mounts it sells, newest first, each with the full mount; mount_id=N narrows " +
        'to one mount. 404 for an unknown reseller.',
      create:
        'The mount must be active and not yet linked to the reseller (a deactivated link counts: reactivate it). ' +
        "Blank URLs are null: the mount's own product, assembly and sheet URLs then apply.",
      update: 'mount_id and the URLs may change; the reseller does not.',
    },
    table: resellerMounts,
    versionOptional: true,
    schemas: {
      listQuery: resellerMountListQuery,
      list: resellerMountList,
      record: resellerMount,
      create: resellerMountCreateRequest,
      update: resellerMountUpdateRequest,
    },
    // Listed under their reseller: /api/resellers/{id}/reseller_mounts (404 when no reseller has the id).
    list: {
      path: '/api/resellers/:id/reseller_mounts',
      access: 'administrators',
      read: async ({ query, parentId }) => {
        const owner = await findReseller(db, parentId!, { includeInactive: true });
        return listResellerMounts(db, owner.id, { includeInactive: query.include_inactive, mountId: query.mount_id });
      },
    },
    find: { access: 'administrators', read: (id) => findResellerMount(db, id) },
    service: resellerMountService,
    // Unlinking or linking again many at once; a reseller user names its own reseller's links only.
    bulk: { owner: async (id) => (await findResellerMountRow(db, id))?.reseller_id },
    // A reseller user manages its own reseller's mounts: the reseller comes from the path, the body or the record.
    resellerUsers: {
      list: { reseller: pathReseller },
      create: { reseller: bodyReseller },
      find: { reseller: owner },
      update: { reseller: owner },
      setDeleted: { reseller: owner },
    },
  });
  // Many mounts at once (docs/api.md): all linked or none, 201 with the new links; a reseller user for its own only.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/reseller_mounts/bulk',
    {
      onRequest: app.authenticate,
      config: { resellerUsers: { reseller: bodyReseller } },
      schema: {
        summary: 'Link many mounts to a reseller at once',
        description:
          "mount_ids: 1 to 500 ids, each linked without URLs of its own (the mount's apply), in one transaction " +
          'with one history entry per link, or none linked. 201 with the new reseller mounts in the order of ' +
          'mount_ids. 422, one message per kind of problem: duplicates, unknown, inactive or already linked ' +
          'mounts (a deactivated link counts: reactivate it), an unknown reseller. A reseller user for its own ' +
          'reseller only (403 otherwise).',
        body: resellerMountBulkRequest,
        response: { 201: resellerMountList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await linkResellerMounts(db, request.body, actorOf(request));
      app.ctx.catalogue.changed();
      return reply.status(201).send(created);
    },
  );
  /** The reseller of the reseller mount /api/reseller_mounts/{id} addresses (undefined when there is none). */
  async function owner(request: FastifyRequest): Promise<number | undefined> {
    const id = parseRecordId((request.params as { id: string }).id);
    return id === null ? undefined : (await findResellerMountRow(db, id))?.reseller_id;
  }
}

/** The reseller_id of a body as sent (checked before the body is validated: any shape may arrive). */
function bodyReseller(request: FastifyRequest): unknown {
  const body: unknown = request.body;
  return body && typeof body === 'object' ? (body as { reseller_id?: unknown }).reseller_id : undefined;
}
