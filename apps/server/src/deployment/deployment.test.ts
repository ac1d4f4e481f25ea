import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittingSearch, signIn } from '../robustness/built-server.js';
import { send } from '../robustness/support.js';
import { ADMIN, alternate, startCluster, type Cluster } from './cluster.js';

/**
 * docs/deployment.md, tested: PostgreSQL, two built instances (dist/main.js) and nginx in front, on loopback ports
 * (DEPLOY_TEST_PORT, default 18080: nginx there, the instances on the next two). Runs in the PostgreSQL part of
 * `npm test` (TEST_DATABASE_URL); a missing nginx fails it.
 */

const basePort = Number(process.env.DEPLOY_TEST_PORT ?? 18080);
const RATE_LIMIT = 20_000;
let cluster: Cluster;

beforeAll(async () => {
  // (b) Both instances start together on an empty database: startCluster starts them at once and waits for both.
  // Every burst request reaches the instances from nginx's one address, counted together: a limit above the burst.
  cluster = await startCluster([basePort, basePort + 1, basePort + 2], { RATE_LIMIT_MAX: String(RATE_LIMIT) });
}, 180_000);
afterAll(async () => {
  await cluster?.close();
});

const post = (url: string, body: object) =>
  send(url, { method: 'POST', path: '/api/mount_search_results', body: JSON.stringify(body) });

describe('deployment: two instances on PostgreSQL behind nginx', () => {
  it('both instances came up on the empty database, migrated and seeded once', async () => {
    const [a, b] = cluster.instances;
    for (const instance of [a!, b!]) expect((await send(instance.url, { path: '/api/health' })).status).toBe(200);
    const [migrations] = await cluster.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations!.n).toBeGreaterThan(0);
    const [users] = await cluster.query<{ n: number }>('select count(*)::int as n from users');
    expect(users!.n).toBe(1);
  });

  it('(a) an admin write through instance A changes the next search through instance B within a second', async () => {
    const [a, b] = cluster.instances;
    const body = await fittingSearch(b!.url);
    const before = JSON.parse((await post(b!.url, body)).body) as { mount_id: number };
    const admin = await signIn(a!.url, ADMIN);
    const deactivated = await send(a!.url, {
      method: 'DELETE',
      path: `/api/mounts/${before.mount_id}`,
      headers: admin,
    });
    expect(deactivated.status, deactivated.body).toBe(200);
    const written = performance.now();
    const chosenThroughB = async () => {
      const answer = await post(b!.url, body);
      return answer.status === 201 ? (JSON.parse(answer.body) as { mount_id: number }).mount_id : undefined;
    };
    while ((await chosenThroughB()) === before.mount_id && performance.now() - written < 5000);
    const elapsed = performance.now() - written;
    console.log(`catalogue change through A reached a search through B after ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1000);
  });

  it('(c) a rolling restart (stop A, start A, stop B, start B) under a search burst loses no acknowledged search', async () => {
    const body = await fittingSearch(cluster.url);
    const maxRequests = 4000;
    const clients = 6;
    let sent = 0;
    let serverErrors = 0;
    let otherFailures = 0;
    const acknowledged: string[] = [];
    const failures = new Map<string, number>();
    let restarting = true;
    const countStored = async () =>
      (await cluster.query<{ n: number }>('select count(*)::int as n from mount_search_results'))[0]!.n;
    const storedBefore = await countStored();
    const burst = Array.from({ length: clients }, async () => {
      while (restarting && sent < maxRequests) {
        sent++;
        const answer = await post(cluster.url, body).catch(() => undefined);
        if (answer?.status === 201) acknowledged.push((JSON.parse(answer.body) as { token: string }).token);
        else {
          const key = answer ? `${answer.status} ${answer.body.slice(0, 80)}` : 'no answer';
          failures.set(key, (failures.get(key) ?? 0) + 1);
          if (answer && answer.status >= 500) serverErrors++;
          else otherFailures++;
        }
      }
    });
    const started = performance.now();
    try {
      const settle = () => new Promise((wait) => setTimeout(wait, 500));
      for (const instance of cluster.instances) {
        await settle();
        await instance.stop();
        await new Promise((wait) => setTimeout(wait, 300));
        await instance.start();
      }
      await settle();
    } finally {
      restarting = false;
      await Promise.all(burst);
    }
    const [stored] = await cluster.query<{ n: number }>(
      'select count(*)::int as n from mount_search_results where token = any($1::text[])',
      [acknowledged],
    );
    const lost = acknowledged.length - stored!.n;
    // A search nginx passed on after a connection reset and that the first instance had stored after all.
    const unacknowledgedStored = (await countStored()) - storedBefore - stored!.n;
    console.log(
      `rolling restart in ${((performance.now() - started) / 1000).toFixed(1)} s: ${sent} searches sent, ` +
        `${acknowledged.length} acknowledged (201), ${serverErrors} 5xx seen, ${otherFailures} other failures, ` +
        `${lost} acknowledged rows lost, ${unacknowledgedStored} rows stored without acknowledgement`,
    );
    if (failures.size > 0) {
      console.log('failed answers:', Object.fromEntries(failures));
      console.log(
        `nginx error log:\n${cluster
          .nginxLog()
          .split('\n')
          .filter((line) => !line.includes('no live upstreams'))
          .join('\n')}`,
      );
    }
    expect(sent).toBeLessThanOrEqual(maxRequests + clients);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(serverErrors).toBe(0);
    expect(otherFailures).toBe(0);
  }, 180_000);

  it('(d) sign-in throttling and rate limits are shared: both instances count the same address together', async () => {
    // Sent to the instances directly with X-Forwarded-For, as nginx would (TRUST_PROXY=1: the loopback peer is the
    // one trusted hop), from documentation addresses, so the admin's own address (loopback) is never throttled.
    const counted = await alternate(cluster, 10, {
      path: '/api/roof_types',
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(counted.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(counted.at(-1)!.headers['x-ratelimit-remaining']).toBe(String(RATE_LIMIT - 10));

    const [a, b] = cluster.instances;
    const wrong = (url: string) =>
      send(url, {
        method: 'POST',
        path: '/api/auth/sign_in',
        headers: { 'x-forwarded-for': '198.51.100.78' },
        body: JSON.stringify({ email: ADMIN.email, password: 'not the password at all' }),
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => wrong((i % 2 === 0 ? a : b)!.url)));
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;
    console.log(`40 parallel wrong passwords through both instances: ${count(401)} × 401, ${count(429)} × 429`);
    expect(count(401)).toBe(10);
    expect(count(429)).toBe(30);

    const right = (url: string, address: string) =>
      send(url, {
        method: 'POST',
        path: '/api/auth/sign_in',
        headers: { 'x-forwarded-for': address },
        body: JSON.stringify(ADMIN),
      });
    expect((await right(a!.url, '198.51.100.78')).status).toBe(429);
    // No account-wide lockout: the administrator signs in from another address through the other instance.
    expect((await right(b!.url, '198.51.100.79')).status).toBe(200);
  });
});
