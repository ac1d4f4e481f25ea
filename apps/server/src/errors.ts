/** The API's one error type and the helpers services raise it with; the Fastify error handler is plugins/errors.ts. */
import { FORBIDDEN, fullMessages, type FieldErrors } from '@nprm/contracts';
import type { ZodError } from 'zod';
import { isUniqueViolation } from './db/records.js';

export type { FieldErrors };

/**
 * The one error type of the API: a status, the JSON body docs/api.md defines for it and the headers that go with it
 * (a 429's Retry-After).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.errors === 'object' ? JSON.stringify(body.errors) : `HTTP ${statusCode}`);
  }

  /** 429: refused for `retryAfterSeconds` (whole seconds, the Retry-After header); `body` as the call answers it. */
  static tooManyRequests(retryAfterSeconds: number, body: Record<string, unknown>): ApiError {
    return new ApiError(429, body, { 'retry-after': String(retryAfterSeconds) });
  }

  static notFound(): ApiError {
    return new ApiError(404, { errors: ['Not found'] });
  }

  static unauthorized(): ApiError {
    return new ApiError(401, { errors: ['You need to sign in or sign up before continuing.'] });
  }

  /** 403: signed in, but the user's role may not make this call (docs/api.md, "Users and roles"). */
  static forbidden(): ApiError {
    return new ApiError(403, { errors: [FORBIDDEN] });
  }

  static badRequest(message: string): ApiError {
    return new ApiError(400, { errors: [message] });
  }

  /**
   * 422 with field errors and their "Field Name message" full messages (contracts' fieldErrorText); `extra` adds the
   * body's machine-readable keys (`location_candidates`, docs/api.md).
   */
  static validation(errors: FieldErrors, extra: Record<string, unknown> = {}): ApiError {
    return new ApiError(422, { errors, full_messages: fullMessages(errors), ...extra });
  }

  static fromZod(error: ZodError): ApiError {
    return ApiError.validation(zodFieldErrors(error.issues));
  }
}

interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export function zodFieldErrors(issues: ReadonlyArray<IssueLike>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.filter((part) => typeof part !== 'symbol').join('.') || 'base';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The record, or 404 when there is none. */
export function foundOr404<T>(record: T | undefined): T {
  if (record === undefined) throw ApiError.notFound();
  return record;
}

/** Runs a write; a unique-constraint violation (a race the pre-check missed) becomes this 422. */
export async function uniqueOr422<T>(write: () => Promise<T>, errors: FieldErrors): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.validation(errors);
    throw error;
  }
}
