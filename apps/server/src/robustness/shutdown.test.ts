import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kill, startBuiltServer, type Running } from './built-server.js';

/**
 * SHUTDOWN_TIMEOUT (docs/api.md, "Shutdown"): on SIGTERM the server stops accepting, waits at most that long for
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
});
