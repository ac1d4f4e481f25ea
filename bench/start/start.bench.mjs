// Start figure: the time from `npm start` (its prestart checks the build: `tsc -b`, then the web build only when its
// inputs changed) to the first 200 from /api/health, on a tree `npm run bench` has just built, with a fresh data
// directory (first start: migrations and seed). Goal: ≤ 5 s on an already-built, unchanged tree.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/server.mjs';

const GOAL_SECONDS = 5;
const repoRoot = new URL('../..', import.meta.url).pathname;

async function timeToHealthy(dataDir) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return (performance.now() - began) / 1000;
      if (performance.now() - began > 180_000) throw new Error('no healthy server in 180 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    // npm start runs the server in a child: stop the whole group.
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'nprm-bench-start-'));
try {
  const fresh = await timeToHealthy(dataDir);
  const again = await timeToHealthy(dataDir);
  const mark = (s) => (s <= GOAL_SECONDS ? 'met' : 'MISSED');
  console.log(
    `start npm start → healthy, fresh data directory:    ${fresh.toFixed(2)} s (goal ≤ ${GOAL_SECONDS} s: ${mark(fresh)})`,
  );
  console.log(
    `start npm start → healthy, existing data directory: ${again.toFixed(2)} s (goal ≤ ${GOAL_SECONDS} s: ${mark(again)})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
