// The deployment of docs/deployment.md, started for a test: PostgreSQL (given), two built instances and nginx in
// front, all on loopback ports (test-only: excluded from the build).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDatabase } from '../test/global-setup.js';
import { withAdminClient } from '../test/postgres.js';
import { kill, spawnBuiltServer, untilHealthy, type Running } from '../robustness/built-server.js';
import { send, type HttpAnswer } from '../robustness/support.js';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const ADMIN = { email: 'deploy-admin@example.com', password: 'deployment test password 16' } as const;

export interface Instance {
  name: string;
  port: number;
  url: string;
  running: Running | undefined;
  /** SIGTERM (graceful: finishes in-flight requests) and wait for the exit. */
  stop(): Promise<void>;
  /** Starts (again) on the same port and waits for its health check. */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx's address: what a browser would use. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  /** nginx's error log so far (why it answered 502, for example). */
  nginxLog(): string;
  /** One statement on the cluster's database. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The nginx configuration of docs/deployment.md, reduced to loopback HTTP (TLS is the only part left out). */
export function nginxConfig(prefix: string, listenPort: number, upstreamPorts: number[]): string {
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  upstream nprm {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listenPort};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_next_upstream_tries 2;
    location / {
      proxy_pass http://nprm;
      proxy_next_upstream error timeout http_502 http_503;
    }
    location = /api/mount_search_results {
      proxy_pass http://nprm;
      proxy_next_upstream error http_502 http_503 non_idempotent;
    }
  }
}
`;
}

/**
 * Starts nginx on `ports[0]` and an instance on each further port, against a new empty database on
 * TEST_DATABASE_URL's server. The instances start together (both migrate and seed an empty database).
 */
export async function startCluster(ports: number[], env: Record<string, string> = {}): Promise<Cluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The deployment test needs TEST_DATABASE_URL (a PostgreSQL server).');
  if (!existsSync(NGINX)) {
    throw new Error(`The deployment test needs nginx at ${NGINX} (Debian package "nginx"; .ci/run installs it).`);
  }
  const [nginxPort, ...instancePorts] = ports as [number, ...number[]];
  const scratch = mkdtempSync(join(tmpdir(), 'nprm-deploy-'));
  const name = `nprm_deploy_${process.pid}_${Date.now().toString(36)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = withDatabase(serverUrl, name);
  const instanceEnv = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(scratch, 'data'),
    TRUST_PROXY: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SHUTDOWN_TIMEOUT: '10',
    // Every test request comes from one address: the search's limit and repeat window are the search tests'.
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
    SEARCH_RATE_LIMIT_PER_DAY: '100000000',
    SEARCH_REPEAT_WINDOW: '0',
    ...env,
  };
  const instances: Instance[] = instancePorts.map((port, index) => {
    const instance: Instance = {
      name: String.fromCharCode(65 + index),
      port,
      url: `http://127.0.0.1:${port}`,
      running: undefined,
      stop: async () => {
        if (instance.running) await kill(instance.running.child, 'SIGTERM');
        instance.running = undefined;
      },
      start: async () => {
        instance.running = await untilHealthy(await spawnBuiltServer(instanceEnv, port));
      },
    };
    return instance;
  });
  let nginx: ChildProcess | undefined;
  const close = async () => {
    if (nginx) await kill(nginx, 'SIGTERM');
    for (const instance of instances) if (instance.running) await kill(instance.running.child, 'SIGKILL');
    await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    const prefix = join(scratch, 'nginx');
    mkdirSync(join(prefix, 'tmp'), { recursive: true });
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(prefix, nginxPort, instancePorts));
    nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let nginxOutput = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString('utf8')));
    const url = `http://127.0.0.1:${nginxPort}`;
    for (let tries = 0; ; tries++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${nginxOutput}`);
      if ((await send(url, { path: '/api/health' }).catch(() => undefined))?.status === 200) break;
      if (tries > 100) throw new Error(`nginx did not answer on ${url}: ${nginxOutput}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
    const query = async <T>(text: string, values: unknown[] = []) =>
      withAdminClient(databaseUrl, async (client) => (await client.query(text, values)).rows as T[]);
    const nginxLog = () => readFileSync(join(prefix, 'error.log'), 'utf8');
    return { url, instances, databaseUrl, nginxLog, query, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Sends `count` requests alternately through each instance (A, B, A, …) and returns the answers in order: the hook
 * for checks that a limit is shared (rate limits, sign-in throttling: the (N+1)th request is refused whichever
 * instance it reaches).
 */
export async function alternate(
  cluster: Cluster,
  count: number,
  request: Parameters<typeof send>[1],
): Promise<HttpAnswer[]> {
  const answers: HttpAnswer[] = [];
  for (let i = 0; i < count; i++) {
    answers.push(await send(cluster.instances[i % cluster.instances.length]!.url, request));
  }
  return answers;
}
