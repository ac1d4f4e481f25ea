import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDataDir } from './pglite-initdb.js';

/** A fresh PGlite data directory is made by a child process (docs/decisions/0029-embedded-server-memory.md). */
describe('createPgliteDataDir', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'nprm-initdb-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('creates the database in a child, over what an interrupted start left, with the small buffers', async () => {
    const dataDir = join(scratch, 'fresh', 'pglite');
    mkdirSync(dataDir, { recursive: true }); // an empty directory, as `mkdir` or an old start may leave
    mkdirSync(`${dataDir}.initdb`);
    writeFileSync(join(`${dataDir}.initdb`, 'half-written'), '');

    const created = await createPgliteDataDir(dataDir);

    expect(created?.initdbPeakRssMb).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dataDir}.initdb`)).toBe(false);
    expect(readFileSync(join(dataDir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 16MB/m);
    // A database already there is left as it is.
    await expect(createPgliteDataDir(dataDir)).resolves.toBeUndefined();
  }, 120_000);

  it('leaves a directory that holds files but no database to PGlite, untouched', async () => {
    const dataDir = join(scratch, 'other', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');

    await expect(createPgliteDataDir(dataDir)).resolves.toBeUndefined();
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });
});
