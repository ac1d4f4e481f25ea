// Shared by the mount search test files (test-only: excluded from the build).
import type { ReportPdfs } from '../features/report/report-cache.js';
import { DEFAULT_OPTIONS, selectMount, type CalcOptionsInput, type MountInput, type SearchInput } from '@nprm/calc';
import { formatStepValue, type CalculationStep } from '@nprm/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { antennas, blockTypes, mounts, mountSearchResults, resellers, roofTypes } from '../db/tables.js';
import {
  demoAntennas,
  demoCompatibility,
  demoMounts,
  type DemoAntennaKey,
  type DemoMountKey,
} from '../db/seed-data.js';
import type { ConfigEnv } from '../config.js';
import type { ResultDocument } from '../features/mount-search/saved-result.js';
import { savePriceList } from '../features/price-lists/index.js';
import { createTestApp, type TestApp } from './helpers.js';

// Exported bindings are live: the test files see the values the set-up assigns.
export let t: TestApp;
export const antennaId = {} as Record<DemoAntennaKey, number>;
export const mountId = {} as Record<DemoMountKey, number>;
export let epdm: number;
export let metal: number;
export let summit: number;
export let northwind: number;

export const MIAMI = {
  location: 'Miami, FL, United States',
  location_latitude: 25.77427,
  location_longitude: -80.19366,
};
export const CHICAGO = {
  location: 'Chicago, IL, United States',
  location_latitude: 41.85003,
  location_longitude: -87.65005,
};
/** Ohio: ASCE 7-16 in force and no seismic values needed, so a cited wind speed gives a result for permit. */
export const COLUMBUS = {
  location: 'Columbus, OH, United States',
  location_latitude: 39.96118,
  location_longitude: -82.99879,
};
/** A request whose result is for permit, not a planning estimate (COLUMBUS, a cited wind speed). */
export const permitRequest = (overrides: Record<string, unknown> = {}) =>
  request({ ...COLUMBUS, wind_speed: 115, wind_speed_citation: 'ASCE Hazard Tool, 2026-11-20', ...overrides });
export const TORONTO = { location: 'Toronto, ON, Canada', location_latitude: 43.70011, location_longitude: -79.4163 };

export function request(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    reseller_id: summit,
    antenna: antennaId.ptp,
    ...CHICAGO,
    building_height: 30,
    roof_type: epdm,
    ridge_mount: false,
    wind_exposure: 'C',
    wind_speed: 115,
    customer_name: 'Ada Lovelace',
    customer_email: 'ada@example.com',
    customer_company: 'Analytical Engines Ltd',
    ...overrides,
  };
}

/** A search with location text only: no coordinates and no wind speed, so the text is resolved. */
export const typedLocationRequest = (location: string, overrides: Record<string, unknown> = {}) =>
  request({
    location,
    location_latitude: undefined,
    location_longitude: undefined,
    wind_speed: undefined,
    ...overrides,
  });

/** POSTs a search from the site of the body's reseller (the Host binds it: Northwind's domain, else localhost). */
export function search(body: Record<string, unknown>) {
  const host = body.reseller_id === northwind ? 'northwind.localhost' : 'localhost';
  return t.app.inject({ method: 'POST', url: '/api/mount_search_results', payload: body, headers: { host } });
}

/** A search that fits, stored as a lead (201): answers its token and id. */
export async function storeFitSearch(overrides: Record<string, unknown> = {}): Promise<{ token: string; id: number }> {
  const response = await search(request(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const { token } = response.json<{ token: string }>();
  const [row] = await t.database.db
    .select({ token: mountSearchResults.token, id: mountSearchResults.id })
    .from(mountSearchResults)
    .where(eq(mountSearchResults.token, token));
  return row!;
}

/** A search no mount fits (the 1.8 m dish at 500 ft, exposure D): answered 404, yet stored; answers its token and id. */
export async function storeNoFitSearch(
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; id: number }> {
  const response = await search({
    ...request({ antenna: antennaId.dish180, building_height: 500, ...overrides }),
    wind_exposure: 'D',
  });
  if (response.statusCode !== 404) throw new Error(`the search no mount fits answered ${response.statusCode}`);
  // The 404 names the stored search by its token (what its review and quote requests take).
  const { token } = response.json<{ token: string }>();
  const [row] = await t.database.db
    .select({ token: mountSearchResults.token, id: mountSearchResults.id })
    .from(mountSearchResults)
    .where(eq(mountSearchResults.token, token));
  if (!row) throw new Error('the 404 of the search no mount fits named no stored search');
  return row;
}

/**
 * Summit's prices, from 2026-01-01 in `currency`, for the parts of the panel antenna's fit: the 6×6 ft sled at
 * 1,249.50, the solid concrete block at 2.35 and, given `trayCents`, the sled's trays; any other part on request.
 */
export async function priceSummitSled6(currency: string, trayCents?: number): Promise<void> {
  const [block] = await t.database.db
    .select({ id: blockTypes.id })
    .from(blockTypes)
    .where(eq(blockTypes.name, 'Solid concrete block'));
  await savePriceList(t.database.db, summit, { currency, valid_from: '2026-01-01' }, [
    { item_type: 'mount', item_id: mountId.sled6, cents: 124_950 },
    ...(trayCents === undefined ? [] : [{ item_type: 'tray' as const, item_id: mountId.sled6, cents: trayCents }]),
    { item_type: 'block_type', item_id: block!.id, cents: 235 },
  ]);
}

/** GETs the diagnostics with the given query (undefined values left out). */
/** A saved result's calculation sheet as text (GET …/calculations.txt): its body, after checking the 200. */
export async function calculationsText(token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/mount_search_results/token/${token}/calculations.txt`,
  });
  if (response.statusCode !== 200) throw new Error(`calculations.txt answered ${response.statusCode}`);
  return response.body;
}

export function diagnostics(query: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return t.app.inject({ method: 'GET', url: `/api/mount_search_results/diagnostics?${params.toString()}` });
}

/** A valid diagnostics query: the Yagi at 30 ft on EPDM, exposure C, 115 mph. */
export const diagnosticsBase = () => ({
  antenna: antennaId.yagi,
  building_height: 30,
  roof_type: epdm,
  ridge_mount: false,
  wind_exposure: 'C',
  wind_speed: 115,
});

/** A stored search's result document as the database holds it. */
export async function storedDocument(token: string): Promise<ResultDocument> {
  const [row] = await t.database.db
    .select({ result: mountSearchResults.result })
    .from(mountSearchResults)
    .where(eq(mountSearchResults.token, token));
  if (!row) throw new Error(`no stored search ${token}`);
  return row.result as ResultDocument;
}

/** Writes `fields` over a stored search's result document. */
export async function updateStoredDocument(token: string, fields: Partial<ResultDocument>): Promise<void> {
  const result = { ...(await storedDocument(token)), ...fields };
  await t.database.db.update(mountSearchResults).set({ result }).where(eq(mountSearchResults.token, token));
}

/**
 * Writes over a saved result's sheet the rows as results were stored before decision 0057: every input's
 * `ref: "input"`, and the engine's doubles of K_z,a and M_R of the demo's cpe search (`request({ antenna: cpe })`),
 * each checked to print as the row it replaces. Answers the rows stored.
 */
export async function storeSheetBefore0057(token: string, steps: readonly CalculationStep[]) {
  const doubles: Record<string, number> = { 'K_z,a': 1.0021608002195512, M_R: 622.8000000000001 };
  const older = steps.map((step): CalculationStep => {
    const value = doubles[step.symbol] ?? step.value;
    if (formatStepValue({ ...step, value }) !== formatStepValue(step))
      throw new Error(`${step.symbol} is not the cpe's`);
    return { ...step, value, ...(step.ref === undefined ? { ref: 'input' } : {}) };
  });
  await updateStoredDocument(token, { calculation_steps: older });
  return older;
}

export async function storedSearches(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(mountSearchResults);
  return row?.n ?? 0;
}

/** A search with `field` set to `value` is a 422 on that field alone, with `fullMessage`, and stores nothing. */
export async function expectRefusedOnField(field: string, value: unknown, fullMessage: string): Promise<void> {
  const before = await storedSearches();
  const response = await search(request({ [field]: value }));
  expect(response.statusCode).toBe(422);
  const body = response.json<{ full_messages: string[]; errors: Record<string, string[]> }>();
  expect(body.full_messages).toContain(fullMessage);
  expect(Object.keys(body.errors)).toEqual([field]);
  expect(await storedSearches()).toBe(before);
}

/** The engine run independently of the service: seed figures in, @nprm/calc's selection out. */
export function engineSelection(
  antenna: DemoAntennaKey,
  site: SearchInput['site'],
  options: { ridge: boolean; friction?: number; only?: DemoMountKey[]; calc?: CalcOptionsInput },
) {
  const a = demoAntennas[antenna];
  const candidates: MountInput[] = demoCompatibility[antenna]
    .filter((key) => demoMounts[key].ridge_mount === options.ridge && (!options.only || options.only.includes(key)))
    .map((key) => {
      const m = demoMounts[key];
      return {
        id: mountId[key],
        weight: m.weight,
        halfBaseWidth: m.half_base_width,
        heightToAntennaCenterline: m.height_to_antenna_centerline,
        mastDiameter: m.mast_diameter,
        mastLength: m.mast_length,
        squareFootage: m.square_footage,
        maxRoofLoad: m.max_roof_load,
        minimumBallastWeight: m.minimum_ballast_weight,
        ballastTrays: 'ballast_trays' in m ? m.ballast_trays : null,
        trayCapacity: 'tray_capacity' in m ? m.tray_capacity : null,
        baseLength: 'base_length' in m ? m.base_length : null,
        baseWidth: 'base_width' in m ? m.base_width : null,
        maxEpa: 'max_epa' in m ? m.max_epa : null,
        maxOverturningMoment: 'max_overturning_moment' in m ? m.max_overturning_moment : null,
      };
    });
  return selectMount(
    {
      site,
      antenna: {
        weight: a.weight,
        mastDiameter: a.mast_diameter,
        mastLength: a.mast_length,
        squareFootage: a.square_footage,
        additionalHeightToCenterline: a.additional_height_to_centerline,
        horizontalArea: a.horizontal_area,
      },
      frictionCoefficient: options.friction ?? 0.5,
    },
    candidates,
    { ...DEFAULT_OPTIONS, ...options.calc },
  );
}

/** A seeded app of its own for the calling test file, with the demo catalogue's ids looked up. */
export function useSeededSearchApp(options: { reportPdfs?: ReportPdfs; env?: ConfigEnv } = {}): void {
  beforeAll(async () => {
    await useDemoCatalogueApp(await createTestApp({ seed: true, ...options }));
  });
  afterAll(() => t.close());
}

/** Makes `app` (on the demo catalogue) the one `search` and `request` use, and looks up the demo ids in it. */
export async function useDemoCatalogueApp(app: TestApp): Promise<void> {
  t = app;
  const db = t.database.db;
  for (const row of await db.select().from(antennas)) {
    const key = (Object.keys(demoAntennas) as DemoAntennaKey[]).find((k) => demoAntennas[k].model === row.model);
    if (key) antennaId[key] = row.id;
  }
  for (const row of await db.select().from(mounts)) {
    const key = (Object.keys(demoMounts) as DemoMountKey[]).find((k) => demoMounts[k].part_number === row.part_number);
    if (key) mountId[key] = row.id;
  }
  const roofs = await db.select().from(roofTypes);
  epdm = roofs.find((r) => r.name === 'EPDM membrane')!.id;
  metal = roofs.find((r) => r.name === 'Metal')!.id;
  const resellerRows = await db.select().from(resellers);
  summit = resellerRows.find((r) => r.domain === 'localhost')!.id;
  northwind = resellerRows.find((r) => r.domain === 'northwind.localhost')!.id;
}
