// A PostgreSQL cluster of a test's own, which the test may stop and start (test-only: excluded from the build).
// Made with the installed server's initdb and pg_ctl, as .ci/run makes the suite's; as root they run as the
// postgres user, which PostgreSQL requires.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../robustness/built-server.js';

export interface ThrowawayPostgres {
  url: string;
  /** `pg_ctl stop -m immediate`: every connection drops at once, as in a crash. */
  stop(): void;
  start(): void;
  /** Stops it (if running) and removes its files. */
  destroy(): void;
}

/** The newest installed server's binaries; throws (the test fails, never skips) when PostgreSQL is not installed. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error(`no PostgreSQL server under ${root}: install postgresql`);
  return join(root, versions.at(-1)!, 'bin');
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'nprm-outage-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(root, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    run('pg_ctl', ['-D', data, '-l', join(root, 'log'), '-w', '-o', options, 'start']);
    running = true;
  };
  const stop = () => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      try {
        if (running) stop();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
