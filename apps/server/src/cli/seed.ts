import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoCatalogue } from '../db/seed.js';

/** `npm run seed`: loads the demo catalogue into an empty database. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
try {
  const summary = await seedDemoCatalogue(database.db);
  console.log(
    summary.seeded
      ? `Demo catalogue loaded: ${summary.resellers} resellers, ${summary.antennas} antennas, ${summary.mounts} mounts, ${summary.roofTypes} roof types.`
      : 'The database already has a catalogue; nothing was changed.',
  );
} finally {
  await database.close();
}
