import { normalizeDomain, normalizeHost } from '../resellers/index.js';
import type { CatalogueSnapshot } from './catalogue.repository.js';

/** Each snapshot's active resellers by normalised domain (the lowest id where two share one), built on first use. */
const byDomainOf = new WeakMap<CatalogueSnapshot, Map<string, number>>();

function activeResellersByDomain(catalogue: CatalogueSnapshot): Map<string, number> {
  let byDomain = byDomainOf.get(catalogue);
  if (!byDomain) {
    byDomain = new Map();
    // The snapshot's resellers are in ascending id order.
    for (const reseller of catalogue.resellers.values()) {
      const domain = normalizeDomain(reseller.domain);
      if (reseller.deleted_at === null && !byDomain.has(domain)) byDomain.set(domain, reseller.id);
    }
    byDomainOf.set(catalogue, byDomain);
  }
  return byDomain;
}

/**
 * The id of the reseller whose site this host is (the one `GET /api/resellers/init` answers for it): the active
 * reseller whose domain is the host, else the default domain's, else null (the page shows unbranded). Read from the
 * search's catalogue snapshot, which is checked against the database's catalogue version on every search, so a
 * search costs no statement for it.
 */
export function siteResellerId(
  catalogue: CatalogueSnapshot,
  host: string,
  defaultDomain: string | undefined,
): number | null {
  const byDomain = activeResellersByDomain(catalogue);
  const found = (host: string) => {
    const name = normalizeHost(host);
    return name === '' ? undefined : byDomain.get(name);
  };
  return found(host) ?? (defaultDomain ? found(defaultDomain) : undefined) ?? null;
}
