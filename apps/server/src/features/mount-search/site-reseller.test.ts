import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from './catalogue.repository.js';
import { siteResellerId } from './site-reseller.js';

/** A snapshot holding only resellers (id, domain, deactivated or not), in ascending id order as loaded. */
function catalogueOf(resellers: { id: number; domain: string; deleted?: boolean }[]): CatalogueSnapshot {
  return {
    resellers: new Map(
      resellers.map(({ id, domain, deleted }) => [id, { id, domain, deleted_at: deleted ? new Date(0) : null }]),
    ),
  } as unknown as CatalogueSnapshot;
}

describe('siteResellerId: the reseller of the site a search came in on, from the catalogue snapshot', () => {
  const catalogue = catalogueOf([
    { id: 1, domain: 'localhost' },
    { id: 2, domain: 'www.Northwind.example.' },
    { id: 3, domain: 'closed.example', deleted: true },
  ]);

  it('matches the Host as the database look-up did: case, port, a trailing dot and a leading "www." ignored', () => {
    expect(siteResellerId(catalogue, 'northwind.example', undefined)).toBe(2);
    expect(siteResellerId(catalogue, 'WWW.northwind.example.:8080', undefined)).toBe(2);
    expect(siteResellerId(catalogue, 'localhost:3000', undefined)).toBe(1);
  });

  it("falls back to the default domain's reseller, else none; a deactivated reseller has no site", () => {
    expect(siteResellerId(catalogue, 'unknown.example', 'localhost')).toBe(1);
    expect(siteResellerId(catalogue, 'unknown.example', undefined)).toBeNull();
    expect(siteResellerId(catalogue, 'closed.example', undefined)).toBeNull();
    expect(siteResellerId(catalogue, '', undefined)).toBeNull();
  });

  it('takes the lowest id when two domains read the same once normalised', () => {
    const twins = catalogueOf([
      { id: 4, domain: 'shop.example' },
      { id: 5, domain: 'www.shop.example' },
    ]);
    expect(siteResellerId(twins, 'shop.example', undefined)).toBe(4);
  });
});
