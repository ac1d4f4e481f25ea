import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { seedDemoCatalogue } from '../../db/seed.js';
import { createTestAdmin, signInHeaders, withReadVersion } from '../../test/admin-sessions.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { frameOrigins, isPrivatePath, originsByDomain } from './frame-ancestors.js';

const SUMMIT = 1;
const PARTNERS = ['https://partner.example.org', 'http://127.0.0.1:8080'];

/** Two instances on one database (docs/deployment.md): each its own catalogue cache and change events. */
describe("the page's frame-ancestors follow its reseller's embed origins (decisions/0055)", () => {
  let webDist: string;
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'nprm-embed-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>NPRM</title>');
    writeFileSync(join(webDist, 'embed.js'), '(function () {})();');
    // The build's compressed copies, as browsers get them.
    writeFileSync(join(webDist, 'embed.js.br'), 'brotli bytes');
    writeFileSync(join(webDist, 'embed.js.gz'), 'gzip bytes');
    database = await createTestDatabase();
    await seedDemoCatalogue(database.db);
    const config = { ...testConfig(), webDist };
    first = await buildApp({ config, database });
    second = await buildApp({ config, database });
    await Promise.all([first.ready(), second.ready()]);
    await createTestAdmin(first);
    admin = await signInHeaders(first);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, host: string, url = '/') => app.inject({ method: 'GET', url, headers: { host } });
  const frameAncestors = (headers: Record<string, unknown>) =>
    /frame-ancestors ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
  const setOrigins = async (id: number, origins: string[]) => {
    const url = `/api/resellers/${id}`;
    const payload = await withReadVersion(first, 'PUT', url, { embed_origins: origins }, admin);
    const response = await first.inject({ method: 'PUT', url, headers: admin, payload });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("is 'none', with X-Frame-Options DENY, while no reseller lists an origin", async () => {
    for (const url of ['/', '/results?t=abc', '/index.html']) {
      const response = await page(first, 'localhost:3000', url);
      expect(response.statusCode, url).toBe(200);
      expect(frameAncestors(response.headers), url).toBe("'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it("lists the origins of the reseller whose domain is served, on every instance; others stay 'none'", async () => {
    // The second instance has read the lists already: it must learn of the change from the database.
    expect(frameAncestors((await page(second, 'localhost')).headers)).toBe("'none'");
    await setOrigins(SUMMIT, PARTNERS);
    for (const app of [first, second]) {
      for (const url of ['/', '/results?t=abc']) {
        const response = await page(app, 'www.LOCALHOST:3000', url);
        expect(frameAncestors(response.headers)).toBe(PARTNERS.join(' '));
        expect(response.headers).not.toHaveProperty('x-frame-options');
        // The rest of the policy is helmet's.
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      }
      const northwind = await page(app, 'northwind.localhost');
      expect(frameAncestors(northwind.headers)).toBe("'none'");
      expect(northwind.headers['x-frame-options']).toBe('DENY');
    }
    // An unknown host shows the default reseller's page (GET /api/resellers/init's rule), and so its list.
    expect(frameAncestors((await page(second, 'unknown.example.org')).headers)).toBe(PARTNERS.join(' '));
  });

  it("keeps 'none' on everything but the page: the API, files, the embed script", async () => {
    for (const url of ['/api/resellers/init', '/api/health', '/embed.js', '/missing.png']) {
      const response = await page(second, 'localhost', url);
      expect(frameAncestors(response.headers), url).toBe("'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it("keeps 'none' and DENY on the admin's pages and the API reference, whatever the reseller lists", async () => {
    await setOrigins(SUMMIT, PARTNERS);
    expect(frameAncestors((await page(first, 'localhost', '/results?t=abc')).headers)).toBe(PARTNERS.join(' '));
    for (const url of ['/admin', '/admin/login', '/admin/users', '/ADMIN/users', '/%61dmin/login', '/api/docs']) {
      const response = await page(first, 'localhost', url);
      expect(response.headers['content-type'], url).toMatch(/text\/html|json/);
      expect(frameAncestors(response.headers), url).toBe("'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    await setOrigins(SUMMIT, []);
  });

  it('serves /embed.js for other sites to load (Cross-Origin-Resource-Policy cross-origin)', async () => {
    for (const [encoding, body] of [
      ['identity', '(function () {})();'],
      ['br, gzip', 'brotli bytes'],
      ['gzip', 'gzip bytes'],
    ]) {
      const response = await first.inject({
        method: 'GET',
        url: '/embed.js',
        headers: { host: 'localhost', 'accept-encoding': encoding! },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/javascript/);
      expect(response.headers['cross-origin-resource-policy'], encoding).toBe('cross-origin');
      expect(response.body, encoding).toBe(body);
    }
    const page_ = await page(first, 'localhost', '/');
    expect(page_.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("goes back to 'none' when the list is emptied or the reseller deactivated", async () => {
    await setOrigins(SUMMIT, []);
    expect(frameAncestors((await page(second, 'localhost')).headers)).toBe("'none'");
    await setOrigins(2, ['https://northwind-partner.example.net']);
    expect(frameAncestors((await page(second, 'northwind.localhost')).headers)).toBe(
      'https://northwind-partner.example.net',
    );
    const deleted = await first.inject({ method: 'DELETE', url: '/api/resellers/2', headers: admin });
    expect(deleted.statusCode).toBe(200);
    // Its domain now shows the default reseller's page, which lists none.
    const closed = await page(second, 'northwind.localhost');
    expect(frameAncestors(closed.headers)).toBe("'none'");
    expect(closed.headers['x-frame-options']).toBe('DENY');
  });
});

describe('isPrivatePath', () => {
  it('is the admin and the API in any case or encoding; the public pages are not', () => {
    for (const url of ['/admin', '/Admin/', '/admin/users?x=1', '/%61dmin', '/api/docs', '/API', '/%ZZ']) {
      expect(isPrivatePath(url), url).toBe(true);
    }
    for (const url of ['/', '/results?t=admin', '/diagnostics', '/administrator', '/error']) {
      expect(isPrivatePath(url), url).toBe(false);
    }
  });
});

describe('frameOrigins', () => {
  const byDomain = originsByDomain([
    { id: 1, domain: 'shop.example.com', embed_origins: ['https://a.example'] },
    { id: 2, domain: 'www.other.example', embed_origins: [] },
    { id: 3, domain: 'SHOP.example.com', embed_origins: ['https://twin.example'] },
    // Written around the API: nothing that is not a stored origin reaches the header.
    {
      id: 4,
      domain: 'raw.example',
      embed_origins: ["https://ok.example; script-src 'unsafe-inline'", 'https://ok.example'],
    },
  ]);
  it('finds the host (case, port and www. ignored), else the default domain, else none', () => {
    expect(frameOrigins(byDomain, 'WWW.Shop.Example.com:8443', undefined)).toEqual(['https://a.example']);
    expect(frameOrigins(byDomain, 'other.example', 'shop.example.com')).toEqual([]);
    expect(frameOrigins(byDomain, 'nowhere.example', 'shop.example.com')).toEqual(['https://a.example']);
    expect(frameOrigins(byDomain, 'nowhere.example', undefined)).toEqual([]);
    expect(frameOrigins(byDomain, '', '')).toEqual([]);
    expect(frameOrigins(byDomain, 'raw.example', undefined)).toEqual(['https://ok.example']);
  });
});
