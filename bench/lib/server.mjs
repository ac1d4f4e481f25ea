// Starts the BUILT server (apps/server/dist/main.js) on a free loopback port with a fresh data directory (or the
// PostgreSQL database given), waits for /api/health and returns { url, pid, stop, peakRssMb }.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('../..', import.meta.url).pathname;

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * `nodeArgs`: flags for node before the script (`--cpu-prof`, which NODE_OPTIONS does not allow). `root`: the built
 * tree whose server runs (another commit's, bench/lib/worktree.mjs), this one by default.
 */
export async function startServer({ env = {}, databaseUrl, dataDir, nodeArgs = [], root = repoRoot } = {}) {
  const port = await freePort();
  const ownDataDir = !databaseUrl && !dataDir ? mkdtempSync(join(tmpdir(), 'nprm-bench-')) : undefined;
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
      SEARCH_RATE_LIMIT_PER_DAY: '100000000',
      SEARCH_REPEAT_WINDOW: '0',
      SIGN_IN_MAX_FAILURES: '1000',
      DATA_DIR: dataDir ?? ownDataDir ?? join(tmpdir(), 'unused'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let peakRssMb = 0;
  // Until healthy, also the server's child processes (the one creating a fresh PGlite data directory): their own
  // peak, and the peak of the server and its children together.
  let starting = true;
  let peakChildRssMb = 0;
  let peakTotalRssMb = 0;
  const sampler = setInterval(() => {
    const own = rssMb(child.pid);
    peakRssMb = Math.max(peakRssMb, own);
    if (!starting) return;
    const children = childPids(child.pid).reduce((sum, pid) => sum + rssMb(pid), 0);
    peakChildRssMb = Math.max(peakChildRssMb, children);
    peakTotalRssMb = Math.max(peakTotalRssMb, own + children);
  }, 50);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  starting = false;
  return {
    url,
    port,
    pid: child.pid,
    get peakRssMb() {
      return peakRssMb;
    },
    /** Peak RSS of the server's child processes during start-up (0 when it started none). */
    peakChildRssMb,
    /** Peak RSS of the server and its child processes together during start-up. */
    peakTotalRssMb,
    resetPeak() {
      peakRssMb = rssMb(child.pid);
    },
    async stop() {
      clearInterval(sampler);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Pids of the direct children of a process, from /proc (Linux; none elsewhere). */
function childPids(parent) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      // The parent pid is the second field after the command name, which may itself hold spaces.
      return Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === parent;
    } catch {
      return false;
    }
  });
}

/** CPU time (user + system) a process has used so far, in seconds, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
