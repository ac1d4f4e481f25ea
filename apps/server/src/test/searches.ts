/** Saved searches for the search list and export tests (features/search-export). */
import { eq, type SQL } from 'drizzle-orm';
import { EMPTY_BILL_OF_MATERIALS, unscreenedSeismic } from '@nprm/contracts';
import { antennas, mounts, resellers, roofTypes } from '../db/tables.js';
import { RESULT_SCHEMA_VERSION, type ResultDocument } from '../features/mount-search/saved-result.js';
import { createTestAdmin, signInHeaders } from './admin-sessions.js';
import { createTestApp } from './helpers.js';

/** A chosen mount as a result shows it, for searches that found one. */
export const SNAPSHOT_MOUNT: NonNullable<ResultDocument['mount']> = {
  id: 1,
  name: 'Test sled',
  part_number: 'TEST-1',
  max_roof_load: 30,
  mount_images: [],
  product_url: null,
  assembly_instructions_url: null,
  product_sheet_url: null,
};

/**
 * A minimal saved search as stored: the given columns, and a complete result document on fixed inputs with no sheet,
 * `result` overriding any of its fields. Without `mount_id` it found no mount.
 */
export function plainSearch(
  fields: {
    token: string;
    created_at: Date | SQL;
    reseller_id: number | null;
    antenna_id: number;
    roof_type_id: number;
    customer_name: string;
    customer_email?: string;
    customer_company?: string;
    mount_id?: number | null;
  },
  result: Partial<ResultDocument> = {},
) {
  const columns = { customer_email: 'p@example.com', customer_company: 'P', mount_id: null, ...fields };
  const { token: _token, created_at: _createdAt, ...fromColumns } = columns;
  const document: ResultDocument = {
    schema_version: RESULT_SCHEMA_VERSION,
    location: null,
    location_latitude: null,
    location_longitude: null,
    building_height: 10,
    ridge_mount: false,
    wind_exposure: 'B',
    wind_speed: 100,
    wind_speed_source: 'given',
    default_wind_speed: false,
    wind_speed_approximate: false,
    wind_speed_note: '',
    mapped_wind_speed: null,
    wind_speed_place: null,
    wind_speed_basis: '',
    wind_speed_reason: null,
    wind_speed_citation: null,
    code_basis: {
      edition: 'ASCE 7-10',
      edition_chosen: false,
      edition_in_force: null,
      adopted_code: null,
      risk_category: 'II',
      jurisdiction: 'none',
      load_combination: 'lrfd',
    },
    ground_elevation: null,
    planning_only: false,
    planning_reasons: [],
    seismic: unscreenedSeismic('No seismic check: the ballast resists wind only.', false),
    project_name: null,
    site_address: null,
    roof_allowable_load: null,
    roof_edge_distance: null,
    ballast_weight: null,
    ballast_blocks: null,
    governing: null,
    roof_load: null,
    total_dead_load: null,
    block_type: null,
    trays: null,
    footprint: null,
    assumptions: [],
    calculation_steps: [],
    calculations_text: null,
    bill_of_materials: EMPTY_BILL_OF_MATERIALS,
    engine_version: 'test',
    engine_options: {} as ResultDocument['engine_options'],
    mount: columns.mount_id === null ? null : { ...SNAPSHOT_MOUNT, id: columns.mount_id },
    antenna: { id: fields.antenna_id, make: 'Test', model: 'Antenna' },
    antennas: [],
    roof_type: { id: fields.roof_type_id, name: 'Test roof', friction_coefficient_source: null },
    reseller: null,
    no_fit: null,
    ...fromColumns,
    ...result,
  };
  return { ...columns, result: document };
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
