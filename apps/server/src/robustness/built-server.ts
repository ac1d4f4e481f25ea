// The built server as a child process, for the restart, start-up, shutdown and deployment tests (test-only).
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { send } from './support.js';

export const packageRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// Built before the suite by its global set-up (src/test/build-server.ts), so it is never a stale build.
export const MAIN = join(packageRoot, 'dist/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Spawns dist/main.js on `port` (a free one by default) without waiting for it. */
export async function spawnBuiltServer(env: Record<string, string>, port?: number): Promise<Running> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [MAIN], {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
      SEARCH_RATE_LIMIT_PER_DAY: '100000000',
      SEARCH_REPEAT_WINDOW: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, url: `http://127.0.0.1:${listenPort}`, output: () => output };
}

/** Resolves once the server answers its health check; rejects when it exits first. */
export async function untilHealthy(running: Running): Promise<Running> {
  for (;;) {
    const { child } = running;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${running.output()}`);
    const health = await send(running.url, { path: '/api/health' }).catch(() => undefined);
    if (health?.status === 200) return running;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

export async function startBuiltServer(env: Record<string, string>, port?: number): Promise<Running> {
  return untilHealthy(await spawnBuiltServer(env, port));
}

export function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => {
    child.once('exit', () => resolveExit());
    child.kill(signal);
  });
}

export async function getJson<T>(url: string): Promise<T> {
  const answer = await send(url, { path: new URL(url).pathname + new URL(url).search });
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

/** A search body that finds a mount on this server's catalogue. */
export async function fittingSearch(url: string): Promise<Record<string, unknown>> {
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

/** The auth headers of a sign-in through `url` (devise_token_auth: access-token, token-type, client, expiry, uid). */
export function signIn(url: string, credentials: { email: string; password: string }): Promise<Record<string, string>> {
  const body = JSON.stringify(credentials);
  return new Promise((resolveHeaders, reject) => {
    const call = httpRequest(
      `${url}/api/auth/sign_in`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        if (response.statusCode !== 200) reject(new Error(`sign-in through ${url}: ${response.statusCode}`));
        const headers: Record<string, string> = {};
        for (const name of ['access-token', 'token-type', 'client', 'expiry', 'uid']) {
          headers[name] = String(response.headers[name]);
        }
        resolveHeaders(headers);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
