/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, network down), not that a
 * statement was wrong: the API then answers 503 with Retry-After instead of 500 (docs/api.md, "Error bodies";
 * decision 0039). node-postgres reports a refused or dropped connection by a Node error code or by its own
 * message, PostgreSQL one that is shutting down or starting by SQLSTATE class 08 or 57P01-57P03; Drizzle wraps
 * each in its own error, so the causes are followed.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08')))
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
    current = current.cause;
  }
  return false;
}
