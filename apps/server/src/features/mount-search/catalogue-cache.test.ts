import { describe, expect, it } from 'vitest';
import { CatalogueEvents } from '../../context.js';
import { CatalogueCache, type VersionedCatalogue } from './catalogue-cache.js';
import type { CatalogueSnapshot } from './catalogue.repository.js';

function fixture() {
  const state = { version: 1, loads: 0, reads: 0 };
  const events = new CatalogueEvents();
  const cache = new CatalogueCache(
    async (): Promise<VersionedCatalogue<CatalogueSnapshot>> => {
      state.loads++;
      const version = state.version;
      await Promise.resolve();
      return { version, snapshot: { roofTypes: new Map([[version, {}]]) } as unknown as CatalogueSnapshot };
    },
    async () => {
      state.reads++;
      const version = state.version;
      await new Promise((resolve) => setImmediate(resolve));
      return version;
    },
    events,
  );
  return { state, events, cache };
}

describe('CatalogueCache', () => {
  it('loads once while the catalogue version stays the same', async () => {
    const { state, cache } = fixture();
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    await cache.get();
    expect(state.loads).toBe(1);
  });

  it('shares a version read among the uses that arrive while one is in flight, and reads again for them', async () => {
    const { state, cache } = fixture();
    await cache.get();
    state.reads = 0;
    const first = cache.get();
    await Promise.resolve();
    // A change committed after the first read was sent: the uses arriving now must see it.
    state.version = 2;
    const later = await Promise.all([cache.get(), cache.get(), cache.get()]);
    await first;
    expect(state.reads).toBe(2);
    for (const snapshot of later) expect([...snapshot.roofTypes.keys()]).toEqual([2]);
  });

  it('reloads at the next use when another instance moved the version (no event in this process)', async () => {
    const { state, cache } = fixture();
    await cache.get();
    state.version = 2;
    const snapshot = await cache.get();
    expect([...snapshot.roofTypes.keys()]).toEqual([2]);
    expect(state.loads).toBe(2);
  });

  it('drops its copy when a write in this process announces a change', async () => {
    const { state, events, cache } = fixture();
    await cache.get();
    events.changed();
    await cache.get();
    expect(state.loads).toBe(2);
    cache.close();
    events.changed();
    await cache.get();
    expect(state.loads).toBe(2);
  });

  it('retries a failed load at the next use', async () => {
    let fail = true;
    const cache = new CatalogueCache(
      async () => {
        if (fail) throw new Error('database unavailable');
        return { version: 1, snapshot: {} as CatalogueSnapshot };
      },
      async () => 1,
      new CatalogueEvents(),
    );
    await expect(cache.get()).rejects.toThrow('database unavailable');
    fail = false;
    await expect(cache.get()).resolves.toBeDefined();
  });
});
