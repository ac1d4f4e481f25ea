/** Saved searches for the search list and export tests (features/search-export). */
import { eq, type SQL } from 'drizzle-orm';
import { antennas, mounts, resellers, roofTypes } from '../db/tables.js';
import { createTestAdmin, signInHeaders } from './admin-sessions.js';
import { createTestApp } from './helpers.js';

/**
 * A minimal saved search: the given fields on fixed inputs and an empty trace. Without `mount_id` it found no
 * mount; `display` holds what the search kept (the names, and why nothing fit).
 */
export function plainSearch(fields: {
  token: string;
  created_at: Date | SQL;
  reseller_id: number | null;
  antenna_id: number;
  roof_type_id: number;
  customer_name: string;
  mount_id?: number | null;
  display?: Record<string, unknown>;
}) {
  return {
    building_height: 10,
    ridge_mount: false,
    wind_exposure: 'B' as const,
    wind_speed: 100,
    wind_speed_source: 'given' as const,
    default_wind_speed: false,
    customer_email: 'p@example.com',
    customer_company: 'P',
    calculations: '',
    engine_version: 'test',
    engine_options: {},
    display: {},
    ...fields,
  };
}

/** The domains the tests give the demo resellers, and the one for searches without a reseller. */
export const DOMAINS = {
  summit: 'summit.example.com',
  northwind: 'shop.northwind.example.net',
  none: 'calc.example.org',
};

/**
 * A seeded app, a signed-in admin's headers, and the first demo records of each kind a search refers to. The two
 * demo resellers get production domains of their own, so each result link shows whose it is.
 */
export async function seededApp() {
  const t = await createTestApp({ seed: true, env: { DEFAULT_RESELLER_DOMAIN: DOMAINS.none } });
  await createTestAdmin(t.app);
  const admin = await signInHeaders(t.app);
  const db = t.database.db;
  const [summit, northwind] = await db.select().from(resellers).orderBy(resellers.id);
  await db.update(resellers).set({ domain: DOMAINS.summit }).where(eq(resellers.id, summit!.id));
  await db.update(resellers).set({ domain: DOMAINS.northwind }).where(eq(resellers.id, northwind!.id));
  const [antenna] = await db.select().from(antennas).orderBy(antennas.id).limit(1);
  const [roofType] = await db.select().from(roofTypes).orderBy(roofTypes.id).limit(1);
  const [mount] = await db.select().from(mounts).orderBy(mounts.id).limit(1);
  return {
    t,
    admin,
    summitId: summit!.id,
    northwindId: northwind!.id,
    antennaId: antenna!.id,
    roofTypeId: roofType!.id,
    mountId: mount!.id,
  };
}
