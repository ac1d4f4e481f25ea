import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { sharedRateLimitStore } from '../limits/rate-limit-store.js';

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes "trust the nearest N hops" (Express's meaning): the
 * client is the address the last proxy appended to X-Forwarded-For, whatever the client wrote before it. (Fastify
 * itself now trusts nothing for a bare number.)
 */
export function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Whether a request counts against the API rate limit, decided by the matched route's pattern (`/api/...`), never
 * by the raw URL: the router decodes `/%61pi/...` to an API route, so a prefix check on the raw URL would let it by.
 */
function isRateLimited(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/') && !route.startsWith('/api/health');
}

/** helmet's frame-ancestors: no page may frame ours unless its reseller lists embed origins (features/embed). */
export const NO_FRAMING = "frame-ancestors 'none'";

/**
 * Security headers on every response and a per-address rate limit on the API routes (health exempt), counted in
 * the database so that every instance on it counts together.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig, db: Db): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Reseller logos, hero images and mount images are URLs the administrators enter.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain-HTTP installations (localhost, an intranet) must keep working; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // As frame-ancestors 'none' says; features/embed drops it where a reseller's embed origins may frame the page.
    xFrameOptions: { action: 'deny' },
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !isRateLimited(request),
    store: sharedRateLimitStore(db),
  });
}
