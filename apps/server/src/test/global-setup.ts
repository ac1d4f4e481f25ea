import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { postgresTemplateName, withAdminClient } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a gzipped, migrated PGlite data directory each test file clones. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template database per run: a PGlite dump on disk, and, when the suite runs against PostgreSQL
 * (TEST_DB_DRIVER=postgres with TEST_DATABASE_URL), a template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'nprm-test-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await (
    database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }
  ).$client.dumpDataDir('gzip');
  await database.close();
  const templatePath = join(dir, 'template.tar.gz');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templatePath);

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
