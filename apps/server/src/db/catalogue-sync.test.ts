import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/helpers.js';
import { antennaId, request, t, useSeededSearchApp } from '../test/mount-search.js';
import { CATALOGUE_TABLES, readCatalogueVersion } from './catalogue-sync.js';
import { antennas } from './tables.js';

/** docs/architecture.md, "Catalogue changes across instances": the triggers, the version and every use's check. */

let other: FastifyInstance;

useSeededSearchApp();
beforeAll(async () => {
  // A second instance on the same database, with its own catalogue cache and its own in-process events.
  other = await buildApp({ config: testConfig(), database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
});

const searchThrough = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/mount_search_results',
    payload: request({ antenna: antennaId.ptp }),
    headers: { host: 'localhost' },
  });

describe('catalogue changes', () => {
  it('every catalogue table carries the trigger, and each writing statement bumps the version once', async () => {
    const { db } = t.database;
    for (const table of CATALOGUE_TABLES) {
      const name = getTableName(table);
      const before = await readCatalogueVersion(db);
      await db.execute(sql.raw(`delete from "${name}" where false`));
      expect(await readCatalogueVersion(db), name).toBe(before + 1);
    }
  });

  it('a write from outside an instance reaches the next search on another instance, with no event', async () => {
    expect((await searchThrough(other)).statusCode).toBe(201);
    // Written straight to the database (as another instance, the seed or the admin CLI would): no instance is told.
    await t.database.db.update(antennas).set({ deleted_at: new Date() }).where(eq(antennas.id, antennaId.ptp));
    try {
      const refused = await searchThrough(other);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { antenna: [expect.any(String)] } });
      expect((await searchThrough(t.app)).statusCode).toBe(422);
    } finally {
      await t.database.db.update(antennas).set({ deleted_at: null }).where(eq(antennas.id, antennaId.ptp));
    }
    expect((await searchThrough(other)).statusCode).toBe(201);
  });
});
