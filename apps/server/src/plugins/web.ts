import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';
import { encodedPage, loadPageDrawing } from './page-drawing.js';
import { pageLinkHeader, pageStylesheets, resultsPageAssets } from './page-hints.js';

/** The reseller's embed snippet's script (apps/web/public/embed.js), at /embed.js. */
const EMBED_SCRIPT = 'embed.js';

/** Source maps stay private even when a build emits them. */
const isSourceMap = (path: string): boolean => path.endsWith('.map');

/**
 * A path whose last segment has an extension (`/robots.txt`, `/demo/logo.svg`) names a file, never a page: the web
 * app's routes have none. A missing one answers 404, so a crawler or an <img> never gets the page with 200.
 */
const looksLikeFile = (path: string): boolean => /\.[A-Za-z0-9]{1,8}$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * Serves the built web app and answers every page GET that matches no file with index.html (SPA fallback),
 * so /results?t=… and /admin/… work on reload. Hashed assets are cached for a year, index.html never. A missing
 * asset (`/assets/…`), any other missing path that names a file, and any source map answer the API's 404, never
 * the page. Browsers ask for /favicon.ico whatever the page links: it redirects to the SVG icon the page links. The web build writes a brotli and a
 * gzip copy beside each text file (apps/web/vite.config.ts); a browser that accepts one gets it (`preCompressed`),
 * so the server compresses nothing at run time. A public page comes drawn, with the data it was drawn with
 * (page-drawing.ts), and its HTML carries Link hints for what it still waits on (page-hints.ts).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const indexFile = webDist ? join(webDist, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (path) => !isSourceMap(path),
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A reseller's embed script is loaded by other sites' pages (decisions/0055), in any of its encodings.
        if (basename(path).replace(/\.(br|gz)$/, '') === EMBED_SCRIPT) {
          res.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
  }
  if (hasWebApp && existsSync(join(webDist!, 'favicon.svg'))) {
    app.get('/favicon.ico', (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
  }
  const resultsAssets = hasWebApp ? resultsPageAssets(webDist!) : { scripts: [], stylesheets: [] };
  const drawing = hasWebApp ? await loadPageDrawing(app, webDist!) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/') &&
      !looksLikeFile(path);
    if (hasWebApp && wantsPage) {
      const drawn =
        request.method === 'GET'
          ? await drawing?.draw(request, pageStylesheets(request.url, resultsAssets))
          : undefined;
      const link = pageLinkHeader(request.url, resultsAssets, { drawn: drawn !== undefined });
      if (link) reply.header('link', link);
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (drawn === undefined) return reply.sendFile('index.html');
      const page = await encodedPage(drawn, request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    throw ApiError.notFound();
  });
}
