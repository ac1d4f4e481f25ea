import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirLockHolder, lockDataDir } from './data-dir-lock.js';

/**
 * PostgreSQL's own buffers inside PGlite's WebAssembly memory, sized for one small embedded database: the default
 * 128 MB of shared buffers alone held about 120 MB of the process's memory once touched
 * (docs/decisions/0035-embedded-server-memory.md). Passed to the server's PGlite at every start, and to initdb when a
 * data directory is created (initdb then writes them into postgresql.conf and runs its bootstrap with them).
 */
export const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=8MB',
  'temp_buffers=1MB',
].flatMap((setting) => ['-c', setting]);

/**
 * Runs in the child: PGlite creating a data directory runs initdb (a second PGlite and an initdb WebAssembly
 * instance, a 128 MB copy of the second one's heap); all of it goes away with the process. CommonJS through
 * `require` so that the same source runs whether the caller is the built server or TypeScript under Vitest.
 */
const CHILD_SOURCE = `
const [pglitePath, target, settings] = process.argv.slice(1);
const { PGlite } = require(pglitePath);
PGlite.create(target, { initDbStartParams: JSON.parse(settings) })
  .then((db) => db.close())
  .then(
    () => process.stdout.write(String(process.resourceUsage().maxRSS)),
    (error) => { process.stderr.write(String(error && error.message || error)); process.exit(1); },
  );
`;

/**
 * The empty data directory the build makes once (`scripts/build-pglite-template.mjs`, run by `npm run build` and by
 * `npm start` before it starts the server), copied into place by a first start instead of running initdb
 * (docs/decisions/0035-embedded-server-memory.md). src/db and dist/db are both two levels below the package root,
 * so the built server and TypeScript under Vitest find the same one: apps/server/dist/pglite-template.
 */
export const PGLITE_TEMPLATE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/pglite-template');

/** Bump when what the template holds changes for another reason than PGlite's version or initdb's parameters. */
const TEMPLATE_FORMAT = 1;

/**
 * What a template must have been made with to be copied: PGlite's version (its initdb and its data-directory format)
 * and initdb's parameters. Written beside the template (`<template>.json`) with a build id of its own.
 */
export function pgliteTemplateKey(): { format: number; pglite: string; initDbStartParams: string[] } {
  return { format: TEMPLATE_FORMAT, pglite: pgliteVersion(), initDbStartParams: PGLITE_MEMORY_SETTINGS };
}

function pgliteVersion(): string {
  // The package's exports do not list its package.json: walk up from its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    } catch {
      // no package.json here
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("@electric-sql/pglite's package.json not found");
    dir = parent;
  }
}

const stampFile = (templateDir: string) => `${templateDir}.json`;

function readStamp(templateDir: string): string | undefined {
  try {
    return readFileSync(stampFile(templateDir), 'utf8');
  } catch {
    return undefined;
  }
}

/** The template's stamp when it is complete and made with today's PGlite and parameters; undefined otherwise. */
function usableTemplateStamp(templateDir: string): string | undefined {
  const stamp = readStamp(templateDir);
  if (stamp === undefined || !existsSync(join(templateDir, 'PG_VERSION'))) return undefined;
  try {
    const { build, ...key } = JSON.parse(stamp) as { build?: unknown };
    return typeof build === 'string' && JSON.stringify(key) === JSON.stringify(pgliteTemplateKey()) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

export interface TemplateBuild {
  outcome: 'built' | 'skipped';
  /** Peak resident memory of the child process that ran initdb, in MB (when built). */
  initdbPeakRssMb?: number;
}

/**
 * Makes the template data directory unless it is there and its stamp matches (`force` makes it all the same): initdb
 * in the same child process as a first start's, into `<template>.initdb`, renamed into place. The stamp is removed
 * before the old template is touched and written (with a new build id) only once the new one is in place, so a
 * server copying the template meanwhile sees the stamp change and runs initdb itself instead.
 */
export async function buildPgliteTemplate(
  templateDir: string = PGLITE_TEMPLATE_DIR,
  { force = false }: { force?: boolean } = {},
): Promise<TemplateBuild> {
  if (!force && usableTemplateStamp(templateDir) !== undefined) return { outcome: 'skipped' };
  // Builds one at a time (two `npm start` on a fresh clone): a server's check of the stamp relies on it.
  const release = await lockTemplate(templateDir);
  try {
    if (!force && usableTemplateStamp(templateDir) !== undefined) return { outcome: 'skipped' };
    rmSync(stampFile(templateDir), { force: true });
    const scratch = `${templateDir}.initdb`;
    rmSync(scratch, { recursive: true, force: true });
    let maxRssKb: number;
    try {
      maxRssKb = await initdbInChild(scratch);
      rmSync(templateDir, { recursive: true, force: true });
      renameSync(scratch, templateDir);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    const stamp = JSON.stringify({ ...pgliteTemplateKey(), build: randomUUID() });
    writeFileSync(`${stampFile(templateDir)}.tmp`, `${stamp}\n`);
    renameSync(`${stampFile(templateDir)}.tmp`, stampFile(templateDir));
    return { outcome: 'built', initdbPeakRssMb: Math.round(maxRssKb / 1024) };
  } finally {
    release();
  }
}

/** The template's build lock (the data directories' own lock), waiting while another build holds it. */
async function lockTemplate(templateDir: string): Promise<() => void> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      return lockDataDir(templateDir);
    } catch (error) {
      if (dataDirLockHolder(templateDir) === undefined || Date.now() > deadline) throw error;
      await new Promise((resolveWait) => setTimeout(resolveWait, 250));
    }
  }
}

export interface CreatedDataDir {
  /** `template`: copied from the build's template; `initdb`: made by initdb in a child process. */
  source: 'template' | 'initdb';
  /** Peak resident memory of the child process that ran initdb, in MB (source `initdb`). */
  initdbPeakRssMb?: number;
}

/**
 * Creates the PGlite data directory `dataDir` (which the caller has locked) when it holds no database yet: a copy of
 * the template the build made (`templateDir`) when it is there and made with today's PGlite and parameters, else
 * initdb in a short-lived child process, so that this process never holds initdb's memory: PGlite's memory is never
 * given back to the system, and initdb more than triples it (docs/decisions/0035-embedded-server-memory.md). Either
 * is written to a scratch directory beside `dataDir`, renamed into place only once it is complete: an interrupted
 * start leaves no half-made database. Returns undefined when there was nothing to do, or when `dataDir` holds files
 * but no database (left to PGlite, which runs initdb over it, as it always did).
 */
export async function createPgliteDataDir(
  dataDir: string,
  { templateDir = PGLITE_TEMPLATE_DIR }: { templateDir?: string } = {},
): Promise<CreatedDataDir | undefined> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return undefined;
  // Ours alone while the caller holds the lock: what is there was left by an interrupted start.
  const scratch = `${dataDir}.initdb`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  try {
    let created: CreatedDataDir;
    if (copyTemplate(templateDir, scratch)) {
      created = { source: 'template' };
    } else {
      rmSync(scratch, { recursive: true, force: true });
      created = { source: 'initdb', initdbPeakRssMb: Math.round((await initdbInChild(scratch)) / 1024) };
    }
    if (existsSync(dataDir)) rmdirSync(dataDir); // empty (checked above): rename needs the name free
    renameSync(scratch, dataDir);
    return created;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Copies a usable template to `target`; false (initdb then) when there is none or it changed during the copy. */
function copyTemplate(templateDir: string, target: string): boolean {
  const stamp = usableTemplateStamp(templateDir);
  if (stamp === undefined) return false;
  try {
    cpSync(templateDir, target, { recursive: true, errorOnExist: true, force: false });
  } catch {
    return false;
  }
  // The build removes the stamp before it touches a template and writes a new build id after: the same stamp before
  // and after means the copy is of one complete template.
  return readStamp(templateDir) === stamp && existsSync(join(target, 'PG_VERSION'));
}

/** initdb of `target` in a child process; returns the child's peak RSS in KB. */
function initdbInChild(target: string): Promise<number> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return runChild([pglitePath, target, JSON.stringify(PGLITE_MEMORY_SETTINGS)]);
}

function runChild(args: string[]): Promise<number> {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(process.execPath, ['-e', CHILD_SOURCE, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', rejectRun);
    child.once('close', (code, signal) => {
      if (code === 0) resolveRun(Number(stdout) || 0);
      else rejectRun(new Error(`Creating the PGlite data directory failed (${signal ?? code}): ${stderr.trim()}`));
    });
  });
}
