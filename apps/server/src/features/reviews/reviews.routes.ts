import {
  errorBody,
  errorResponses,
  publicReview,
  queuedReview,
  recordPath,
  resultReview,
  resultTokenParams,
  reviewDecisionRequest,
  reviewQueue,
  reviewQueueQuery,
  reviewReferenceParams,
  reviewRequestBody,
  sealImageContent,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, foundOr404 } from '../../errors.js';
import { actorOf } from '../../plugins/roles.js';
import { recordIdOr404 } from '../../routes/admin-resource.js';
import { findSeal, sendSeal } from '../engineers/index.js';
import * as repository from './reviews.repository.js';
import {
  decideReview,
  publicReviewByReference,
  queuedReview as findQueuedReview,
  requestReview,
  reviewOfResult,
  reviewQueue as listQueue,
  type ReviewMail,
} from './reviews.service.js';

/**
 * The engineer's review (docs/api.md, "Engineer review"): the visitor's request and the review of a result (the share
 * token is the authority), the public answer by reference with its seal, and the engineers' queue.
 */
export async function reviewRoutes(instance: FastifyInstance, { mail }: { mail: ReviewMail }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const deps = { db, config, mail };
  const staff = { engineers: true };

  app.post(
    '/api/mount_search_results/token/:token/review_requests',
    {
      schema: {
        params: resultTokenParams,
        body: reviewRequestBody,
        response: { 201: publicReview, ...errorResponses, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await requestReview(deps, request.params.token, request.body, request.ip));
    },
  );
  app.get(
    '/api/mount_search_results/token/:token/review',
    { schema: { params: resultTokenParams, response: { 200: resultReview, ...errorResponses } } },
    async (request) => ({ review: await reviewOfResult(db, request.params.token) }),
  );
  app.get(
    '/api/reviews/:reference',
    { schema: { params: reviewReferenceParams, response: { 200: publicReview, ...errorResponses } } },
    async (request) => publicReviewByReference(db, request.params.reference),
  );
  app.get(
    '/api/reviews/:reference/seal',
    {
      schema: { params: reviewReferenceParams, response: { ...errorResponses } },
      config: { docs: { responses: { 200: { content: sealImageContent } } } },
    },
    async (request, reply) => {
      const review = foundOr404(await repository.findByReference(db, request.params.reference.toUpperCase()));
      const seal =
        review.status === 'approved' && review.seal_id !== null ? await findSeal(db, review.seal_id) : undefined;
      // A stored seal never changes (a new upload is a new one): the approval's seal may be cached.
      return sendSeal(reply, foundOr404(seal), 'public, max-age=86400');
    },
  );

  app.get(
    '/api/review_queue',
    {
      onRequest: app.authenticate,
      config: staff,
      schema: { querystring: reviewQueueQuery, response: { 200: reviewQueue, ...errorResponses } },
    },
    async (request) => listQueue(db, request.query.status),
  );
  app.get(
    '/api/review_queue/:id',
    {
      onRequest: app.authenticate,
      config: staff,
      schema: { params: recordPath, response: { 200: queuedReview, ...errorResponses } },
    },
    async (request) => findQueuedReview(db, recordIdOr404(request.params.id)),
  );
  app.post(
    '/api/review_queue/:id/decision',
    {
      onRequest: app.authenticate,
      config: staff,
      schema: {
        params: recordPath,
        body: reviewDecisionRequest,
        response: { 200: queuedReview, ...errorResponses, 409: errorBody },
      },
    },
    async (request) => {
      if (!request.access) throw ApiError.unauthorized();
      return decideReview(deps, request.access, actorOf(request), recordIdOr404(request.params.id), request.body);
    },
  );
}
