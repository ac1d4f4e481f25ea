import { parseEmbedOrigin } from '@nprm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCatalogueVersion } from '../../db/catalogue-sync.js';
import { NO_FRAMING } from '../../plugins/security.js';
import { CatalogueCache } from '../mount-search/index.js';
import { normalizeDomain, normalizeHost } from '../resellers/index.js';
import { loadEmbedSites, type EmbedSite } from './embed.repository.js';

/**
 * Each active reseller's embed origins by normalised domain (the lowest id where two share one). Only origins as the
 * API stores them go into the header: a row written some other way cannot add a directive to the policy.
 */
export function originsByDomain(sites: readonly EmbedSite[]): Map<string, readonly string[]> {
  const byDomain = new Map<string, readonly string[]>();
  for (const site of sites) {
    const domain = normalizeDomain(site.domain);
    const origins = site.embed_origins.filter((origin) => parseEmbedOrigin(origin) === origin);
    if (!byDomain.has(domain)) byDomain.set(domain, origins);
  }
  return byDomain;
}

/**
 * The origins that may frame the page served for this host: those of the reseller whose site it is, by the rule of
 * `GET /api/resellers/init` (its domain, else the default domain's reseller); none when there is no such reseller.
 */
export function frameOrigins(
  byDomain: ReadonlyMap<string, readonly string[]>,
  host: string,
  defaultDomain: string | undefined,
): readonly string[] {
  const found = (name: string) => (name === '' ? undefined : byDomain.get(normalizeHost(name)));
  return found(host) ?? (defaultDomain ? found(defaultDomain) : undefined) ?? [];
}

/**
 * Whether a path is the admin app's (/admin and below, in any letter case, as the web app matches it) or the API's
 * (its reference page /api/docs included): never framed, whatever the reseller lists. Judged on the decoded path,
 * and a path that cannot be decoded counts as private.
 */
export function isPrivatePath(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '').toLowerCase();
  } catch {
    return true;
  }
  return ['/admin', '/api'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The public calculator's page (index.html outside the admin), the one answer a reseller's embed script frames. */
function isPublicPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    typeof type === 'string' &&
    type.startsWith('text/html') &&
    !isPrivatePath(request.url)
  );
}

/**
 * The public page's CSP `frame-ancestors` follows the embed origins of the reseller whose domain is served
 * (decisions/0055); the admin's pages, the API reference and every API answer keep `'none'`: helmet's `'none'` (and `X-Frame-Options: DENY`) stays unless that reseller lists origins, then
 * the directive lists them and X-Frame-Options, which cannot name other sites, is left out. The lists come from
 * the database through a catalogue cache: a change on any instance is seen by every other (docs/architecture.md,
 * "Catalogue changes across instances"). If they cannot be read, the page keeps `'none'`.
 */
export function registerFrameAncestors(app: FastifyInstance): void {
  const { config } = app.ctx;
  const sites = new CatalogueCache(
    async () => {
      const { version, snapshot } = await loadEmbedSites(app.ctx.db);
      return { version, snapshot: originsByDomain(snapshot) };
    },
    () => readCatalogueVersion(app.ctx.db),
    app.ctx.catalogue,
  );
  app.addHook('onClose', (_instance, done) => {
    sites.close();
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPublicPage(request, reply)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string' || !policy.includes(NO_FRAMING)) return payload;
    let origins: readonly string[];
    try {
      origins = frameOrigins(await sites.get(), request.host ?? '', config.defaultResellerDomain);
    } catch (error) {
      request.log.warn({ err: error }, 'embed origins unavailable: the page keeps frame-ancestors none');
      return payload;
    }
    if (origins.length > 0) {
      reply.header('content-security-policy', policy.replace(NO_FRAMING, `frame-ancestors ${origins.join(' ')}`));
      // helmet wrote it on the raw response.
      reply.removeHeader('x-frame-options');
      reply.raw.removeHeader('x-frame-options');
    }
    return payload;
  });
}
