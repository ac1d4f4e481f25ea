import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittingSearch, kill, signIn, spawnBuiltServer, startBuiltServer, type Running } from './built-server.js';
import { send } from './support.js';

/**
 * The built server, tried as an attacker would: its data files are its own, the admin cannot be framed, sign-in
 * takes no cross-site form post and a session ends at its absolute lifetime. Loopback only, bounded counts and times.
 */

const scratch = mkdtempSync(join(tmpdir(), 'nprm-abuse-'));
const ADMIN = { email: 'abuse-admin@example.com', password: 'abuse test password 16' };
const running: Running[] = [];
afterAll(async () => {
  for (const server of running) await kill(server.child, 'SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
});

/** Every file and folder below `folder` with its permission bits, as `path mode` lines. */
function modesBelow(folder: string): { files: number[]; folders: number[] } {
  const files: number[] = [];
  const folders: number[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const mode = statSync(join(entry.parentPath, entry.name)).mode & 0o777;
    if (entry.isDirectory()) folders.push(mode);
    else if (entry.isFile()) files.push(mode);
  }
  return { files, folders };
}

describe('abuse of the built server', () => {
  let server: Running;
  const dataDir = join(scratch, 'data');
  beforeAll(async () => {
    // A page for the web app's paths, so that /admin answers the page as a real build does.
    const webDist = join(scratch, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>NPRM</title>');
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: webDist,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    running.push(server);
  }, 60_000);

  it('creates its data directory 0700 and every file in it 0600, template copies and the write-ahead log alike', () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const { files, folders } = modesBelow(dataDir);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((mode) => mode !== 0o600)).toEqual([]);
    expect(folders.filter((mode) => mode !== 0o700)).toEqual([]);
  });

  it("frames the public page by the reseller's embed origins, never the admin's pages or the API", async () => {
    const admin = await signIn(server.url, ADMIN);
    const reseller = JSON.parse((await send(server.url, { path: '/api/resellers/1', headers: admin })).body) as {
      lock_version: number;
    };
    const saved = await send(server.url, {
      method: 'PUT',
      path: '/api/resellers/1',
      headers: admin,
      body: JSON.stringify({ embed_origins: ['https://partner.example.org'], lock_version: reseller.lock_version }),
    });
    expect(saved.status, saved.body).toBe(200);
    const framing = async (path: string) => {
      const answer = await send(server.url, { path, headers: { host: 'localhost' } });
      const policy = String(answer.headers['content-security-policy']);
      return [/frame-ancestors ([^;]*)/.exec(policy)?.[1], answer.headers['x-frame-options']];
    };
    expect(await framing('/')).toEqual(['https://partner.example.org', undefined]);
    for (const path of ['/admin', '/admin/login', '/admin/users', '/Admin/users', '/api/docs', '/api/health']) {
      expect(await framing(path), path).toEqual(["'none'", 'DENY']);
    }
  });

  it('refuses a text/plain sign-in with 415 and keeps answering', async () => {
    const answer = await send(server.url, {
      method: 'POST',
      path: '/api/auth/sign_in',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(ADMIN),
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({ errors: ['Unsupported content type: send application/json'] });
    expect(answer.headers['access-token']).toBeUndefined();
    expect((await send(server.url, { path: '/api/health' })).status).toBe(200);
  });
});

describe('a data directory other users can write', () => {
  it('is refused at start with the command that fixes it, and nothing is written into it', async () => {
    const shared = join(scratch, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const server = await spawnBuiltServer({ DATA_DIR: shared, DATABASE_URL: '' });
    running.push(server);
    const code = await new Promise<number | null>((resolveExit) => server.child.once('exit', resolveExit));
    expect(code).toBe(1);
    expect(server.output()).toContain(`The data directory ${shared} can be written by other users (mode 777)`);
    expect(server.output()).toContain(`chmod 700 '${shared}'`);
    expect(readdirSync(shared)).toEqual([]);
  }, 30_000);
});

describe('a session past its absolute lifetime', () => {
  it('is refused with 401 although its token was renewed a moment before', async () => {
    // SESSION_MAX_DAYS as a fraction: 8.64 seconds, so the token is renewed once on the way (after 5 s).
    const server = await startBuiltServer({
      DATA_DIR: join(scratch, 'lifetime'),
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      SESSION_MAX_DAYS: '0.0001',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    running.push(server);
    const headers = await signIn(server.url, ADMIN);
    const signedIn = Date.now();
    const statuses: number[] = [];
    let renewals = 0;
    for (;;) {
      await new Promise((wait) => setTimeout(wait, 1100));
      const answer = await send(server.url, { path: '/api/users/me', headers });
      statuses.push(answer.status);
      if (answer.status !== 200) break;
      // A client keeps the newest token it is given (docs/api.md, Authentication).
      const renewed = String(answer.headers['access-token'] ?? '').trim();
      if (renewed) {
        headers['access-token'] = renewed;
        renewals += 1;
      }
      expect(Date.now() - signedIn).toBeLessThan(8640 + 1500);
    }
    expect(Date.now() - signedIn).toBeGreaterThanOrEqual(8640);
    expect(statuses.at(-1)).toBe(401);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
    expect(renewals).toBeGreaterThanOrEqual(1);
    expect((await send(server.url, { path: '/api/health' })).status).toBe(200);
  }, 60_000);
});

/** A connection from `localAddress` (a loopback address of its own) that has written `bytes` and never reads. */
function neverReading(url: string, bytes: string, localAddress = '127.0.0.1'): Promise<Socket> {
  const { port } = new URL(url);
  return new Promise((resolveSocket, reject) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress }, () => {
      socket.pause();
      socket.write(bytes);
      resolveSocket(socket);
    });
    socket.on('error', reject);
  });
}

/** Whether a new connection from 127.0.0.1 is served (the per-address cap has room): a health check over it. */
async function servedFromCappedAddress(url: string): Promise<boolean> {
  const answer = await send(url, { path: '/api/health' }).catch(() => undefined);
  return answer?.status === 200;
}

describe('connections the server ends are released at once', () => {
  let server: Running;
  const HEADERS_TIMEOUT = 2;
  const REQUEST_TIMEOUT = 4;
  beforeAll(async () => {
    server = await startBuiltServer({
      DATA_DIR: join(scratch, 'connections'),
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      HEADERS_TIMEOUT: String(HEADERS_TIMEOUT),
      REQUEST_TIMEOUT: String(REQUEST_TIMEOUT),
      MAX_CONNECTIONS_PER_ADDRESS: '256',
    });
    running.push(server);
  }, 60_000);

  it('256 never-reading clients of one address are dropped within the timeout + 5 s; others are served meanwhile', async () => {
    const sockets: Socket[] = [];
    for (let i = 0; i < 256; i += 1) {
      const socket = await neverReading(server.url, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${i}`);
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
    try {
      const started = Date.now();
      // The cap is full: a 257th connection from that address is turned away.
      expect(await servedFromCappedAddress(server.url)).toBe(false);
      // Another address is served throughout, and the capped one again once the timeouts have dropped them all.
      const { port } = new URL(server.url);
      let freed: number | undefined;
      while (Date.now() - started < (HEADERS_TIMEOUT + 5) * 1000) {
        const other = await new Promise<number>((resolveStatus, reject) => {
          const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.2' }, () =>
            socket.end('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
          );
          let text = '';
          socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          socket.on('close', () => resolveStatus(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
          socket.on('error', reject);
        });
        expect(other).toBe(200);
        if (freed === undefined && (await servedFromCappedAddress(server.url))) freed = Date.now() - started;
        if (freed !== undefined) break;
        await new Promise((wait) => setTimeout(wait, 250));
      }
      expect(freed, 'the capped address was served again').toBeDefined();
      expect(freed!).toBeGreaterThanOrEqual(HEADERS_TIMEOUT * 1000 - 500);
      expect(freed!).toBeLessThanOrEqual((HEADERS_TIMEOUT + 5) * 1000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 60_000);

  it('a client sending its body a byte a second is closed within the request timeout + 5 s', async () => {
    const { port } = new URL(server.url);
    const socket = connect({ port: Number(port), host: '127.0.0.1' });
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/auth/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const started = Date.now();
    const dripping = setInterval(() => {
      if (!socket.destroyed) socket.write('"');
    }, 1000);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    try {
      await new Promise<void>((resolveClose) => socket.once('close', () => resolveClose()));
    } finally {
      clearInterval(dripping);
    }
    const held = Date.now() - started;
    expect(held).toBeGreaterThanOrEqual(REQUEST_TIMEOUT * 1000 - 1500);
    expect(held).toBeLessThanOrEqual((REQUEST_TIMEOUT + 5) * 1000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect((await send(server.url, { path: '/api/health' })).status).toBe(200);
  }, 30_000);
});

describe('a flood of one search from one address', () => {
  it('40 in a minute: 30 answered, all with the one stored lead, then 429, whatever RATE_LIMIT_MAX', async () => {
    const server = await startBuiltServer({
      DATA_DIR: join(scratch, 'flood'),
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The defaults, and the API's limit far above them (built-server.ts raises all three for the other tests).
      SEARCH_RATE_LIMIT_PER_MINUTE: '30',
      SEARCH_RATE_LIMIT_PER_DAY: '300',
      SEARCH_REPEAT_WINDOW: '600',
      RATE_LIMIT_MAX: '100000',
    });
    running.push(server);
    // Finding a fitting body costs searches of its own: they are the first of this minute's count.
    const body = JSON.stringify(await fittingSearch(server.url));
    const admin = await signIn(server.url, ADMIN);
    const leads = async () =>
      Number(
        (await send(server.url, { path: '/api/mount_search_results?limit=1', headers: admin })).headers[
          'x-total-count'
        ],
      );
    const before = await leads();
    const started = Date.now();
    const answers = [];
    // Four bursts of ten at once, as a script would send them.
    for (let burst = 0; burst < 4; burst += 1) {
      const sent = Array.from({ length: 10 }, () =>
        send(server.url, { method: 'POST', path: '/api/mount_search_results', body }),
      );
      answers.push(...(await Promise.all(sent)));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    const answered = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answered.length + refused.length).toBe(40);
    expect(answered.length).toBeLessThanOrEqual(30);
    expect(answered.length).toBeGreaterThanOrEqual(30 - before);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const tokens = new Set(answered.map((answer) => (JSON.parse(answer.body) as { token: string }).token));
    expect(tokens.size).toBe(1);
    // The one fitting search made before was the same search from the same address: no new lead at all.
    expect(await leads()).toBe(before);
    expect((await send(server.url, { path: '/api/health' })).status).toBe(200);
  }, 120_000);
});
