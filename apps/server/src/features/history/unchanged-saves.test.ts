import { describe, expect, it } from 'vitest';
import { createRecord, useAdminTestApp } from '../../test/admin-api.js';

interface Versioned {
  id: number;
  lock_version: number;
  [field: string]: unknown;
}

/**
 * A save that changes nothing is not a change anyone made. For every admin resource, a PUT that restates
 * a field's value answers 200 with the record as it is, writes no history entry and keeps the lock_version (an
 * open form elsewhere is not made stale by it); a PUT that does change the field is recorded.
 */
describe('saves that change nothing (docs/api.md, "History")', () => {
  const t = useAdminTestApp();

  const historyCount = async (entity: string, id: number) => {
    const response = await t.call('GET', `/api/history?entity=${entity}&entity_id=${id}&limit=1`);
    expect(response.statusCode).toBe(200);
    return Number(response.headers['x-total-count']);
  };
  const read = async (url: string) => {
    const response = await t.call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Versioned>();
  };
  const first = async (url: string) => {
    const response = await t.call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Versioned[]>()[0]!;
  };

  /** Each admin resource: its history entity, how to find a record's URL, the field restated and a new value. */
  const resources: {
    entity: string;
    url: () => Promise<string>;
    field: string;
    changed: (value: unknown) => unknown;
  }[] = [
    {
      entity: 'mounts',
      url: async () => `/api/mounts/${(await first('/api/mounts')).id}`,
      field: 'name',
      changed: (v) => `${String(v)} B`,
    },
    {
      entity: 'antennas',
      url: async () => `/api/antennas/${(await first('/api/antennas')).id}`,
      field: 'model',
      changed: (v) => `${String(v)} B`,
    },
    {
      entity: 'resellers',
      url: async () => '/api/resellers/2',
      field: 'website_url',
      changed: () => 'https://example.com/b',
    },
    {
      entity: 'reseller_mounts',
      url: async () => `/api/reseller_mounts/${(await first('/api/resellers/1/reseller_mounts')).id}`,
      field: 'product_url',
      changed: () => 'https://example.com/shop/b',
    },
    {
      entity: 'roof_types',
      url: async () => `/api/roof_types/${(await first('/api/roof_types')).id}`,
      field: 'name',
      changed: (v) => `${String(v)} B`,
    },
    {
      entity: 'block_types',
      url: async () => `/api/block_types/${(await first('/api/block_types')).id}`,
      field: 'name',
      changed: (v) => `${String(v)} B`,
    },
    {
      entity: 'wind_speed_overrides',
      url: async () => {
        const override = await createRecord<Versioned>(t.call, '/api/wind_speed_overrides', {
          fips: '17031',
          wind_speed: 120,
          source: 'County code',
        });
        return `/api/wind_speed_overrides/${override.id}`;
      },
      field: 'wind_speed',
      changed: () => 125,
    },
    {
      entity: 'users',
      url: async () => {
        const user = await createRecord<Versioned>(t.call, '/api/users', {
          email: 'same@example.com',
          name: 'Same',
          role: 'reseller_user',
          reseller_id: 1,
          password: 'a long enough password',
        });
        return `/api/users/${user.id}`;
      },
      field: 'name',
      changed: () => 'Same B',
    },
    { entity: 'engineering_settings', url: async () => '/api/engineering_settings', field: 'kd', changed: () => 0.9 },
  ];

  for (const resource of resources) {
    it(`${resource.entity}: a PUT restating a value is not recorded and keeps the version; a change is`, async () => {
      const url = await resource.url();
      const record = await read(url);
      const id = record.id ?? 1;
      const entries = await historyCount(resource.entity, id);
      const same = await t.call('PUT', url, { [resource.field]: record[resource.field] });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toMatchObject({
        lock_version: record.lock_version,
        [resource.field]: record[resource.field],
      });
      expect((await read(url)).lock_version).toBe(record.lock_version);
      expect(await historyCount(resource.entity, id)).toBe(entries);

      const value = resource.changed(record[resource.field]);
      const changed = await t.call('PUT', url, { [resource.field]: value, lock_version: record.lock_version });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ lock_version: record.lock_version + 1, [resource.field]: value });
      expect(await historyCount(resource.entity, id)).toBe(entries + 1);
    });
  }
});
