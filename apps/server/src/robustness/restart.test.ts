import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirLockHolder } from '../db/data-dir-lock.js';
import { withDatabase } from '../test/global-setup.js';
import { usesPostgres } from '../test/helpers.js';
import { withAdminClient } from '../test/postgres.js';
import { send } from './support.js';

/**
 * The built server is killed with SIGKILL in the middle of a burst of searches and started again on the same
 * data: it opens cleanly (PGlite: the dead process's lock is taken over) and every search it acknowledged with
 * 201 is there by token, with the same figures. On the PostgreSQL run the same, against a scratch database.
 */

const packageRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// Built before the suite by its global set-up (src/test/build-server.ts), so it is never a stale build.
const MAIN = join(packageRoot, 'dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startBuiltServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const health = await send(url, { path: '/api/health' }).catch(() => undefined);
    if (health?.status === 200) return { child, url, output: () => output };
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => {
    child.once('exit', () => resolveExit());
    child.kill(signal);
  });
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await send(url, { path: new URL(url).pathname + new URL(url).search });
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

/** A search body that finds a mount on this server's catalogue. */
async function fittingSearch(url: string): Promise<Record<string, unknown>> {
  const antennas = await getJson<{ id: number }[]>(`${url}/api/antennas`);
  const roofTypes = await getJson<{ id: number }[]>(`${url}/api/roof_types`);
  for (const antenna of antennas) {
    for (const roofType of roofTypes) {
      const body = {
        antenna: antenna.id,
        roof_type: roofType.id,
        wind_exposure: 'B',
        ridge_mount: false,
        building_height: 20,
        location: 'Chicago, IL, United States',
        location_latitude: 41.8781,
        location_longitude: -87.6298,
        customer_name: 'Restart Visitor',
        customer_email: 'restart@example.com',
        customer_company: 'Restart Roofing',
      };
      const answer = await send(url, { method: 'POST', path: '/api/mount_search_results', body: JSON.stringify(body) });
      if (answer.status === 201) return body;
    }
  }
  throw new Error('no search fits the seeded catalogue');
}

describe('restart: SIGKILL during a burst of searches', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nprm-restart-'));
  let env: Record<string, string>;
  let dropDatabase = async () => undefined as void;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    if (usesPostgres) {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `nprm_restart_${process.pid}_${randomBytes(3).toString('hex')}`;
      await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      dropDatabase = () =>
        withAdminClient(
          serverUrl,
          async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
        );
      env = { DATA_DIR: dataDir, DATABASE_URL: withDatabase(serverUrl, name) };
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
  });

  afterAll(async () => {
    for (const child of running) await kill(child, 'SIGKILL');
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens cleanly after SIGKILL and keeps every acknowledged search', async () => {
    const first = await startBuiltServer(env);
    running.push(first.child);
    const body = await fittingSearch(first.url);

    // 16 clients search in a loop; the server is killed once 60 searches have been acknowledged. Answers that
    // were already on their way when the signal landed count as acknowledged too.
    const acknowledged: { token: string; ballast_weight: number; roof_load: number; total_dead_load: number }[] = [];
    let killed: Promise<void> | undefined;
    const clients = Array.from({ length: 16 }, async (_, client) => {
      for (let i = 0; !killed; i++) {
        const answer = await send(first.url, {
          method: 'POST',
          path: '/api/mount_search_results',
          body: JSON.stringify({ ...body, customer_name: `Restart ${client}-${i}` }),
        }).catch(() => undefined);
        // The connection died with the server: that search was never acknowledged.
        if (answer === undefined) return;
        if (answer.status === 201) {
          acknowledged.push(JSON.parse(answer.body));
          if (acknowledged.length >= 60 && !killed) killed = kill(first.child, 'SIGKILL');
        } else {
          throw new Error(`search answered ${answer.status}: ${answer.body}`);
        }
      }
    });
    await Promise.all(clients);
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    if (!usesPostgres) {
      // The dead process's lock is still there: the restart has to take it over.
      expect(dataDirLockHolder(join(dataDir, 'pglite'))).toBe(first.child.pid);
    }

    const second = await startBuiltServer(env);
    running.push(second.child);
    if (!usesPostgres) expect(dataDirLockHolder(join(dataDir, 'pglite'))).toBe(second.child.pid);
    for (const saved of acknowledged) {
      const found = await send(second.url, { path: `/api/mount_search_results/token/${saved.token}` });
      expect(found.status, saved.token).toBe(200);
      const result = JSON.parse(found.body) as typeof saved;
      expect({
        token: result.token,
        ballast_weight: result.ballast_weight,
        roof_load: result.roof_load,
        total_dead_load: result.total_dead_load,
      }).toEqual({
        token: saved.token,
        ballast_weight: saved.ballast_weight,
        roof_load: saved.roof_load,
        total_dead_load: saved.total_dead_load,
      });
    }
    // And it goes on working: a new search is stored and found.
    const after = await send(second.url, {
      method: 'POST',
      path: '/api/mount_search_results',
      body: JSON.stringify(body),
    });
    expect(after.status, after.body).toBe(201);
    const token = (JSON.parse(after.body) as { token: string }).token;
    expect((await send(second.url, { path: `/api/mount_search_results/token/${token}` })).status).toBe(200);
    await kill(second.child, 'SIGTERM');
    expect(second.child.exitCode, second.output()).toBe(0);
    expect(dataDirLockHolder(join(dataDir, 'pglite'))).toBeUndefined();
  }, 120_000);
});
