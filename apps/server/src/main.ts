import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { bootstrapDatabase } from './db/bootstrap.js';
import { adminSocketPath, serveAdminSocket } from './features/users/admin-socket.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const app = await buildApp({ config, database });
  let closeAdminSocket: () => Promise<void> = () => Promise.resolve();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await closeAdminSocket();
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await bootstrapDatabase(database.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });
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
