import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mail } from './features/mail/mail.service.js';
import type { ReportPdfs } from './features/report/report-cache.js';

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

/** What every feature gets: the configuration, the database, the catalogue change events and e-mail. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  catalogue: CatalogueEvents;
  /** Off (enabled false) without SMTP_URL. */
  mail: Mail;
  /** Report PDFs, cached by ETag and rendered a few at a time. */
  reportPdfs: ReportPdfs;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
