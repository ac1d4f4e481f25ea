import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/** Where log lines go: anything with `write` (a file, or an array a test collects). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Query parameters that carry credentials, a person or a result's token (validate_token's query form, the share
 * link `/results?t=…`, the calculator's `/?edit=…`), or what someone searched for (`q`: the admin's search of
 * customers' names and e-mails, a visitor's address); their values never reach a log.
 */
const SECRET_QUERY_KEYS = new Set(['access-token', 'client', 'uid', 'token', 'password', 'email', 't', 'edit', 'q']);

/**
 * A path segment after `token` is a result's token (`/api/mount_search_results/token/X/report.pdf`, `…/what_if`,
 * `…/email`, and any route added below `/token/` later): whoever holds it reads the customer's result.
 */
const TOKEN_SEGMENT = /\/token\/[^/?#]*/gi;

/**
 * The request line without tokens or secret query values: `/token/X/email` becomes `/token/[redacted]/email`,
 * `?access-token=…` becomes `?access-token=[Redacted]`.
 */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(TOKEN_SEGMENT, '/token/[redacted]');
  return queryAt < 0 ? path : `${path}?${redactedQuery(url.slice(queryAt + 1))}`;
}

/** A query string (after `?`) with the values of SECRET_QUERY_KEYS replaced. */
function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawKey = eq < 0 ? part : part.slice(0, eq);
      let key: string;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' ')).toLowerCase();
      } catch {
        return `${rawKey}=[Redacted]`;
      }
      return SECRET_QUERY_KEYS.has(key) ? `${rawKey}=[Redacted]` : part;
    })
    .join('&');
}

/**
 * The logger: pino at `level`, to `stream` when given (tests capture it). Request lines are logged without secret
 * query values, and credential headers are redacted should a serializer ever include them.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyLoggerOptions & Record<string, unknown> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['access-token', 'authorization', 'client', 'uid', 'cookie'].flatMap((header) => [
        `req.headers["${header}"]`,
        `res.headers["${header}"]`,
      ]),
      censor: '[Redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** Stack frames only: the first lines of a stack repeat the message, and a query error's message lists its parameters. */
function framesOnly(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** A message without the query parameters a database driver appends (`…\nparams: Ada,ada@example.com`). */
function withoutParams(message: string): string {
  const at = message.search(/\n?params:/);
  return at < 0 ? message : message.slice(0, at);
}

/**
 * What an unexpected error may put in a log: its type, message (without query parameters), code, constraint and
 * stack frames, and the same for its cause. Never a database error's `parameters` or `detail` (they hold the
 * customer's name and e-mail of a failed insert).
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & DatabaseErrorFields;
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
    ...(depth === 0 ? { stack: framesOnly(error.stack) } : {}),
    ...(fields.cause !== undefined && depth < 3 ? { cause: loggableError(fields.cause, depth + 1) } : {}),
  };
}
