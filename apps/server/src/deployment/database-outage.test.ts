import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kill, spawnBuiltServer, untilHealthy, type Running } from '../robustness/built-server.js';
import { send, type HttpAnswer } from '../robustness/support.js';
import { ADMIN } from './cluster.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.js';

/**
 * While PostgreSQL is down every API route answers 503 {"errors": ["Service unavailable"]} with
 * Retry-After (not 500), and the same instance answers again once PostgreSQL is back, without a restart
 * (docs/api.md, "Error bodies"; decision 0039). The test stops a cluster of its own, not the suite's.
 */
describe('the built server while its PostgreSQL is stopped and started again', () => {
  let pg: ThrowawayPostgres;
  let server: Running;
  let admin: Record<string, string>;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    server = await untilHealthy(
      await spawnBuiltServer({
        DATABASE_URL: pg.url,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      }),
    );
    const signIn = await send(server.url, {
      method: 'POST',
      path: '/api/auth/sign_in',
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status, signIn.body).toBe(200);
    admin = Object.fromEntries(
      ['access-token', 'token-type', 'client', 'expiry', 'uid'].map((name) => [name, String(signIn.headers[name])]),
    );
  }, 120_000);
  afterAll(async () => {
    if (server) await kill(server.child, 'SIGKILL');
    pg?.destroy();
  });

  /** Public and admin calls, reads and writes; the admin's token is not renewed on these (batch window). */
  const calls = (): { name: string; send: () => Promise<HttpAnswer> }[] =>
    [
      ['GET', '/api/roof_types'],
      ['GET', '/api/antennas'],
      ['GET', '/api/resellers/init'],
      ['GET', '/api/places?q=chicago'],
      ['POST', '/api/mount_search_results', JSON.stringify({ customer_name: 'x' })],
      ['POST', '/api/auth/sign_in', JSON.stringify(ADMIN)],
      ['GET', '/api/mounts', undefined, admin],
      ['GET', '/api/history', undefined, admin],
      ['GET', '/api/users/me', undefined, admin],
      ['GET', '/api/mount_search_results', undefined, admin],
      ['PUT', '/api/roof_types/1', JSON.stringify({ name: 'Renamed', lock_version: 0 }), admin],
    ].map(([method, path, body, headers]) => ({
      name: `${method as string} ${path as string}`,
      send: () =>
        send(server.url, {
          method: method as string,
          path: path as string,
          body: body as string | undefined,
          headers: headers as Record<string, string> | undefined,
        }),
    }));

  it('answers 503 with Retry-After on every route while PostgreSQL is down, then recovers without a restart', async () => {
    const pid = server.child.pid;
    for (const call of calls()) expect((await call.send()).status, call.name).toBeLessThan(500);

    pg.stop();
    for (const call of calls()) {
      const answer = await call.send();
      expect({ call: call.name, status: answer.status, body: answer.body }).toEqual({
        call: call.name,
        status: 503,
        body: JSON.stringify({ errors: ['Service unavailable'] }),
      });
      expect(answer.headers['retry-after'], call.name).toBe('5');
    }
    const health = await send(server.url, { path: '/api/health' });
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'unavailable', errors: ['Database unavailable'] });

    pg.start();
    // The pool reconnects on its next query; a few tries cover a connection that had not yet noticed the stop.
    let recovered: HttpAnswer | undefined;
    for (let attempt = 0; attempt < 50 && recovered?.status !== 200; attempt += 1) {
      recovered = await send(server.url, { path: '/api/health' });
      if (recovered.status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recovered?.status).toBe(200);
    for (const call of calls()) expect((await call.send()).status, call.name).toBeLessThan(500);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(server.output()).not.toMatch(/Internal server error|request failed/);
  });
});
