import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { bootstrapDatabase } from './bootstrap.js';
import { adminSocketPath, serveAdminSocket } from './features/users/admin-socket.js';
import { warmUpReportPdf } from './features/report/index.js';

/** How long after listening the report's warm-up waits (features/report/warm-up.ts). */
const REPORT_WARM_UP_DELAY_MS = 500;

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded server's memory: under load, V8 let its old generation grow to about three times the
    // live heap between full collections (some 150 MB of garbage). Asking V8 to favour memory over speed makes it
    // collect sooner; set here, not on the command line, so that every way of starting the built server gets it and
    // the PostgreSQL deployment keeps V8's defaults. See docs/decisions/0035-embedded-server-memory.md.
    setFlagsFromString('--optimize-for-size');
    // And the young generation stays at its starting size: under 50 connections V8 grew it from 2-4 MB to 32 MB,
    // which made the peaks above 300 MB under bench/http. The growth factor is read each time V8 would grow it, so
    // unlike the size limits it still applies when set at run time; PGlite's own time hides the extra scavenges.
    setFlagsFromString('--semi-space-growth-factor=1');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const app = await buildApp({ config, database });
  let closeAdminSocket: () => Promise<void> = () => Promise.resolve();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, timeout: config.shutdownTimeout }, 'shutting down: finishing in-flight requests');
    // A client that stops reading (a CSV export) must not keep the process alive past the deadline.
    const deadline = setTimeout(() => {
      app.log.warn({ timeout: config.shutdownTimeout }, 'shutdown deadline reached: closing open connections');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 2000).unref();
    }, config.shutdownTimeout * 1000).unref();
    try {
      await closeAdminSocket();
      await app.close();
    } finally {
      clearTimeout(deadline);
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // Instances starting together on an empty database seed it once (the demo catalogue, the first admin).
  await database.exclusive(() => bootstrapDatabase(database.db, config, app.log));
  await app.listen({ port: config.port, host: config.host });
  // The first report after a start at its usual speed: rendered once in the background, a moment after the first
  // requests (the health check a start waits for) have been answered. A failure costs only that speed.
  setTimeout(() => {
    warmUpReportPdf({ db: database.db, webDist: config.webDist }, config).catch((error: unknown) =>
      app.log.warn({ err: error }, 'the report warm-up failed'),
    );
  }, REPORT_WARM_UP_DELAY_MS).unref();
  // `npm run admin` goes through the running server on the embedded database (PGlite allows one process).
  if (!config.databaseUrl) {
    try {
      closeAdminSocket = await serveAdminSocket(adminSocketPath(config.dataDir), database.db);
    } catch (error) {
      app.log.warn({ err: error }, 'admin socket not available: `npm run admin` needs the server stopped');
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
