import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPgliteTemplate, createPgliteDataDir, pgliteTemplateKey } from './pglite-initdb.js';

/**
 * A fresh PGlite data directory is a copy of the template the build made, or made by initdb in a child process when
 * there is no usable template (docs/decisions/0035-embedded-server-memory.md).
 */
describe('createPgliteDataDir', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'nprm-initdb-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('without a template: initdb in a child, over what an interrupted start left, with the small buffers', async () => {
    const dataDir = join(scratch, 'fresh', 'pglite');
    mkdirSync(dataDir, { recursive: true }); // an empty directory, as `mkdir` or an old start may leave
    mkdirSync(`${dataDir}.initdb`);
    writeFileSync(join(`${dataDir}.initdb`, 'half-written'), '');

    const created = await createPgliteDataDir(dataDir, { templateDir: join(scratch, 'no-template') });

    expect(created?.source).toBe('initdb');
    expect(created?.initdbPeakRssMb).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'half-written'))).toBe(false);
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

describe('the PGlite template made by the build', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'nprm-template-'));
  const templateDir = join(scratch, 'dist', 'pglite-template');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is built once (a fresh clone), then skipped while PGlite and the parameters are the same', async () => {
    const built = await buildPgliteTemplate(templateDir);
    expect(built.outcome).toBe('built');
    expect(built.initdbPeakRssMb).toBeGreaterThan(0);
    expect(readFileSync(join(templateDir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 16MB/m);
    expect(JSON.parse(readFileSync(`${templateDir}.json`, 'utf8'))).toMatchObject(pgliteTemplateKey());
    expect(existsSync(`${templateDir}.initdb`)).toBe(false);

    await expect(buildPgliteTemplate(templateDir)).resolves.toEqual({ outcome: 'skipped' });
  }, 120_000);

  it('is copied by a first start, over what an interrupted copy left, and the copy is a working database', async () => {
    writeFileSync(join(templateDir, 'from-the-template'), '');
    const dataDir = join(scratch, 'copied', 'pglite');
    mkdirSync(`${dataDir}.initdb`, { recursive: true });
    writeFileSync(join(`${dataDir}.initdb`, 'half-copied'), '');

    await expect(createPgliteDataDir(dataDir, { templateDir })).resolves.toEqual({ source: 'template' });

    expect(existsSync(join(dataDir, 'from-the-template'))).toBe(true);
    expect(existsSync(join(dataDir, 'half-copied'))).toBe(false);
    expect(existsSync(`${dataDir}.initdb`)).toBe(false);
    expect(existsSync(join(templateDir, 'PG_VERSION'))).toBe(true); // the template itself is untouched
    const db = await PGlite.create(dataDir);
    try {
      const { rows } = await db.query<{ setting: string }>(`select current_setting('shared_buffers') as setting`);
      expect(rows[0]?.setting).toBe('16MB');
    } finally {
      await db.close();
    }
    rmSync(join(templateDir, 'from-the-template'));
  }, 120_000);

  it('is not used when stale (another PGlite or other parameters): initdb runs, and the next build replaces it', async () => {
    const stamp = JSON.parse(readFileSync(`${templateDir}.json`, 'utf8')) as object;
    writeFileSync(`${templateDir}.json`, JSON.stringify({ ...stamp, pglite: '0.0.1' }));
    writeFileSync(join(templateDir, 'stale'), '');
    const dataDir = join(scratch, 'stale', 'pglite');

    const created = await createPgliteDataDir(dataDir, { templateDir });

    expect(created?.source).toBe('initdb');
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'stale'))).toBe(false);
    expect((await buildPgliteTemplate(templateDir)).outcome).toBe('built');
    expect(existsSync(join(templateDir, 'stale'))).toBe(false);
  }, 180_000);

  it('is not used without its stamp (a build interrupted, or under way)', async () => {
    rmSync(`${templateDir}.json`);
    const dataDir = join(scratch, 'unstamped', 'pglite');

    await expect(createPgliteDataDir(dataDir, { templateDir })).resolves.toMatchObject({ source: 'initdb' });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
