import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, testConfig } from '../test/helpers.js';

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

  it.each(['/results?t=abc', '/admin/mounts', '/'])('answers the page route %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['an unknown asset', '/assets/missing.js'],
    ['an unknown asset', '/assets/missing.css?v=1'],
    ['an unknown asset', '/assets/'],
    ['a source map (never served)', '/assets/index-abc.js.map'],
    ['a source map (never served)', '/assets/missing.js.map'],
    ['a source map (never served)', '/app.js.map'],
  ])('answers %s, %s, with the JSON 404, not the page', async (_kind, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  });
});
