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
    {
      schema: {
        summary: 'The reseller this site belongs to',
        description:
          "The active reseller whose domain is the request's Host (case, port, a trailing dot and a leading www. " +
          'ignored), else the one whose domain is DEFAULT_RESELLER_DOMAIN, else 404 (the page shows unbranded). ' +
          'Public fields only.',
        response: { 200: publicReseller, ...errorResponses },
      },
    },
    async (request) => {
      // An HTTP/1.0 request may come without a Host header.
      return resellerForHost(db, request.host ?? '', config.defaultResellerDomain);
    },
  );

  registerAdminResource(app, {
    path: '/api/resellers',
    docs: {
      record: 'reseller',
      list: 'Resellers by name (case ignored), then id.',
      create:
        'name is unique with case ignored, deactivated resellers included. domain is a host name such as ' +
        "shop.example.com, stored lower-case, unique: the reseller whose domain matches the request's Host " +
        'brands the page. A non-empty antenna_ids limits the antennas offered on its site (empty: every active ' +
        'one). embed_origins: at most 20 origins whose pages may frame its calculator, each https://host[:port], ' +
        'or http://localhost or http://127.0.0.1 with any port; no path, query or wildcard; stored lower-case ' +
        'without the default port; administrators only (a reseller user sending it gets 403). notify_new_leads ' +
        'with a contact_email e-mails each new lead.',
    },
    table: resellers,
    versionOptional: true,
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
    bulk: {},
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
