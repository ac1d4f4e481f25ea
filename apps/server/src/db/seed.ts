import { count } from 'drizzle-orm';
import type { Db } from './types.js';
import {
  antennaMounts,
  antennas,
  mountImages,
  mounts,
  resellerAntennas,
  resellerMounts,
  resellers,
  roofTypes,
} from './tables.js';
import {
  demoAntennas,
  demoCompatibility,
  demoMounts,
  demoMountUrls,
  demoResellers,
  demoRoofTypes,
  type DemoAntennaKey,
  type DemoMountKey,
} from './seed-data.js';

export interface SeedSummary {
  seeded: boolean;
  resellers: number;
  antennas: number;
  mounts: number;
  roofTypes: number;
}

/** True when there is no catalogue yet (no reseller, antenna, mount or roof type). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [resellers, antennas, mounts, roofTypes].map(
      async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0,
    ),
  );
  return counts.every((n) => n === 0);
}

/** Loads the demo catalogue into an empty database, in one transaction; does nothing when data exists. */
export async function seedDemoCatalogue(db: Db): Promise<SeedSummary> {
  if (!(await isCatalogueEmpty(db))) {
    return { seeded: false, resellers: 0, antennas: 0, mounts: 0, roofTypes: 0 };
  }
  return db.transaction(async (tx) => {
    await tx.insert(roofTypes).values([...demoRoofTypes]);

    const mountIds = {} as Record<DemoMountKey, number>;
    for (const [key, { images, ...mount }] of Object.entries(demoMounts) as [
      DemoMountKey,
      (typeof demoMounts)[DemoMountKey],
    ][]) {
      const [row] = await tx
        .insert(mounts)
        .values({ ...mount, ...demoMountUrls(key) })
        .returning({ id: mounts.id });
      mountIds[key] = row!.id;
      await tx
        .insert(mountImages)
        .values(images.map((image_url, position) => ({ mount_id: row!.id, image_url, position })));
    }

    const antennaIds = {} as Record<DemoAntennaKey, number>;
    for (const [key, antenna] of Object.entries(demoAntennas) as [
      DemoAntennaKey,
      (typeof demoAntennas)[DemoAntennaKey],
    ][]) {
      const [row] = await tx.insert(antennas).values(antenna).returning({ id: antennas.id });
      antennaIds[key] = row!.id;
      await tx
        .insert(antennaMounts)
        .values(demoCompatibility[key].map((mountKey) => ({ antenna_id: row!.id, mount_id: mountIds[mountKey] })));
    }

    for (const { antennas: offered, mounts: linked, mountUrlOverrides, ...reseller } of demoResellers) {
      const [row] = await tx.insert(resellers).values(reseller).returning({ id: resellers.id });
      if (offered !== 'all') {
        await tx
          .insert(resellerAntennas)
          .values(offered.map((key) => ({ reseller_id: row!.id, antenna_id: antennaIds[key] })));
      }
      const mountKeys = linked === 'all' ? (Object.keys(demoMounts) as DemoMountKey[]) : linked;
      await tx.insert(resellerMounts).values(
        mountKeys.map((key) => ({
          reseller_id: row!.id,
          mount_id: mountIds[key],
          product_url: mountUrlOverrides[key]?.product_url ?? null,
        })),
      );
    }
    return {
      seeded: true,
      resellers: demoResellers.length,
      antennas: Object.keys(antennaIds).length,
      mounts: Object.keys(mountIds).length,
      roofTypes: demoRoofTypes.length,
    };
  });
}
