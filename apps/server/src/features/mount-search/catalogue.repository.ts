/**
 * The search catalogue: every row a search reads, loaded whole into one snapshot (catalogue-cache.ts keeps it).
 */
import { asc } from 'drizzle-orm';
import { readCatalogueVersion } from '../../db/catalogue-sync.js';
import type { Db } from '../../db/client.js';
import {
  antennaMounts,
  antennas,
  blockTypes,
  engineeringSettings,
  mountImages,
  mounts,
  resellerAntennas,
  resellerMounts,
  resellers,
  roofTypes,
} from '../../db/tables.js';
import { listPriceLists, type StoredPriceList } from '../price-lists/index.js';
import { listOverrideRows, type WindSpeedOverrideRow } from '../wind-speed-overrides/index.js';
import type { VersionedCatalogue } from './catalogue-cache.js';

export type RoofTypeRow = typeof roofTypes.$inferSelect;
export type AntennaRow = typeof antennas.$inferSelect;
export type MountRow = typeof mounts.$inferSelect;
export type ResellerRow = typeof resellers.$inferSelect;
export type ResellerMountRow = typeof resellerMounts.$inferSelect;
export type BlockTypeRow = typeof blockTypes.$inferSelect;
export type EngineeringSettingsRow = typeof engineeringSettings.$inferSelect;

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
  blockTypes: Map<number, BlockTypeRow>;
  /** The engineering basis of new searches (the one settings row). */
  settings: EngineeringSettingsRow;
  /** The administrators' active wind speed overrides, by county FIPS. */
  windOverrides: Map<string, WindSpeedOverrideRow>;
  /** Each reseller's price list as saved, by reseller id (valid or not yet). */
  priceLists: Map<number, StoredPriceList>;
}

/**
 * Reads the whole search catalogue in one transaction, the catalogue version first: rows read after it are at
 * least that new, so a snapshot is never taken for newer than it is.
 */
export async function loadCatalogue(db: Db): Promise<VersionedCatalogue<CatalogueSnapshot>> {
  return db.transaction(async (tx) => {
    const version = await readCatalogueVersion(tx);
    const roofTypeRows = await tx.select().from(roofTypes).orderBy(asc(roofTypes.id));
    const antennaRows = await tx.select().from(antennas).orderBy(asc(antennas.id));
    const compatibility = await tx.select().from(antennaMounts).orderBy(asc(antennaMounts.mount_id));
    const mountRows = await tx.select().from(mounts).orderBy(asc(mounts.id));
    const imageRows = await tx.select().from(mountImages).orderBy(asc(mountImages.position), asc(mountImages.id));
    const resellerRows = await tx.select().from(resellers).orderBy(asc(resellers.id));
    const offered = await tx.select().from(resellerAntennas);
    const resellerMountRows = await tx.select().from(resellerMounts).orderBy(asc(resellerMounts.id));
    const blockTypeRows = await tx.select().from(blockTypes).orderBy(asc(blockTypes.id));
    const overrideRows = await listOverrideRows(tx, { includeInactive: false });
    const priceLists = await listPriceLists(tx);
    const [settings] = await tx.select().from(engineeringSettings).limit(1);
    if (!settings) throw new Error('engineering_settings has no row: the migrations create it');

    const snapshot: CatalogueSnapshot = {
      roofTypes: new Map(roofTypeRows.map((row) => [row.id, row])),
      antennas: new Map(antennaRows.map((row) => [row.id, { ...row, mountIds: [] }])),
      mounts: new Map(mountRows.map((row) => [row.id, { ...row, images: [] }])),
      resellers: new Map(resellerRows.map((row) => [row.id, { ...row, antennaIds: new Set(), mounts: new Map() }])),
      blockTypes: new Map(blockTypeRows.map((row) => [row.id, row])),
      settings,
      windOverrides: new Map(overrideRows.map((row) => [row.fips, row])),
      priceLists,
    };
    for (const link of compatibility) snapshot.antennas.get(link.antenna_id)?.mountIds.push(link.mount_id);
    for (const image of imageRows) {
      snapshot.mounts.get(image.mount_id)?.images.push({ id: image.id, image_url: image.image_url });
    }
    for (const link of offered) snapshot.resellers.get(link.reseller_id)?.antennaIds.add(link.antenna_id);
    for (const link of resellerMountRows) snapshot.resellers.get(link.reseller_id)?.mounts.set(link.mount_id, link);
    return { version, snapshot };
  });
}
