import type { CatalogueEvents } from '../../context.js';

/**
 * A catalogue as loaded, with the `catalogue_version` it was read at (read first, in the same transaction). The
 * snapshot's type is the loader's (mount-search.repository.ts), so this cache imports nothing from it.
 */
export interface VersionedCatalogue<Snapshot> {
  version: number;
  snapshot: Snapshot;
}

/**
 * A catalogue held in memory: loaded on first use and checked against the database's `catalogue_version` on every
 * use, so each use sees every change committed before it asked, whichever instance (or the seed, or the admin CLI)
 * wrote it (docs/architecture.md, "Catalogue changes across instances"). An admin write in this process also drops
 * the copy at once. A load that was under way when a change came in still answers the requests waiting for it, but
 * is not kept.
 */
export class CatalogueCache<Snapshot> {
  private current: Promise<VersionedCatalogue<Snapshot>> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly load: () => Promise<VersionedCatalogue<Snapshot>>,
    private readonly readVersion: () => Promise<number>,
    events: CatalogueEvents,
  ) {
    this.unsubscribe = events.onChange(() => this.invalidate());
  }

  async get(): Promise<Snapshot> {
    const wanted = await this.readVersion();
    // A load started after the version was read has read it too (or a newer one): at most one more round.
    for (;;) {
      const loading = this.current ?? this.start();
      const loaded = await loading;
      if (loaded.version >= wanted) return loaded.snapshot;
      if (this.current === loading) this.current = undefined;
    }
  }

  invalidate(): void {
    this.current = undefined;
  }

  close(): void {
    this.unsubscribe();
  }

  private start(): Promise<VersionedCatalogue<Snapshot>> {
    const loading = this.load();
    this.current = loading;
    // A failed load (database unavailable) is retried by the next request.
    loading.catch(() => {
      if (this.current === loading) this.current = undefined;
    });
    return loading;
  }
}
