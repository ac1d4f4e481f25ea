import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/** Where log lines go: anything with `write` (a file, or an array a test collects). */
export interface LogStream {
  write(line: string): void;
}

/** Query parameters that carry credentials or a person (validate_token's query form); their values never reach a log. */
const SECRET_QUERY_KEYS = new Set(['access-token', 'client', 'uid', 'token', 'password', 'email']);

/** The request line without secret query values: `?access-token=…` becomes `?access-token=[Redacted]`. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
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
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
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
