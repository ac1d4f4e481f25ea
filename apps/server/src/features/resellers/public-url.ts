/**
 * Addresses on a reseller's own domain (docs/api.md, "Links on the reseller's domain"): the result links a visitor
 * shares, the leads CSV, the report's QR code and the e-mails all point at the result's reseller, never at the
 * domain the request happened to arrive on.
 *
 * A production domain gets https on its default port. A development domain (`localhost` or a name under
 * `.localhost`, which resolve to this machine: RFC 6761 §6.3) gets http on the server's own PORT, so the links of
 * `npm start` open. PUBLIC_URL_SCHEME and PUBLIC_URL_PORT override both, e.g. for a test proxy.
 */
import { sharedResultPath } from '@nprm/contracts/paths';
import type { AppConfig } from '../../config.js';

type PublicUrlConfig = Pick<AppConfig, 'port' | 'publicUrlScheme' | 'publicUrlPort' | 'defaultResellerDomain'>;

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

function isDevelopmentDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost');
}

/** `https://shop.example.com`, or `http://northwind.localhost:3000` in development. */
export function resellerOrigin(config: PublicUrlConfig, domain: string | null): string {
  const host = (domain ?? config.defaultResellerDomain ?? 'localhost').toLowerCase();
  const development = isDevelopmentDomain(host);
  const scheme = config.publicUrlScheme ?? (development ? 'http' : 'https');
  const port = config.publicUrlPort ?? (development ? config.port : DEFAULT_PORTS[scheme]);
  return port === DEFAULT_PORTS[scheme] ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

/** The frozen result's page on its reseller's domain: what the share link, the CSV, the QR and the e-mail carry. */
export function publicResultUrl(config: PublicUrlConfig, domain: string | null, token: string): string {
  return `${resellerOrigin(config, domain)}${sharedResultPath(token)}`;
}
