import {
  engineerProfile,
  engineerProfileRequest,
  errorResponses,
  recordPath,
  SEAL_CONTENT_TYPES,
  sealImageContent,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdOr404 } from '../../routes/admin-resource.js';
import { actorOf } from '../../plugins/roles.js';
import { ApiError } from '../../errors.js';
import { readProfile, readSeal, saveProfile, saveSeal } from './engineers.service.js';
import { sendSeal } from './seal-reply.js';

/** Room above the 2 MB seal limit, so an image just over it is a 422 that says so rather than a bare 413. */
const SEAL_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * The engineer profile of a user (the review calls at /api/docs): GET and PUT …/engineer_profile, PUT and GET
 * …/engineer_profile/seal (the image as the request body). Administrators for anyone; an engineer for itself.
 */
export async function engineerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const config = { engineers: true };
  // In this plugin only: the image arrives as bytes, checked by its content (seal-image.ts), not by this type. An
  // SVG is read too, so that it is refused with the reason at the field rather than as an unknown type.
  app.addContentTypeParser(
    [...SEAL_CONTENT_TYPES, 'image/svg+xml', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: SEAL_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const access = (request: { access: import('../../plugins/roles.js').Access | null }) => {
    if (!request.access) throw ApiError.unauthorized();
    return request.access;
  };
  const path = '/api/users/:id/engineer_profile';

  app.get(
    path,
    {
      onRequest: app.authenticate,
      config,
      schema: {
        summary: "A user's engineer profile",
        description:
          'The name and licences an approval prints, and the seal. Administrators read any engineer or ' +
          "administrator's; an engineer its own (another's 403); a reseller user's is a 422.",
        params: recordPath,
        response: { 200: engineerProfile, ...errorResponses },
      },
    },
    async (request) => readProfile(db, access(request), recordIdOr404(request.params.id)),
  );
  app.put(
    path,
    {
      onRequest: app.authenticate,
      config,
      schema: {
        summary: "Set a user's engineer profile",
        description:
          'name (at most 120) and 1 to 20 licences, each a two-letter state and a number. Administrators for any ' +
          'engineer or administrator (an administrator with a profile may then decide reviews); an engineer for ' +
          'itself. Recorded in the history (entity engineer_profiles).',
        params: recordPath,
        body: engineerProfileRequest,
        response: { 200: engineerProfile, ...errorResponses },
      },
    },
    async (request) =>
      saveProfile(db, access(request), actorOf(request), recordIdOr404(request.params.id), request.body),
  );
  app.put(
    `${path}/seal`,
    {
      onRequest: app.authenticate,
      config: { ...config, docs: { body: sealImageContent } },
      bodyLimit: SEAL_BODY_LIMIT,
      schema: {
        summary: "Upload an engineer's seal",
        description:
          'The image is the body, under 2 MB: a PNG that decodes or a JPEG with a frame size, start to end. SVG ' +
          'is not accepted (a seal stored as SVG before counts as none). The content type sent does not matter; ' +
          'the bytes are checked. Otherwise 422 on seal and nothing stored. An approval needs a seal.',
        params: recordPath,
        response: { 200: engineerProfile, ...errorResponses },
      },
    },
    async (request) => saveSeal(db, access(request), actorOf(request), recordIdOr404(request.params.id), request.body),
  );
  app.get(
    `${path}/seal`,
    {
      onRequest: app.authenticate,
      config: { ...config, docs: { responses: { 200: { content: sealImageContent } } } },
      schema: {
        summary: "An engineer's seal",
        description: 'The seal as uploaded, with its image type; never cached. 404 without one.',
        params: recordPath,
        response: { ...errorResponses },
      },
    },
    async (request, reply) =>
      sendSeal(reply, await readSeal(db, access(request), recordIdOr404(request.params.id)), 'private, no-store'),
  );
}
