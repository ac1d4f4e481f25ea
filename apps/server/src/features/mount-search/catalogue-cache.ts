import type { CatalogueEvents } from '../../context.js';
import type { CatalogueSnapshot } from './mount-search.repository.js';

/**
 * The search catalogue held in memory: loaded on first use, dropped when an admin write announces a change.
 * PGlite runs on the main thread, so a warm search costs no catalogue query. A load that was under way when a
 * change came in still answers the requests waiting for it, but is not kept.
 */
export class CatalogueCache {
  private current: Promise<CatalogueSnapshot> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly load: () => Promise<CatalogueSnapshot>,
    events: CatalogueEvents,
  ) {
    this.unsubscribe = events.onChange(() => this.invalidate());
  }

  get(): Promise<CatalogueSnapshot> {
    if (this.current) return this.current;
    const loading = this.load();
    this.current = loading;
    // A failed load (database unavailable) is retried by the next request.
    loading.catch(() => {
      if (this.current === loading) this.current = undefined;
    });
    return loading;
  }

  invalidate(): void {
    this.current = undefined;
  }

  close(): void {
    this.unsubscribe();
  }
}
