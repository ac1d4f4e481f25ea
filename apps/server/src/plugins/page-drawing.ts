import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The public pages drawn on the server (docs/architecture.md, public pages): the web build's page drawer
 * (apps/web/src/server.tsx, built into apps/web/dist-server/ beside dist/) renders the page with the answers of this
 * server's own routes, called in process with the page request's host and client headers, so the reseller, the
 * catalogue and a share link's result are those the browser would have asked for. The HTML then carries the drawn
 * page and its data; the browser shows it before its scripts arrive, and they take it over. Without that build, when
 * one of the page's calls fails, or when drawing throws, the page is index.html as built and the browser draws it.
 */

/** apps/web/src/server.tsx's interface. */
interface PageDrawer {
  drawPublicPage(
    href: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; stateScript: string } | undefined>;
}

/** Where the page's markup and its own stylesheets go in index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';

/** The page request's headers an API answer may depend on: the host (the reseller), the client and its language. */
const FORWARDED_HEADERS = [
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-for',
  'user-agent',
  'accept-language',
] as const;

export interface PageDrawing {
  /**
   * index.html with the page at the request's address drawn in it and `stylesheets` (the page's own, beyond the
   * entry's) linked, or undefined when it is not drawn.
   */
  draw(request: FastifyRequest, stylesheets: readonly string[]): Promise<string | undefined>;
}

/** The drawing of public pages for the web build in `webDist`, or undefined when the build has no page drawer. */
export async function loadPageDrawing(app: FastifyInstance, webDist: string): Promise<PageDrawing | undefined> {
  const drawerFile = join(dirname(webDist), 'dist-server', 'server.js');
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!existsSync(drawerFile) || !template.includes(ROOT_ELEMENT) || !template.includes(HEAD_END)) return undefined;
  const drawer = (await import(pathToFileURL(drawerFile).href)) as PageDrawer;

  const transport =
    (request: FastifyRequest) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      // A page asks only for data while it is drawn; anything else is the browser's to send.
      if ((init.method ?? 'GET') !== 'GET') throw new Error(`A page being drawn sent a ${init.method} request`);
      const headers: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await app.inject({
        method: 'GET',
        url,
        headers,
        remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      });
      const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(bodiless ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  return {
    async draw(request, stylesheets) {
      try {
        const page = await drawer.drawPublicPage(request.url, transport(request));
        if (!page) return undefined;
        // Functions, so that `$` in the page's text is never read as a replacement pattern.
        const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
        return template
          .replace(HEAD_END, () => `${links}${HEAD_END}`)
          .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.stateScript}`);
      } catch (error) {
        request.log.warn({ err: error }, 'the page could not be drawn on the server: the browser draws it');
        return undefined;
      }
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A drawn page as sent: brotli or gzip when the browser takes them (the page is tens of kilobytes of markup, a few
 * once compressed; the build's own files come compressed from the build, this one is made per request), else as is.
 */
export async function encodedPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const body = Buffer.from(html);
  // The negotiation @fastify/static makes for the build's own files.
  const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']);
  // Quality 5: most of the best ratio for a few milliseconds (the build's files, made once, use the best).
  if (encoding === 'br') return { body: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: await gzipped(body), encoding };
  return { body };
}
