/**
 * The HTTP server's connection limits (decision 0039): a client that sends its headers or its body
 * slowly, or holds an idle connection, is closed after the configured time, and the number of open connections,
 * in all and per client address, is capped below what the process's descriptors allow, so one client holding
 * thousands of slow connections cannot make the instance unreachable for everyone else.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import type { AppConfig } from '../config.js';

type Limits = AppConfig['connections'];

/** How often Node looks for requests past their headers or request timeout (its default, 30 s, would add to both). */
const TIMEOUT_CHECK_MS = 1000;
/** Descriptors kept for everything but client connections: the database pool, files, the admin socket, logs. */
const RESERVED_DESCRIPTORS = 256;
const FALLBACK_MAX_CONNECTIONS = 10_000;

/** The Fastify options that carry the timeouts (seconds in the configuration, milliseconds here). */
export function connectionOptions(limits: Limits): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeout * 1000,
    keepAliveTimeout: limits.keepAliveTimeout * 1000,
    connectionTimeout: limits.socketIdleTimeout * 1000,
    http: { headersTimeout: limits.headersTimeout * 1000, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
  };
}

/** The soft limit of open files (Linux /proc), or undefined where it cannot be read. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/** MAX_CONNECTIONS when set, else what the open-file limit leaves once the reserve is taken off. */
export function maxConnectionsFor(limits: Limits, readFileLimit: () => number | undefined = openFileLimit): number {
  if (limits.maxConnections !== undefined) return limits.maxConnections;
  const fileLimit = readFileLimit();
  if (fileLimit === undefined) return FALLBACK_MAX_CONNECTIONS;
  return Math.max(64, fileLimit - RESERVED_DESCRIPTORS);
}

/** What a client is given to take the last bytes of a connection the server ended, before the socket is destroyed. */
export const CLOSE_GRACE_MS = 1000;

/**
 * Once the server ends a connection (a 408 or another refusal on the raw socket, an answer with Connection: close,
 * a shutdown: every path goes through `socket.end`), the socket is destroyed `graceMs` later if the client has not
 * closed it by then. Ending alone only half-closes: a client that never reads or never closes would keep the
 * socket, and its place under the caps, for as long as it liked.
 */
export function destroyAfterEnd(socket: Socket, graceMs = CLOSE_GRACE_MS): void {
  const end = socket.end.bind(socket);
  socket.end = ((...args: Parameters<Socket['end']>) => {
    const ended = end(...args);
    const timer = setTimeout(() => socket.destroy(), graceMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    return ended;
  }) as Socket['end'];
}

/**
 * Caps the server's connections: Node closes those past `maxConnections` as they arrive; past the per-address cap
 * a new connection is closed before HTTP reads from it. 0 means no cap. Every connection the server ends is
 * destroyed soon after (destroyAfterEnd), so its counts fall at once.
 */
export function limitConnections(server: Server, limits: Limits): void {
  const total = maxConnectionsFor(limits);
  if (total > 0) server.maxConnections = total;
  server.prependListener('connection', (socket: Socket) => destroyAfterEnd(socket));
  const perAddress = limits.maxConnectionsPerAddress;
  if (perAddress === 0) return;
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
