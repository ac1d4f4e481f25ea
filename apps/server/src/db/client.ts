import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { watchCatalogueTables } from './catalogue-sync.js';
import { lockDataDir } from './data-dir-lock.js';
import { keepDataDirPrivate, makePrivate } from './data-dir-modes.js';
import { createPgliteDataDir, PGLITE_MEMORY_SETTINGS } from './pglite-initdb.js';
import * as schema from './tables.js';
import type { Db } from './types.js';

export type { Db, Tx } from './types.js';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while no other process runs start-up work on this database: a PostgreSQL advisory lock held on its
   * own connection (instances starting together on an empty database migrate and seed one after the other); PGlite
   * has one process per data directory already (its lock).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Committed SQL migrations; src/db and dist/db are both two levels below the package root. */
export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface OpenDatabaseOptions {
  /** postgres://… switches to PostgreSQL through node-postgres; otherwise PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throw-away in-memory database. */
  dataDir?: string | undefined;
  /** A gzipped PGlite data-directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | undefined;
  /** Apply the committed migrations (default true). */
  migrate?: boolean;
  /** node-postgres pool size. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
  if (options.migrate ?? true) {
    try {
      await migrateDatabase(database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/** Migrations, then the catalogue triggers, under the start-up lock. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusive(async () => {
    await runMigrations(database);
    await watchCatalogueTables(database.db);
  });
}

async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pgModule } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pgModule.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    exclusive: (work) => withAdvisoryLock(new pgModule.Client({ connectionString: url }), work),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const { client, close } = await startPglite(dataDir, loadDataDir);
  return pgliteDatabase(client, close);
}

/**
 * A PGlite running in `dataDir` (`memory://` for a throw-away one), its data directory private (data-dir-modes.ts) and
 * locked while it runs, and how to stop it: the server opens one per process; the test suite starts its own and lends them (test/pglite-pool.ts).
 */
export async function startPglite(
  dataDir: string,
  loadDataDir: Blob | undefined,
): Promise<{ client: PGlite; close: () => Promise<void> }> {
  const { PGlite: Pglite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = () => undefined as void;
  if (!inMemory) {
    keepDataDirPrivate([dirname(resolve(dataDir)), resolve(dataDir)]);
    mkdirSync(dirname(resolve(dataDir)), { recursive: true });
    releaseLock = lockDataDir(resolve(dataDir));
  }
  let client: PGlite;
  try {
    if (!inMemory && !loadDataDir) await createPgliteDataDir(resolve(dataDir));
    client = await Pglite.create(inMemory ? undefined : dataDir, {
      startParams: [...Pglite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    if (!inMemory) makePrivate(dirname(resolve(dataDir)));
  } catch (error) {
    releaseLock();
    throw error;
  }
  return {
    client,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * A Database over a running PGlite; `close` runs once, however often it is called. The test suite lends one PGlite
 * to many test files this way (test/pglite-pool.ts).
 */
export async function pgliteDatabase(client: PGlite, close: () => Promise<void>): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    exclusive: (work) => work(),
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Any fixed number: the key of the advisory lock every instance of this application takes for start-up work. */
const STARTUP_LOCK_KEY = 7_310_016;

async function withAdvisoryLock<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  // Its own connection, not the pool's: the work runs on the pool (even a pool of one) while the lock is held.
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Closing the session releases the lock too.
    await client.end().catch(() => undefined);
  }
}
