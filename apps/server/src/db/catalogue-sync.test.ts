import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, usesPostgres, type TestApp } from '../test/helpers.js';
import { CATALOGUE_CHANNEL, CATALOGUE_TABLES, readCatalogueVersion } from './catalogue-sync.js';
import { antennas } from './tables.js';

/** docs/architecture.md, "Catalogue changes across instances": triggers, version, notifications. */

let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // A second instance on the same database (PostgreSQL: its own notification connection).
  other = await buildApp({ config: testConfig(), database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

function nextChange(app: FastifyInstance, withinMs: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no catalogue change announced within ${withinMs} ms`));
    }, withinMs);
    const stop = app.ctx.catalogue.onChange(() => {
      clearTimeout(timer);
      stop();
      resolve(performance.now() - started);
    });
  });
}

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

  it('a write is announced to another instance on the same database within a second (PostgreSQL)', async () => {
    const announced = nextChange(other, 1000);
    await t.database.db
      .update(antennas)
      .set({ make: 'Renamed' })
      .where(sql`id = (select min(id) from antennas)`);
    if (usesPostgres) {
      expect(await announced).toBeLessThan(1000);
    } else {
      // PGlite is one process: the in-process events and the version check carry changes there.
      await expect(announced).rejects.toThrow('no catalogue change');
    }
  });

  it('the notification connection comes back after a drop and announces a change on reconnecting', async () => {
    if (!usesPostgres) {
      const listening = t.database.listen(CATALOGUE_CHANNEL, () => undefined, other.log);
      await expect(listening.close()).resolves.toBeUndefined();
      return;
    }
    const reconnected = nextChange(other, 3000);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN "${CATALOGUE_CHANNEL}"`}`,
    );
    await reconnected;
    // And it listens again.
    const announced = nextChange(other, 1000);
    await t.database.db
      .update(antennas)
      .set({ make: 'Again' })
      .where(sql`id = (select min(id) from antennas)`);
    await announced;
  });
});
