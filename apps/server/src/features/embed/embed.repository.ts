import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readCatalogueVersion } from '../../db/catalogue-sync.js';
import { resellers } from '../../db/tables.js';
import type { VersionedCatalogue } from '../mount-search/index.js';

/** An active reseller's domain and the origins that may frame its pages. */
export interface EmbedSite {
  id: number;
  domain: string;
  embed_origins: string[];
}

/**
 * The active resellers' domains and embed origins, in ascending id order, read in one transaction with the catalogue
 * version first (as the search's snapshot is), so the copy is never taken for newer than it is.
 */
export async function loadEmbedSites(db: Db): Promise<VersionedCatalogue<EmbedSite[]>> {
  return db.transaction(async (tx) => {
    const version = await readCatalogueVersion(tx);
    const snapshot = await tx
      .select({ id: resellers.id, domain: resellers.domain, embed_origins: resellers.embed_origins })
      .from(resellers)
      .where(isNull(resellers.deleted_at))
      .orderBy(asc(resellers.id));
    return { version, snapshot };
  });
}
