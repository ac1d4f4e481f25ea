import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALCULATOR_PAGE_DATA } from '@nprm/contracts/paths';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, testConfig } from '../test/helpers.js';

/** The web app's own public files, which the build copies into dist as they are. */
const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public/', import.meta.url));

/** A web build's manifest: the entry and the results page share a chunk, which the entry loads anyway. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_format-2.js': { file: 'assets/format-2.js', imports: ['_shared-1.js', 'index.html'] },
  'src/features/results/ResultsPage.tsx': {
    file: 'assets/ResultsPage-3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-1.js', '_format-2.js'],
    css: ['assets/ResultsPage-3.css'],
  },
};

describe('the web app: files, SPA fallback and what is never served', () => {
  let webDist: string;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'nprm-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>NPRM</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'console.log(1);');
    writeFileSync(join(webDist, 'assets', 'index-abc.js.map'), '{"version":3}');
    writeFileSync(join(webDist, 'assets', 'index-abc.js.br'), 'brotli bytes');
    writeFileSync(join(webDist, 'assets', 'index-abc.js.gz'), 'gzip bytes');
    for (const file of ['robots.txt', 'favicon.svg']) copyFileSync(join(WEB_PUBLIC, file), join(webDist, file));
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    database = await createTestDatabase();
    app = await buildApp({ config: { ...testConfig(), webDist }, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a built asset with a year of caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br, gzip', 'br', 'brotli bytes'],
    ['gzip, deflate', 'gzip', 'gzip bytes'],
    ['identity', undefined, 'console.log(1);'],
  ])(
    "answers Accept-Encoding %s with the build's %s copy, as JavaScript, cached a year",
    async (accept, encoding, body) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/index-abc.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.body).toBe(body);
    },
  );

  it.each(['/results?t=abc', '/admin/mounts', '/', '/admin/user/7', '/results?t=a.b', '/diagnostics'])(
    'answers the page route %s with index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the calculator’s data as preload hints with the form’s page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(String(response.headers['link']).split(', ')).toEqual(
      CALCULATOR_PAGE_DATA.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin`),
    );
  });

  it('sends a share link’s reseller, result and results page code (not the first script’s) as preload hints', async () => {
    const response = await app.inject({ method: 'GET', url: '/Results/?t=abc%2F' });
    expect(String(response.headers['link']).split(', ')).toEqual([
      '</api/resellers/init>; rel=preload; as=fetch; crossorigin',
      '</api/mount_search_results/token/abc%2F>; rel=preload; as=fetch; crossorigin',
      '</assets/ResultsPage-3.js>; rel=modulepreload',
      '</assets/format-2.js>; rel=modulepreload',
      '</assets/ResultsPage-3.css>; rel=preload; as=style; crossorigin',
    ]);
  });

  it.each(['/results', '/results?token=abc', '/admin/mounts', '/diagnostics'])(
    'sends no preload hints with %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['link']).toBeUndefined();
    },
  );

  it.each([
    ['the build manifest', '/.vite/manifest.json'],
    ['an unknown asset', '/assets/missing.js'],
    ['an unknown asset', '/assets/missing.css?v=1'],
    ['an unknown asset', '/assets/'],
    ['a source map (never served)', '/assets/index-abc.js.map'],
    ['a source map (never served)', '/assets/missing.js.map'],
    ['a source map (never served)', '/app.js.map'],
    ['a missing file that is not a page', '/robots2.txt'],
    ['a missing file that is not a page', '/demo/missing-logo.svg'],
    ['a missing file that is not a page', '/admin/logo.png?v=2'],
    ['a missing file that is not a page', '/apple-touch-icon.png'],
  ])('answers %s, %s, with the JSON 404, not the page', async (_kind, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  });

  it('serves the favicon the page links, and sends /favicon.ico to it', async () => {
    const svg = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const ico = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });

  it('serves robots.txt: the calculator may be indexed, results, admin and the API may not', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const rules = response.body.split('\n').filter((line) => /^(User-agent|Allow|Disallow):/.test(line));
    expect(rules).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /results',
        'Disallow: /*?edit=',
        'Disallow: /admin',
        'Disallow: /api/',
      ]),
    );
  });
});
