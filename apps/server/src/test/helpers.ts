import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig, type ConfigEnv } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemoCatalogue } from '../db/seed.js';
import type { MailOptions } from '../features/mail/mail.service.js';
import type { ReportPdfs } from '../features/report/report-cache.js';
import { withDatabase } from './global-setup.js';
import { lendPglite } from './pglite-pool.js';
import { postgresTemplateName, withAdminClient } from './postgres.js';

export const usesPostgres = process.env.TEST_DB_DRIVER === 'postgres';

/**
 * A fresh, migrated, empty database for one test file: the run's PGlite template (a clone, or one given back and
 * reset: pglite-pool.ts), or on the PostgreSQL run a new database copied from the template (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  if (usesPostgres) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `nprm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`));
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false, poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  return lendPglite();
}

/** An empty PGlite database before any migration (the migrations' own tests), cloned from the run's dump. */
export function createUnmigratedPglite(): Promise<Database> {
  const unmigrated = new Blob([readFileSync(inject('pgliteUnmigrated'))]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: unmigrated, migrate: false });
}

/**
 * The configuration tests run with, built by the app's own schema from environment variables: quiet, no demo data,
 * a rate limit no test reaches; `env` overrides any variable. The tests serve the API only (no web app unless
 * `env` names WEB_DIST: the report reads the resellers' logos from there), and the database is the one the test
 * opens (DATA_DIR and DATABASE_URL are not used).
 */
export function testConfig(env: ConfigEnv = {}): AppConfig {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    SEARCH_RATE_LIMIT_PER_DAY: '100000',
    // Tests repeat one search and count what it stores; lead-once.test.ts sets a window.
    SEARCH_REPEAT_WINDOW: '0',
    SEED_DEMO: 'false',
    ...env,
  });
  return { ...config, webDist: env.WEB_DIST === undefined ? undefined : config.webDist };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * buildApp on a fresh test database; `seed: true` loads the demo catalogue first; `env` as for testConfig; `mail`
 * shortens the e-mail worker's waits.
 */
export async function createTestApp(
  options: { seed?: boolean; env?: ConfigEnv; mail?: MailOptions; reportPdfs?: ReportPdfs } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoCatalogue(database.db);
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    mail: options.mail,
    reportPdfs: options.reportPdfs,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
