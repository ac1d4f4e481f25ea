import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import {
  collectGarbage,
  countRows,
  listenOnLoopback,
  openConnections,
  publicCatalogue,
  searchVariants,
  send,
} from './support.js';

/** Oversized bodies and clients that stall or vanish, over real sockets on a listening server. */

const BODY_LIMIT = 64 * 1024;

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Writes raw bytes and reads until the server closes or `until` matches what came back. */
function exchange(port: number, bytes: string | Buffer, until = /\r\n\r\n[\s\S]*\}/): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (until.test(received)) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

/** Half a request of each kind a stalled or vanished client leaves behind. */
function halfRequests(searchBody: string): string[] {
  const full = Buffer.byteLength(searchBody);
  return [
    'GET /api/hea',
    'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
    `POST /api/mount_search_results HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${full}\r\n\r\n${searchBody.slice(0, Math.floor(full / 2))}`,
    'POST /api/mount_search_results HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"antenna": 1, ',
    `POST /api/auth/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"`,
  ];
}

describe('clients: oversized bodies, stalled and aborted requests', () => {
  let t: TestApp;
  let baseUrl: string;
  let port: number;
  let searchBody: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMIT_MAX: '10000000', BODY_LIMIT: String(BODY_LIMIT) } });
    baseUrl = await listenOnLoopback(t.app);
    port = Number(new URL(baseUrl).port);
    searchBody = JSON.stringify(searchVariants(await publicCatalogue(t.app))[0]);
  });
  afterAll(() => t.close());

  it('refuses a body over the limit with 413 and writes nothing, whether its length is declared or chunked', async () => {
    const before = await countRows(t.database.db);
    const oversized = JSON.stringify({ ...JSON.parse(searchBody), customer_company: 'x'.repeat(BODY_LIMIT) });
    for (const path of ['/api/mount_search_results', '/api/auth/sign_in']) {
      const declared = await send(baseUrl, { method: 'POST', path, body: oversized });
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body)).toEqual({ errors: ['Request body is too large'] });

      const chunks = [oversized.slice(0, 40_000), oversized.slice(40_000)]
        .map((part) => `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`)
        .join('');
      const chunked = await exchange(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`,
      );
      expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
      expect(chunked).toContain('Request body is too large');
    }
    // Just under the limit is read (and answered on its merits, here a validation error for the long company).
    const underLimit = await send(baseUrl, {
      method: 'POST',
      path: '/api/mount_search_results',
      body: JSON.stringify({
        ...JSON.parse(searchBody),
        customer_company: 'x'.repeat(BODY_LIMIT - searchBody.length - 100),
      }),
    });
    expect(underLimit.status).toBe(422);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('answers other clients while many stall half-way, writes nothing for them, and drops them all when they go', async () => {
    const before = await countRows(t.database.db);
    const stalled: Socket[] = [];
    onTestFinished(() => {
      for (const socket of stalled) socket.destroy();
    });
    for (let i = 0; i < 200; i++) {
      const socket = await openSocket(port);
      socket.on('error', () => undefined);
      socket.write(halfRequests(searchBody)[i % 5]!);
      stalled.push(socket);
    }
    // A slow client trickling a request byte by byte still gets its answer, and others are served meanwhile.
    const trickled = new Promise<string>((resolve) => {
      const request = Buffer.from('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      const socket = connect({ port, host: '127.0.0.1' });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      let sent = 0;
      const tick = setInterval(() => {
        socket.write(request.subarray(sent, sent + 1));
        if (++sent === request.length) clearInterval(tick);
      }, 5);
    });
    for (let i = 0; i < 5; i++) {
      expect((await send(baseUrl, { path: '/api/health' })).status).toBe(200);
      expect(
        (await send(baseUrl, { method: 'POST', path: '/api/mount_search_results', body: searchBody })).status,
      ).toBeLessThan(500);
    }
    expect(await trickled).toMatch(/^HTTP\/1\.1 200 /);
    expect(await openConnections(t.app)).toBeGreaterThanOrEqual(200);

    for (const socket of stalled) socket.destroy();
    await vi.waitFor(async () => expect(await openConnections(t.app)).toBe(0), { timeout: 20_000, interval: 50 });
    const after = await countRows(t.database.db);
    expect(after.mount_search_results! - before.mount_search_results!).toBeLessThanOrEqual(5);
    expect({ ...after, mount_search_results: 0 }).toEqual({ ...before, mount_search_results: 0 });
    expect((await send(baseUrl, { path: '/api/health' })).status).toBe(200);
  });

  it('does not keep memory for clients that abort: heap growth over 3,000 aborted requests stays small', async () => {
    const round = async () => {
      const sockets: Socket[] = [];
      for (let i = 0; i < 300; i++) {
        const socket = await openSocket(port);
        socket.on('error', () => undefined);
        // Half a request, or a whole one whose answer nobody waits for.
        socket.write(
          i % 3 === 2
            ? `GET /api/mount_search_results/token/${'a'.repeat(22)} HTTP/1.1\r\nHost: x\r\n\r\n`
            : halfRequests(searchBody)[i % 5]!,
        );
        sockets.push(socket);
      }
      await new Promise((resolve) => setImmediate(resolve));
      for (const socket of sockets) socket.destroy();
      // The clients are gone: the server lets go of every connection.
      await vi.waitFor(async () => expect(await openConnections(t.app)).toBe(0), { timeout: 20_000, interval: 20 });
    };
    await round();
    await round();
    collectGarbage();
    const start = process.memoryUsage().heapUsed;
    for (let i = 0; i < 10; i++) await round();
    collectGarbage();
    const growthMb = (process.memoryUsage().heapUsed - start) / 1024 / 1024;
    // A leak of even 3 KB per connection would show as 9 MB; the bound leaves room for the collector's noise.
    expect(growthMb).toBeLessThan(16);
    expect((await send(baseUrl, { path: '/api/health' })).status).toBe(200);
  }, 120_000);
});
