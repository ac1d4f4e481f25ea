import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, testConfig } from '../test/helpers.js';

const INDEX_HTML = '<!doctype html><html><head><title>NPRM</title></head><body><div id="root"></div></body></html>';

/** A web build's manifest: the results page has a script and a stylesheet of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/features/results/ResultsPage.tsx': {
    file: 'assets/ResultsPage-3.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/ResultsPage-3.css'],
  },
};

/**
 * A stand-in for the web build's page drawer (apps/web/src/server.tsx, whose own tests draw the real pages): it asks
 * the server for the reseller, as the calculator does, and draws its name and the host it was asked with; `/broken`
 * fails; an admin page is not drawn.
 */
const DRAWER = `
export async function drawPublicPage(href, transport) {
  if (href.startsWith('/admin')) return undefined;
  if (href.startsWith('/broken')) throw new Error('the page could not be drawn');
  const answer = await transport('/api/resellers/init', { method: 'GET' });
  const body = await answer.json();
  return {
    html: '<main data-drawn="' + answer.status + '">' + (body.name ?? body.errors?.[0]) + ' $& $1</main>',
    stateScript: '<script type="application/json" id="drawn-page-state">{"queries":{"queries":[],"mutations":[]}}</script>',
  };
}
`;

describe('public pages drawn on the server', () => {
  let build: string;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'nprm-drawn-'));
    mkdirSync(join(build, 'dist'));
    mkdirSync(join(build, 'dist-server'));
    writeFileSync(join(build, 'dist', 'index.html'), INDEX_HTML);
    mkdirSync(join(build, 'dist', '.vite'));
    writeFileSync(join(build, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(build, 'dist-server', 'server.js'), DRAWER);
    database = await createTestDatabase();
    app = await buildApp({ config: { ...testConfig(), webDist: join(build, 'dist') }, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('come drawn inside the page’s root, with their data, from the server’s own routes for the page’s host', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The demo data's reseller answers for its domain; the text is put in as it is (`$&` is no pattern).
    expect(response.body).toMatch(
      /<div id="root"><main data-drawn="(200|404)">[^<]* \$& \$1<\/main><\/div><script type="application\/json" id="drawn-page-state">/,
    );
    expect(response.body.startsWith('<!doctype html><html><head><title>NPRM</title></head><body>')).toBe(true);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('come compressed for Accept-Encoding %s as %s, the same page', async (accept, encoding) => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toContain('accept-encoding');
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ''] ?? ((body: Buffer) => body);
    expect(decode(response.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<div id="root"><main data-drawn=');
  });

  it('carry no preload hints for data a drawn page already holds', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['link']).toBeUndefined();
  });

  it('link a share link’s own stylesheet in the page, and hint only its code', async () => {
    const response = await app.inject({ method: 'GET', url: '/results?t=abc' });
    expect(response.body).toContain(
      '<title>NPRM</title><link rel="stylesheet" crossorigin href="/assets/ResultsPage-3.css"></head>',
    );
    expect(response.headers['link']).toBe('</assets/ResultsPage-3.js>; rel=modulepreload');
  });

  it('ask the server’s routes with the page request’s host: a reseller’s domain gets that reseller', async () => {
    const other = await app.inject({ method: 'GET', url: '/', headers: { host: 'no-such-reseller.example' } });
    const direct = await app.inject({
      method: 'GET',
      url: '/api/resellers/init',
      headers: { host: 'no-such-reseller.example' },
    });
    const expected = direct.statusCode === 200 ? direct.json<{ name: string }>().name : 'Not found';
    expect(other.body).toContain(`data-drawn="${direct.statusCode}">${expected} `);
  });

  it('fall back to the page as built when drawing fails: the browser draws it, nothing fails', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([
    ['an admin page, which the browser draws', 'GET', '/admin/login'],
    ['a HEAD request', 'HEAD', '/'],
  ])('are not drawn for %s', async (_case, method, url) => {
    const response = await app.inject({ method: method as 'GET' | 'HEAD', url });
    expect(response.statusCode).toBe(200);
    if (method === 'GET') expect(response.body).toBe(INDEX_HTML);
  });
});
