import {
  errorResponses,
  listQuery,
  publicReseller,
  reseller,
  resellerCreateRequest,
  resellerList,
  resellerUpdateRequest,
  resellerView,
} from '@nprm/contracts';
import { parseRecordId, RESELLER_USER_FIELDS } from '@nprm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminResource } from '../../routes/admin-resource.js';
import {
  findReseller,
  listResellers,
  resellerForHost,
  resellerService,
  toPublicReseller,
} from './resellers.service.js';
import { resellers } from '../../db/tables.js';

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

  registerAdminResource(app, {
    path: '/api/resellers',
    table: resellers,
    schemas: {
      listQuery,
      list: resellerList,
      view: resellerView,
      record: reseller,
      create: resellerCreateRequest,
      update: resellerUpdateRequest,
    },
    list: {
      access: 'administrators',
      read: ({ query }) => listResellers(db, { includeInactive: query.include_inactive }),
    },
    // Anonymous callers get an active reseller's public fields; administrators any reseller with deleted_at.
    find: {
      access: 'anyone',
      read: async (id, signedIn) => {
        const found = await findReseller(db, id, { includeInactive: signedIn });
        return signedIn ? found : toPublicReseller(found);
      },
    },
    service: resellerService,
    // A reseller user reads its own reseller and changes its branding fields (not domain, flags, antennas, active).
    resellerUsers: {
      find: { reseller: pathReseller },
      update: { reseller: pathReseller, fields: RESELLER_USER_FIELDS },
    },
  });
}

/** The reseller of /api/resellers/{id}… (undefined when the text names none: the handler answers 404). */
export function pathReseller(request: FastifyRequest): number | undefined {
  return parseRecordId((request.params as { id: string }).id) ?? undefined;
}
