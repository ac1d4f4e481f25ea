import { mountSearchRequest } from '@nprm/contracts';
import { describe, expect, it } from 'vitest';
import {
  antennaId,
  northwind,
  request,
  storedSearches,
  summit,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { loadCatalogue, type CatalogueSnapshot } from './catalogue.repository.js';
import { searchMounts } from './mount-search.service.js';

useSeededSearchApp();

/**
 * The search's catalogue with its reads of the mounts counted: the engine's work starts by reading them (the
 * candidate mounts), and nothing before it does.
 */
async function watchedCatalogue(): Promise<{ catalogue: CatalogueSnapshot; mountReads: () => number }> {
  const { snapshot } = await loadCatalogue(t.database.db);
  let reads = 0;
  const catalogue = new Proxy(snapshot, {
    get(target, key, receiver) {
      if (key === 'mounts') reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { catalogue, mountReads: () => reads };
}

const searchAs = (catalogue: CatalogueSnapshot, resellerId: number, siteResellerId: number) =>
  searchMounts(
    t.database.db,
    t.app.ctx.config,
    catalogue,
    mountSearchRequest.parse(request({ reseller_id: resellerId, antenna: antennaId.ptp })),
    siteResellerId,
  );

describe('a search checks its reseller before the engine runs', () => {
  it('refuses another site’s reseller_id with the 422 before reading a candidate mount, and stores nothing', async () => {
    const { catalogue, mountReads } = await watchedCatalogue();
    const before = await storedSearches();
    await expect(searchAs(catalogue, northwind, summit)).rejects.toMatchObject({
      statusCode: 422,
      body: { errors: { reseller_id: ['does not match this site'] } },
    });
    expect(mountReads()).toBe(0);
    expect(await storedSearches()).toBe(before);
  });

  it('runs the engine over the candidate mounts for the site’s own reseller', async () => {
    const { catalogue, mountReads } = await watchedCatalogue();
    await expect(searchAs(catalogue, summit, summit)).resolves.toMatchObject({ reseller_id: summit });
    expect(mountReads()).toBeGreaterThan(0);
  });
});
