import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAntennas } from '../db/seed-data.js';
import { withDatabase } from '../test/global-setup.js';
import { usesPostgres } from '../test/helpers.js';
import { withAdminClient } from '../test/postgres.js';
import { getJson, kill, packageRoot, spawnBuiltServer, untilHealthy, type Running } from './built-server.js';

/**
 * Start-up races (docs/decisions/0017-scale-out-startup.md): instances started together on an empty database all
 * come up (PostgreSQL: migrations and seed under an advisory lock), and of processes racing for a PGlite data
 * directory with a stale lock exactly one gets it, every time.
 */

const scratch = mkdtempSync(join(tmpdir(), 'nprm-startup-'));
const running: ChildProcess[] = [];
afterAll(async () => {
  for (const child of running) await kill(child, 'SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
}

describe('start-up', () => {
  it('four instances started together on one empty database', async () => {
    const instances = 4;
    const dataDir = join(scratch, 'together');
    let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
    let dropDatabase = async () => undefined as void;
    if (usesPostgres) {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `nprm_startup_${process.pid}_${randomBytes(3).toString('hex')}`;
      await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      dropDatabase = () =>
        withAdminClient(serverUrl, async (client) => void (await client.query(`DROP DATABASE ${name} WITH (FORCE)`)));
      env = { ...env, DATABASE_URL: withDatabase(serverUrl, name) };
    }
    const started: Running[] = [];
    for (let i = 0; i < instances; i++) started.push(await spawnBuiltServer(env));
    running.push(...started.map((instance) => instance.child));
    try {
      if (usesPostgres) {
        // All come up, and the demo catalogue is there once.
        await Promise.all(started.map((instance) => untilHealthy(instance)));
        for (const instance of started) {
          const antennas = await getJson<{ id: number }[]>(`${instance.url}/api/antennas`);
          expect(antennas).toHaveLength(Object.keys(demoAntennas).length);
        }
      } else {
        // One data directory serves one process: exactly one comes up, the others stop with the lock's message.
        const outcomes = await Promise.all(
          started.map((instance) =>
            untilHealthy(instance).then(
              () => 'up',
              () => instance.output(),
            ),
          ),
        );
        expect(outcomes.filter((outcome) => outcome === 'up')).toHaveLength(1);
        for (const outcome of outcomes.filter((text) => text !== 'up')) expect(outcome).toMatch(/is in use by process/);
      }
    } finally {
      for (const instance of started) await kill(instance.child, 'SIGTERM');
      await dropDatabase();
    }
  }, 120_000);

  it('processes racing for a PGlite directory with a stale lock: exactly one wins, 25 times out of 25', async () => {
    const lockModule = pathToFileURL(join(packageRoot, 'dist/db/data-dir-lock.js')).href;
    // Each contender loads the lock code, then waits for "go" so that they all try at the same moment.
    const contender = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      process.stdin.once('data', () => {
        try { lockDataDir(process.argv[1]); console.log('won'); }
        catch (error) { console.log(/in use/.test(error.message) ? 'busy' : 'error ' + error.message); }
      });
      process.stdout.write('ready\\n');`;
    // A pid that is certainly dead: a process that has exited.
    const gone = spawn(process.execPath, ['-e', '']);
    await exited(gone);
    const stalePid = gone.pid!;

    const rounds = 25;
    const contenders = 4;
    for (let round = 0; round < rounds; round++) {
      const dataDir = join(scratch, `race-${round}`, 'pglite');
      mkdirSync(`${dataDir}.lock`, { recursive: true });
      writeFileSync(join(`${dataDir}.lock`, '7'), String(stalePid));
      const children = Array.from({ length: contenders }, () =>
        spawn(process.execPath, ['--input-type=module', '-e', contender, dataDir], { stdio: ['pipe', 'pipe', 'pipe'] }),
      );
      running.push(...children);
      const lines = children.map((child) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        return () => text;
      });
      const until = async (test: (text: string) => boolean) => {
        while (!lines.every((text) => test(text()))) await new Promise((wait) => setTimeout(wait, 10));
      };
      await until((text) => text.includes('ready'));
      for (const child of children) child.stdin.write('go\n');
      await until((text) => /\n(won|busy|error)/.test(text));
      const outcomes = lines.map((text) => text().split('\n')[1]);
      // The winner still runs (it holds the lock) while the others are refused.
      expect(
        outcomes.filter((outcome) => outcome === 'won'),
        `round ${round}: ${outcomes.join(', ')}`,
      ).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(contenders - 1);
      for (const child of children) await kill(child, 'SIGKILL');
    }
  }, 180_000);
});
