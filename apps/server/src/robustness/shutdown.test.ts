import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { fittingSearch, kill, signIn, startBuiltServer, type Running } from './built-server.js';
import { send } from './support.js';

/**
 * SHUTDOWN_TIMEOUT (docs/api.md, "Outside the API"): on SIGTERM the server stops accepting, waits at most that long for
 * open requests, then closes what is left and exits; a client that never finishes its request (or stops reading an
 * export) cannot keep the process alive.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'nprm-shutdown-'));
let server: Running | undefined;
afterAll(async () => {
  if (server) await kill(server.child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolveSocket, reject) => {
    const socket = connect(Number(port), hostname, () => resolveSocket(socket));
    socket.on('error', reject);
  });
}

describe('shutdown deadline', () => {
  it('SIGTERM with a request stuck mid-body: the process exits after SHUTDOWN_TIMEOUT, not before', async () => {
    server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_TIMEOUT: '1.5' });
    const stuck = await openSocket(server.url);
    stuck.on('error', () => undefined);
    // Announces 1000 bytes of body, sends ten, then nothing: the request stays in flight.
    stuck.write(
      'POST /api/mount_search_results HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"antenna"',
    );
    await new Promise((wait) => setTimeout(wait, 200));
    const closed = new Promise<number>((resolveClosed) => stuck.once('close', () => resolveClosed(performance.now())));

    const signalled = performance.now();
    const exit = new Promise<number>((resolveExit) => server!.child.once('exit', () => resolveExit(performance.now())));
    server.child.kill('SIGTERM');
    const exitedAt = await exit;
    const seconds = (exitedAt - signalled) / 1000;
    console.log(`SIGTERM with a stuck request: exited after ${seconds.toFixed(2)} s (SHUTDOWN_TIMEOUT=1.5)`);
    expect(seconds).toBeGreaterThanOrEqual(1.4);
    expect(seconds).toBeLessThan(4);
    expect(server.child.exitCode, server.output()).toBe(0);
    expect(server.output()).toContain('shutdown deadline reached');
    expect((await closed) - signalled).toBeLessThan(4000);
  }, 60_000);

  it('SIGTERM with only idle connections: the process exits at once', async () => {
    server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_TIMEOUT: '30' });
    const idle = await openSocket(server.url);
    idle.on('error', () => undefined);
    idle.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((wait) => setTimeout(wait, 200));
    const signalled = performance.now();
    await kill(server.child, 'SIGTERM');
    expect(performance.now() - signalled).toBeLessThan(5000);
    expect(server.child.exitCode, server.output()).toBe(0);
    idle.destroy();
  }, 60_000);

  it('SIGTERM while an admin stops reading a large CSV export: the process still exits after SHUTDOWN_TIMEOUT', async () => {
    const admin = { email: 'shutdown-admin@example.com', password: 'shutdown test password 16' };
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
    server = await startBuiltServer(env);
    await fittingSearch(server.url);
    await kill(server.child, 'SIGTERM');
    // Enough stored searches that the export outgrows every socket buffer between server and client.
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    const columns = (
      (await database.db.execute(
        sql`select column_name as name from information_schema.columns
            where table_name = 'mount_search_results' and column_name not in ('id', 'token')`,
      )) as { rows: { name: string }[] }
    ).rows.map((row) => `"${row.name}"`);
    await database.db.execute(
      sql.raw(
        `insert into mount_search_results (${columns.join(', ')}, token) ` +
          `select ${columns.join(', ')}, token || '-' || n from mount_search_results, generate_series(1, 40000) n`,
      ),
    );
    await database.close();

    server = await startBuiltServer({ ...env, SHUTDOWN_TIMEOUT: '1.5' });
    const headers = await signIn(server.url, admin);
    const reader = await openSocket(server.url);
    reader.on('error', () => undefined);
    let received = 0;
    const firstBytes = new Promise<void>((resolveRead) =>
      reader.on('data', (chunk: Buffer) => {
        received += chunk.length;
        // Read the start of the export, then stop reading (the socket's buffers fill up and the server waits).
        if (received > 256 * 1024) {
          reader.pause();
          resolveRead();
        }
      }),
    );
    const auth = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    reader.write(`GET /api/mount_search_results HTTP/1.1\r\nHost: localhost\r\nAccept: text/csv\r\n${auth}\r\n`);
    await firstBytes;
    // PGlite runs on the main thread: the export keeps it busy until the socket buffers are full. Signal once the
    // server answers promptly again, so what is measured is the shutdown, not the export. "Promptly" is generous
    // (half a second) and the wait is bounded: on a loaded machine a health check alone can take 200 ms, and the
    // export (some 18 MB, about 10 of them taken by the socket buffers) keeps PGlite busy for tens of seconds.
    for (let prompt = 0, asks = 0; prompt < 2 && asks < 600; asks++) {
      const asked = performance.now();
      await send(server.url, { path: '/api/health' });
      prompt = performance.now() - asked < 500 ? prompt + 1 : 0;
    }

    const signalled = performance.now();
    const exit = new Promise<number>((resolveExit) => server!.child.once('exit', () => resolveExit(performance.now())));
    server.child.kill('SIGTERM');
    const seconds = ((await exit) - signalled) / 1000;
    console.log(`SIGTERM with a stalled CSV export: exited after ${seconds.toFixed(2)} s (SHUTDOWN_TIMEOUT=1.5)`);
    expect(seconds).toBeGreaterThanOrEqual(1.4);
    expect(seconds).toBeLessThan(4);
    expect(server.child.exitCode, server.output()).toBe(0);
    expect(server.output()).toContain('shutdown deadline reached');
    reader.destroy();
  }, 300_000);
});
