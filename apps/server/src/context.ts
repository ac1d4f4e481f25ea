import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';

/** Lets read caches of the catalogue (antennas, mounts, roof types, resellers) drop their copy after admin writes. */
export class CatalogueEvents {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * What every feature gets: the configuration, the database and the catalogue change events. E-mail is a feature
 * (features/mail): app.ts hands it to the routes that use it, so this shared module names no feature.
 */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  catalogue: CatalogueEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
