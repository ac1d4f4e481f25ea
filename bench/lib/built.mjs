// What the in-process benchmarks share: the BUILT server's modules (apps/server/dist, so a figure is the code that
// ships), the demo catalogue on an in-memory PGlite database with the app on it, a benchmark administrator, and how
// figures are printed.
import { join } from 'node:path';

const repoRoot = new URL('../..', import.meta.url).pathname;

/** A module of the built server, by its path under apps/server/dist. */
export const fromBuilt = (path) => import(join(repoRoot, 'apps/server/dist', path));

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password' };

/** The session headers sign-in answers with, which every admin call sends back. */
export const SESSION_HEADERS = ['access-token', 'token-type', 'client', 'expiry', 'uid'];

/** A figure with thousands separators and `digits` decimals. */
export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The demo catalogue on a fresh in-memory database and the app on it, ready; `env` adds to the configuration. */
export async function seededInMemoryApp(env = {}) {
  const { openDatabase } = await fromBuilt('db/client.js');
  const { seedDemoCatalogue } = await fromBuilt('db/seed.js');
  const { buildApp } = await fromBuilt('app.js');
  const { loadConfig } = await fromBuilt('config.js');
  const database = await openDatabase({ dataDir: 'memory://', migrate: true });
  await seedDemoCatalogue(database.db);
  const config = { ...loadConfig({ PORT: '0', LOG_LEVEL: 'silent', ...env }), webDist: undefined };
  const app = await buildApp({ config, database });
  await app.ready();
  return { database, app };
}
