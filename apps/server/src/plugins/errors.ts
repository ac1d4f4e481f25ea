import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiError, zodFieldErrors } from '../errors.js';
import { loggableError } from './logging.js';

const FASTIFY_BODY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Malformed JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
};

/**
 * Fastify's answers before routing: a path that cannot be percent-decoded (`/api/reviews/%ff`) or a path parameter
 * over its length names no record, so it is the API's 404; anything else there is the API's 400. Helmet has not run
 * for these, so the answer says itself that it may not be framed or sniffed.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const notFound = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(notFound ? 404 : 400)
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .send({ errors: [notFound ? 'Not found' : 'Bad request'] });
}

/** Seconds a client is asked to wait while the database is unreachable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One error handler for the whole API: every failure leaves with the body docs/api.md defines, never a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send(
        ApiError.validation(
          zodFieldErrors(
            error.validation.map((issue) => ({
              path: issue.instancePath.split('/').filter(Boolean),
              message: issue.message ?? 'is invalid',
            })),
          ),
        ).body,
      );
    }
    const known = error.code ? FASTIFY_BODY_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ errors: [known.message] });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ errors: ['Malformed JSON'] });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ errors: ['Too many requests. Please wait a minute and try again.'] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ errors: [error.message] });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: nothing the client did; the next request reconnects (decision 0039).
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ errors: ['Service unavailable'] });
    }
    // Only what loggableError keeps: a failed insert's parameters hold the customer's name and e-mail.
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ errors: ['Internal server error'] });
  });
}
