import { z } from 'zod';

/**
 * The sites allowed to show a reseller's calculator in a frame (docs/api.md, "Embedding the calculator";
 * decisions/0055): web origins, `scheme://host[:port]`. The page's CSP `frame-ancestors` lists them for the
 * reseller's domain; none means no site may frame it.
 *
 * An origin is `https://` with a host name or IPv4 address and an optional port, or plain `http://` on this machine
 * only (`localhost` or `127.0.0.1`, any port: a reseller's site under development). No path (a lone trailing "/" is
 * dropped), query, fragment, user name or wildcard.
 */
export const EMBED_ORIGINS_MAX = 20;
const EMBED_ORIGIN_MAX = 255;

export const NOT_A_LIST_OF_ORIGINS = 'must be a list of origins';
/** What an origin must be, as the 422 message says it. */
export const EMBED_ORIGIN_RULE =
  'each an https:// origin such as https://www.example.com, or http://localhost or http://127.0.0.1 with any port; no path, query or wildcard';

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ORIGIN = new RegExp(`^(https?)://(${HOST_LABEL}(?:\\.${HOST_LABEL})*)(?::(\\d{1,5}))?/?$`);
const DEFAULT_PORT: Record<string, number> = { http: 80, https: 443 };
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The origin as stored ("HTTPS://Shop.Example.com:443/" → "https://shop.example.com"), or null when it is none. */
export function parseEmbedOrigin(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (text.length > EMBED_ORIGIN_MAX) return null;
  const match = ORIGIN.exec(text);
  if (!match) return null;
  const [, scheme = '', host = '', portText] = match;
  if (host.length > 253) return null;
  if (scheme === 'http' && !LOOPBACK_HOSTS.has(host)) return null;
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && (port < 1 || port > 65_535)) return null;
  return port === undefined || port === DEFAULT_PORT[scheme] ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

/** Each origin at most once, in the order given. */
function normalizeList(values: string[]): string[] {
  return [...new Set(values.map((value) => parseEmbedOrigin(value) ?? value))];
}

/** null is no origins; a blank entry (an empty line of the form) is no entry. */
function listInput(value: unknown): unknown {
  if (value === null) return [];
  return Array.isArray(value) ? value.filter((entry) => !(typeof entry === 'string' && entry.trim() === '')) : value;
}

/**
 * `embed_origins` of a reseller's body: a list of origins (null is none, blank entries are dropped); every problem
 * is reported on the field itself, naming the entries refused, and nothing is stored.
 */
export const embedOriginList = z.preprocess(
  listInput,
  z
    .array(z.unknown(), { error: NOT_A_LIST_OF_ORIGINS })
    .superRefine((values, context) => {
      if (values.some((value) => typeof value !== 'string')) {
        context.addIssue({ code: 'custom', message: NOT_A_LIST_OF_ORIGINS });
        return;
      }
      const origins = values as string[];
      if (normalizeList(origins).length > EMBED_ORIGINS_MAX) {
        context.addIssue({ code: 'custom', message: `has too many entries (at most ${EMBED_ORIGINS_MAX})` });
      }
      const refused = origins.filter((origin) => parseEmbedOrigin(origin) === null);
      if (refused.length > 0) {
        // The first few, shortened: the message stays short whatever was sent.
        const named = refused.slice(0, 5).map((origin) => (origin.length > 60 ? `${origin.slice(0, 60)}…` : origin));
        if (refused.length > 5) named.push(`${refused.length - 5} more`);
        context.addIssue({
          code: 'custom',
          message: `contains invalid origins: ${named.join(', ')} (${EMBED_ORIGIN_RULE})`,
        });
      }
    })
    .transform((values) => normalizeList(values as string[]))
    .optional(),
);
