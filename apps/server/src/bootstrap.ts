import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { ensureFirstAdmin } from './features/users/users.service.js';
import { seedDemoCatalogue } from './db/seed.js';

/** Start-up data: the demo catalogue on an empty database (when SEED_DEMO allows), the first admin user. */
export async function bootstrapDatabase(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  if (config.seedDemo) {
    const summary = await seedDemoCatalogue(db);
    if (summary.seeded) log.info(summary, 'empty database: demo catalogue loaded');
  }
  await ensureFirstAdmin(db, config, log);
}
