import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * PostgreSQL's own buffers inside PGlite's WebAssembly memory, sized for one small embedded database: the default
 * 128 MB of shared buffers alone held about 120 MB of the process's memory once touched (docs/architecture.md,
 * "Embedded server memory"). Passed to the server's PGlite at every start, and to initdb when a data directory is
 * created (initdb then writes them into postgresql.conf and runs its bootstrap with them).
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

export interface CreatedDataDir {
  /** Peak resident memory of the child process that ran initdb, in MB. */
  initdbPeakRssMb: number;
}

/**
 * Creates the PGlite data directory `dataDir` (which the caller has locked) when it holds no database yet, in a
 * short-lived child process, so that this process never holds initdb's memory: PGlite's memory is never given back
 * to the system, and initdb more than triples it (docs/decisions/0029-embedded-server-memory.md). The child writes to
 * a scratch directory beside `dataDir`, renamed into place only once it is complete: an interrupted start leaves no
 * half-made database. Returns undefined when there was nothing to do, or when `dataDir` holds files but no database
 * (left to PGlite, which runs initdb over it, as it always did).
 */
export async function createPgliteDataDir(dataDir: string): Promise<CreatedDataDir | undefined> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return undefined;
  // Ours alone while the caller holds the lock: what is there was left by an interrupted start.
  const scratch = `${dataDir}.initdb`;
  rmSync(scratch, { recursive: true, force: true });
  try {
    const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const maxRssKb = await runChild([pglitePath, scratch, JSON.stringify(PGLITE_MEMORY_SETTINGS)]);
    if (existsSync(dataDir)) rmdirSync(dataDir); // empty (checked above): rename needs the name free
    renameSync(scratch, dataDir);
    return { initdbPeakRssMb: Math.round(maxRssKb / 1024) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
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
