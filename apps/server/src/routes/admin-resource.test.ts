/** Optimistic concurrency on every admin resource (docs/api.md, "Concurrent edits"). */
import { describe, expect, it } from 'vitest';
import { createRecord, useAdminTestApp } from '../test/admin-api.js';
import { createResellerUserHeaders, signInHeaders } from '../test/admin-sessions.js';

interface Versioned {
  id: number;
  lock_version: number;
}

/** The entities whose PUT the specification defines without a version (the last writer wins). */
const SPECIFICATION_ENTITIES = new Set(['mounts', 'antennas', 'resellers', 'reseller_mounts', 'roof_types']);

describe('lock_version on every admin resource', () => {
  const t = useAdminTestApp();
  const get = async (url: string) => (await t.call('GET', url)).json<Versioned & Record<string, unknown>>();

  /** One record of each resource: a seeded one where the demo data has it, else one made here. */
  /** Each with a change to save (a save that changes nothing keeps the version: features/history/unchanged-saves.test.ts). */
  const records: [string, () => Promise<string>, Record<string, unknown>][] = [
    ['mounts', async () => '/api/mounts/1', { name: 'Locked Mount' }],
    ['antennas', async () => '/api/antennas/1', { model: 'Locked Model' }],
    ['resellers', async () => '/api/resellers/1', { website_url: 'https://example.com/locked' }],
    ['roof_types', async () => '/api/roof_types/1', { name: 'Locked Roof' }],
    ['block_types', async () => '/api/block_types/1', { name: 'Locked Block' }],
    ['engineering_settings', async () => '/api/engineering_settings', { kd: 0.9 }],
    [
      'users',
      async () => {
        const body = {
          email: 'lock@example.com',
          name: 'Lock Ann',
          role: 'administrator',
          password: 'a quiet lighthouse keeper',
        };
        return `/api/users/${(await createRecord<Versioned>(t.call, '/api/users', body)).id}`;
      },
      { name: 'Lock Ann B' },
    ],
    [
      'wind_speed_overrides',
      async () => {
        const body = { fips: '08013', wind_speed: 140, source: 'Boulder County Building Code 2015', note: '' };
        return `/api/wind_speed_overrides/${(await createRecord<Versioned>(t.call, '/api/wind_speed_overrides', body)).id}`;
      },
      { wind_speed: 141 },
    ],
    [
      'reseller_mounts',
      async () => {
        const [linked] = (await t.call('GET', '/api/resellers/1/reseller_mounts')).json<Versioned[]>();
        return `/api/reseller_mounts/${linked!.id}`;
      },
      { product_url: 'https://example.com/locked' },
    ],
  ];

  it.each(records)(
    '%s: a save names the version it read; a stale one is a 409 that writes nothing',
    async (_, make, change) => {
      const url = await make();
      const read = await get(url);
      expect(read.lock_version).toEqual(expect.any(Number));

      const first = await t.call('PUT', url, { ...change, lock_version: read.lock_version });
      expect(first.statusCode, first.body).toBe(200);
      const saved = first.json<Versioned>();
      expect(saved.lock_version).toBeGreaterThan(read.lock_version);
      expect((await get(url)).lock_version).toBe(saved.lock_version);

      const stale = await t.call('PUT', url, { ...change, lock_version: read.lock_version });
      expect(stale.statusCode).toBe(409);
      const body = stale.json<{ errors: string[]; changed_by: string; changed_at: string; current: unknown }>();
      expect(body.errors).toEqual([
        expect.stringMatching(
          /^This record was changed by Test Admin at \d{4}-\d\d-\d\d \d\d:\d\d UTC after you opened it/,
        ),
      ]);
      expect(body.changed_by).toBe('Test Admin');
      expect(body.current).toEqual(await get(url));
      // Nothing written: the version is the one the first save left.
      expect((await get(url)).lock_version).toBe(saved.lock_version);

      // The specification's entities take a PUT without it (below); the product's own records need it.
      const missing = await t.app.inject({ method: 'PUT', url, headers: t.admin, payload: {} });
      if (SPECIFICATION_ENTITIES.has(url.split('/')[2]!)) {
        expect(missing.statusCode).toBe(200);
      } else {
        expect(missing.statusCode).toBe(422);
        expect(missing.json().errors).toEqual({ lock_version: ['must be sent: the version of the record you read'] });
      }
    },
  );

  it('of two saves of one version, the second is refused and the first one stays', async () => {
    const { lock_version } = await get('/api/roof_types/2');
    const [a, b] = [
      await t.call('PUT', '/api/roof_types/2', { name: 'Renamed in tab A', lock_version }),
      await t.call('PUT', '/api/roof_types/2', { friction_coefficient: 0.61, lock_version }),
    ];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(409);
    expect(await get('/api/roof_types/2')).toMatchObject({ name: 'Renamed in tab A' });
    expect(b.json().current).toMatchObject({ name: 'Renamed in tab A' });
  });

  it('names who saved: another administrator by name; a deactivation moves the version on', async () => {
    await createRecord(t.call, '/api/users', {
      email: 'bea@example.com',
      name: 'Bea Other',
      role: 'administrator',
      password: 'correct horse battery staple',
    });
    const bea = await signInHeaders(t.app, 'bea@example.com');
    const { lock_version } = await get('/api/block_types/2');
    expect((await t.call('DELETE', '/api/block_types/2', undefined, bea)).statusCode).toBe(200);
    const stale = await t.call('PUT', '/api/block_types/2', { name: 'Mine', lock_version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed_by).toBe('Bea Other');
    expect(stale.json().current).toMatchObject({ deleted_at: expect.any(String) });
  });

  it('answers 404 for a record that is not there, and 401 without a session', async () => {
    expect((await t.call('PUT', '/api/mounts/999999', { lock_version: 0 })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/mounts/1', payload: { lock_version: 0 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves the version out of the history: it is bookkeeping, not an edit', async () => {
    const { lock_version } = await get('/api/roof_types/3');
    await t.call('PUT', '/api/roof_types/3', { name: 'History roof', lock_version });
    const [entry] = (await t.call('GET', '/api/history?entity=roof_types&entity_id=3')).json<{ changes: object }[]>();
    expect(Object.keys(entry!.changes)).toEqual(['name']);
  });
});

describe("the specification's PUT, without lock_version", () => {
  const t = useAdminTestApp();
  const get = async (url: string) => (await t.call('GET', url)).json<Versioned & Record<string, unknown>>();
  /** A PUT as the specification's client sends it: the fields only (t.call would add the version read). */
  const put = (url: string, payload: object, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'PUT', url, headers, payload });
  const entries = async (entity: string, id: number) =>
    (await t.call('GET', `/api/history?entity=${entity}&entity_id=${id}`)).json<
      { version_sent: boolean; changes: Record<string, unknown> }[]
    >();

  it.each([
    ['/api/mounts/2', { name: 'Spec client mount' }],
    ['/api/antennas/2', { model: 'Spec client model' }],
    ['/api/resellers/1', { website_url: 'https://example.com/spec-client' }],
    ['/api/roof_types/4', { name: 'Spec client roof' }],
  ])(
    '%s: updates over a newer version (last writer wins) and the history says no version was sent',
    async (url, change) => {
      const read = await get(url);
      // Someone saves first with the version; the client without one still overwrites.
      const [field] = Object.keys(change);
      const first = await t.call('PUT', url, {
        [field!]: `${String(read[field!])} (first)`,
        lock_version: read.lock_version,
      });
      expect(first.statusCode).toBe(200);
      const response = await put(url, change);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ...change, lock_version: read.lock_version + 2 });
      const [latest, earlier] = await entries(url.split('/')[2]!, read.id);
      expect(latest).toMatchObject({ version_sent: false, changes: { [field!]: expect.anything() } });
      expect(earlier).toMatchObject({ version_sent: true });
    },
  );

  it('a reseller mount too; a bad field is still a 422 and nothing is written', async () => {
    const [linked] = (await t.call('GET', '/api/resellers/1/reseller_mounts')).json<Versioned[]>();
    const url = `/api/reseller_mounts/${linked!.id}`;
    const ok = await put(url, { product_url: 'https://example.com/spec-linked' });
    expect(ok.statusCode).toBe(200);
    const before = await get(url);
    const bad = await put(url, { product_url: 'not a url' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['product_url']);
    expect(await get(url)).toEqual(before);
  });

  it('401 without a session, 403 for a reseller user on the catalogue, 404 for an unknown id', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/mounts/1', payload: { name: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const user = await createResellerUserHeaders(t.app, 1);
    expect((await put('/api/mounts/1', { name: 'x' }, user)).statusCode).toBe(403);
    expect((await put('/api/mounts/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it("the product's own records still need the version: 422 without it", async () => {
    const response = await put('/api/block_types/1', { name: 'No version' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ lock_version: ['must be sent: the version of the record you read'] });
  });
});
