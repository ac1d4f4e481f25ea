import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirLockHolder } from '../db/data-dir-lock.js';
import { withDatabase } from '../test/global-setup.js';
import { usesPostgres } from '../test/helpers.js';
import { withAdminClient } from '../test/postgres.js';
import { fittingSearch, kill, startBuiltServer } from './built-server.js';
import { send } from './support.js';

/**
 * The built server is killed with SIGKILL in the middle of a burst of searches and started again on the same
 * data: it opens cleanly (PGlite: the dead process's lock is taken over) and every search it acknowledged with
 * 201 is there by token, with the same figures. On the PostgreSQL run the same, against a scratch database.
 */

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
