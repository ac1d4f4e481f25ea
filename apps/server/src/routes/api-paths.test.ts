import { CATALOGUE_CSV_ENTITIES } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

/*
 * The web builds every API call from @nprm/contracts/paths: each of those paths must be a route the server
 * registers, so a renamed route cannot leave the web calling an address that answers 404.
 */
/** The catalogue lists with bulk actions (docs/api.md, "Bulk actions"). */
const BULK_LISTS = [
  API_PATHS.antennas,
  API_PATHS.mounts,
  API_PATHS.roofTypes,
  API_PATHS.blockTypes,
  API_PATHS.resellers,
  API_PATHS.resellerMounts,
  API_PATHS.windSpeedOverrides,
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function served(app: FastifyInstance, url: string): boolean {
  return METHODS.some((method) => app.hasRoute({ method, url }));
}

/** Each entry as route patterns: a parameter becomes `:param`; the catalogue CSV paths exist per entity. */
function patterns(name: string, entry: string | ((value: string) => string)): string[] {
  if (typeof entry === 'string') return [entry];
  if (name.startsWith('catalogueCsv')) return CATALOGUE_CSV_ENTITIES.map((entity) => entry(entity));
  if (name === 'bulkActions') return BULK_LISTS.map((list) => entry(list));
  return [entry('PARAM').replace('PARAM', ':param')];
}

describe('API paths (@nprm/contracts/paths)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names only routes the server serves', () => {
    const urls = Object.entries(API_PATHS).flatMap(([name, entry]) => patterns(name, entry));
    expect(urls.length).toBeGreaterThan(30);
    expect(urls.filter((url) => !served(t.app, url))).toEqual([]);
  });

  it('tells a route the server does not serve', () => {
    expect(served(t.app, '/api/mount_search_results/token/:param/nothing')).toBe(false);
    expect(served(t.app, API_PATHS.savedResult('abc'))).toBe(false);
  });
});
