import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  antennaMounts,
  antennas,
  mountImages,
  mounts,
  mountSearchResults,
  resellerAntennas,
  resellerMounts,
  resellers,
  roofTypes,
} from '../../db/schema.js';

export type RoofTypeRow = typeof roofTypes.$inferSelect;
export type AntennaRow = typeof antennas.$inferSelect;
export type MountRow = typeof mounts.$inferSelect;
export type ResellerRow = typeof resellers.$inferSelect;
export type ResellerMountRow = typeof resellerMounts.$inferSelect;
export type MountSearchResultRow = typeof mountSearchResults.$inferSelect;
export type NewMountSearchResult = typeof mountSearchResults.$inferInsert;

export interface CatalogueAntenna extends AntennaRow {
  /** Compatible mounts (antenna.mount_ids), ascending. */
  mountIds: number[];
}

export interface CatalogueMount extends MountRow {
  images: { id: number; image_url: string }[];
}

export interface CatalogueReseller extends ResellerRow {
  /** The antennas the reseller offers; empty means every active antenna. */
  antennaIds: Set<number>;
  /** Reseller mounts by mount id, active and inactive. */
  mounts: Map<number, ResellerMountRow>;
}

/** What a search needs of the catalogue, active and inactive rows alike (callers filter). */
export interface CatalogueSnapshot {
  roofTypes: Map<number, RoofTypeRow>;
  antennas: Map<number, CatalogueAntenna>;
  /** By id, ascending. */
  mounts: Map<number, CatalogueMount>;
  resellers: Map<number, CatalogueReseller>;
}

/** Reads the whole search catalogue in one transaction (a consistent picture). */
export async function loadCatalogue(db: Db): Promise<CatalogueSnapshot> {
  return db.transaction(async (tx) => {
    const roofTypeRows = await tx.select().from(roofTypes).orderBy(asc(roofTypes.id));
    const antennaRows = await tx.select().from(antennas).orderBy(asc(antennas.id));
    const compatibility = await tx.select().from(antennaMounts).orderBy(asc(antennaMounts.mount_id));
    const mountRows = await tx.select().from(mounts).orderBy(asc(mounts.id));
    const imageRows = await tx.select().from(mountImages).orderBy(asc(mountImages.position), asc(mountImages.id));
    const resellerRows = await tx.select().from(resellers).orderBy(asc(resellers.id));
    const offered = await tx.select().from(resellerAntennas);
    const resellerMountRows = await tx.select().from(resellerMounts).orderBy(asc(resellerMounts.id));

    const snapshot: CatalogueSnapshot = {
      roofTypes: new Map(roofTypeRows.map((row) => [row.id, row])),
      antennas: new Map(antennaRows.map((row) => [row.id, { ...row, mountIds: [] }])),
      mounts: new Map(mountRows.map((row) => [row.id, { ...row, images: [] }])),
      resellers: new Map(resellerRows.map((row) => [row.id, { ...row, antennaIds: new Set(), mounts: new Map() }])),
    };
    for (const link of compatibility) snapshot.antennas.get(link.antenna_id)?.mountIds.push(link.mount_id);
    for (const image of imageRows) {
      snapshot.mounts.get(image.mount_id)?.images.push({ id: image.id, image_url: image.image_url });
    }
    for (const link of offered) snapshot.resellers.get(link.reseller_id)?.antennaIds.add(link.antenna_id);
    for (const link of resellerMountRows) snapshot.resellers.get(link.reseller_id)?.mounts.set(link.mount_id, link);
    return snapshot;
  });
}

/**
 * The two statements of the hot path (every search, every shared link), built and prepared once per database:
 * building a 30-column insert or select through Drizzle and reading back the whole stored row (calculations text,
 * display JSON) cost more server CPU than the rest of a search together (issue 9, bench/http).
 */
const insertColumns = Object.keys(getTableColumns(mountSearchResults)).filter((name) => name !== 'id' && name !== 'created_at');

function prepareStatements(db: Db) {
  const placeholders = Object.fromEntries(insertColumns.map((name) => [name, sql.placeholder(name)]));
  return {
    insert: db
      .insert(mountSearchResults)
      .values(placeholders as unknown as NewMountSearchResult)
      .returning({ id: mountSearchResults.id, created_at: mountSearchResults.created_at })
      .prepare('mount_search_results_insert'),
    byToken: db
      .select()
      .from(mountSearchResults)
      .where(eq(mountSearchResults.token, sql.placeholder('token')))
      .limit(1)
      .prepare('mount_search_results_by_token'),
  };
}

const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function statements(db: Db): ReturnType<typeof prepareStatements> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/** Stores one search; returns the stored row (with its id and created_at). */
export async function insertSearchResult(db: Db, values: NewMountSearchResult): Promise<MountSearchResultRow> {
  // Every column is bound: one not given is stored as null, as a plain insert would.
  const row = Object.fromEntries(insertColumns.map((name) => [name, values[name as keyof NewMountSearchResult] ?? null]));
  const [stored] = await statements(db).insert.execute(row);
  if (!stored) throw new Error('inserting the mount search result returned no row');
  return { ...row, ...stored } as MountSearchResultRow;
}

export async function findSearchResultByToken(db: Db, token: string): Promise<MountSearchResultRow | undefined> {
  const [row] = await statements(db).byToken.execute({ token });
  return row;
}
