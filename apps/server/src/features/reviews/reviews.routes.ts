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
 * The engineer's review (the review calls at /api/docs): the visitor's request and the review of a result (the share
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
        summary: 'Ask an engineer to review a result',
        description:
          "Anyone with the share token, also a search's that found no mount (the 404's token): the queue shows " +
          "why, and the engineer answers by returning it. note (at most 2,000) and email (where the decision goes; the search's " +
          'customer_email otherwise) are optional. Each engineer (and administrator with a profile) is e-mailed ' +
          'the request. 409 while a review is pending or once the result is approved (a returned one may be ' +
          'asked again). Counted on the limits of the e-mailed report: 429 with Retry-After. 404 for an unknown ' +
          'token. Nothing is stored on an error.',
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
    {
      schema: {
        summary: "A result's review",
        description:
          "The result's (or the no-fit search's) latest review (null when none was asked), as GET " +
          '/api/reviews/{reference} answers it.',
        params: resultTokenParams,
        response: { 200: resultReview, ...errorResponses },
      },
    },
    async (request) => ({ review: await reviewOfResult(db, request.params.token) }),
  );
  app.get(
    '/api/reviews/:reference',
    {
      schema: {
        summary: 'Verify a review by its reference',
        description:
          "Anyone: the status (pending, approved, returned), the result's reference, the dates, the engineer and " +
          'licence, approval_line ("Reviewed and approved by NAME, P.E. (STATE No. NUMBER), DATE", UTC) and ' +
          "decision_note (the approval's note or the reason of a return: the report prints it). Never the " +
          "requester's address or the request's note. An approval belongs to that stored result, as it read when " +
          'approved: approval_does_not_cover says what it does not cover when the result reads otherwise now or is ' +
          'a planning estimate (null otherwise). A new search has no review.',
        params: reviewReferenceParams,
        response: { 200: publicReview, ...errorResponses },
      },
    },
    async (request) => publicReviewByReference(db, request.params.reference),
  );
  app.get(
    '/api/reviews/:reference/seal',
    {
      schema: {
        summary: "An approval's seal",
        description:
          "The approving engineer's seal with its image type, sandboxed by its Content-Security-Policy; 404 " +
          'unless the review is approved with a seal.',
        params: reviewReferenceParams,
        response: { ...errorResponses },
      },
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
      schema: {
        summary: 'The review queue',
        description:
          'Reviews of one status (pending, approved, returned): pending oldest first, the others newest first, at ' +
          'most 500, with the counts of all; each with the requester, the notes and who decided.',
        querystring: reviewQueueQuery,
        response: { 200: reviewQueue, ...errorResponses },
      },
    },
    async (request) => listQueue(db, request.query.status),
  );
  app.get(
    '/api/review_queue/:id',
    {
      onRequest: app.authenticate,
      config: staff,
      schema: {
        summary: 'One review of the queue',
        description: 'As the queue lists it; 404 when no review has the id.',
        params: recordPath,
        response: { 200: queuedReview, ...errorResponses },
      },
    },
    async (request) => findQueuedReview(db, recordIdOr404(request.params.id)),
  );
  app.post(
    '/api/review_queue/:id/decision',
    {
      onRequest: app.authenticate,
      config: staff,
      schema: {
        summary: 'Approve or return a review',
        description:
          'decision approved or returned; a return needs a note (its reason); notes at most 2,000, printed on the ' +
          'report; licence_state one the engineer holds (the first otherwise). A search without a fit (no_fit) can ' +
          'only be returned (422 on decision). An engineer without a name and licence on its profile: 422 on ' +
          'licence; an approval without a seal on the profile: 422 on seal. An administrator without a profile: ' +
          '403. An approval keeps the fingerprint of the result it approves. 409 once decided, also when two ' +
          'decide at once. The decision and its history entry are one transaction; the requester is then e-mailed it.',
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
