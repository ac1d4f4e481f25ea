import type { CatalogueEvents } from '../../context.js';
import { coalescePerKey } from '../../db/coalesce.js';

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
 * wrote it (docs/architecture.md, "Catalogue changes across instances"); an admin write in this process also drops
 * the copy at once. The version reads are coalesced (coalescePerKey), as the search benchmark requires
 * (docs/decisions/0062-catalogue-version-only.md): one read in flight, and the uses that arrive meanwhile share the
 * next, which starts after they arrived, so each still sees every change committed before it asked.
 * A load that was under way when a change came in still answers the requests waiting for it, but is not kept.
 */
export class CatalogueCache<Snapshot> {
  private current: Promise<VersionedCatalogue<Snapshot>> | undefined;
  private readonly unsubscribe: () => void;
  private readonly readVersion: () => Promise<number>;

  constructor(
    private readonly load: () => Promise<VersionedCatalogue<Snapshot>>,
    readVersion: () => Promise<number>,
    events: CatalogueEvents,
  ) {
    this.unsubscribe = events.onChange(() => this.invalidate());
    const read = coalescePerKey(async (_key: null, uses: null[]) => {
      const version = await readVersion();
      return uses.map(() => version);
    });
    this.readVersion = () => read(null, null);
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
