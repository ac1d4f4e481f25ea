import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, type Database } from '../db/client.js';
import { postgresTemplateName, withAdminClient } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a gzipped, migrated PGlite data directory each test file clones. */
    pgliteTemplate: string;
    /** The same before any migration: for the migrations' own tests, so they run no initdb of their own. */
    pgliteUnmigrated: string;
  }
}

/**
 * Migrates one template database per run: a PGlite dump on disk, and, when the suite runs against PostgreSQL
 * (TEST_DB_DRIVER=postgres with TEST_DATABASE_URL), a template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'nprm-test-'));
  // One initdb for the run: dumped as it is, then migrated and dumped again.
  const database = await openDatabase({ dataDir: 'memory://', migrate: false });
  const dump = async (name: string) => {
    const path = join(dir, name);
    writeFileSync(path, Buffer.from(await (await dumpDataDir(database)).arrayBuffer()));
    return path;
  };
  project.provide('pgliteUnmigrated', await dump('unmigrated.tar.gz'));
  await migrateDatabase(database);
  project.provide('pgliteTemplate', await dump('template.tar.gz'));
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    const template = postgresTemplateName();
    await withAdminClient(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${template}`);
    });
    const templateDb = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await templateDb.close();
  }

  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function dumpDataDir(database: Database): Promise<Blob> {
  return (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client.dumpDataDir('gzip');
}
