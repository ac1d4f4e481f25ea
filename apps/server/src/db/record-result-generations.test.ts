// Writes the result-generations fixture and its answers with the code of the time (run once, then removed).
import { writeFileSync } from 'node:fs';
import type { CalculationStep } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, createUnmigratedPglite, testConfig } from '../test/helpers.js';
import { migrationsUpTo } from '../test/migrations.js';
import { readBack, restoreTables, type ResultGenerationsFixture, type TableRows } from '../test/result-generations.js';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrateDatabase } from './client.js';
import { seedDemoCatalogue } from './seed.js';
import { antennaId, mountId, northwind, request, search, t, useDemoCatalogueApp, MIAMI } from '../test/mount-search.js';
import { createTestApp } from '../test/helpers.js';

const MIGRATION = '0023_price-lists';
const FIXTURE = new URL('./fixtures/result-generations.json', import.meta.url);
const ANSWERS = new URL('./fixtures/result-generations.answers.json', import.meta.url);
const LOS_ANGELES = {
  location: 'Los Angeles, CA, United States',
  location_latitude: 34.05223,
  location_longitude: -118.24368,
};

type Row = Record<string, unknown> & { display: Record<string, unknown>; calculation_steps: CalculationStep[] };

async function rowsOf(table: string): Promise<Record<string, unknown>[]> {
  const result = (await t.database.db.execute(
    sql`select coalesce(json_agg(t order by ${sql.raw('1')}), '[]'::json) as rows from ${sql.identifier(table)} t`,
  )) as { rows: { rows: Record<string, unknown>[] }[] };
  return result.rows[0]!.rows;
}

function token(name: string): string {
  return `generation-${name.padStart(2, '0')}-`.padEnd(24, 'x');
}

const pre15 = (row: Row): Row => {
  const {
    ground_elevation: _g,
    wind_speed_citation: _c,
    planning: _p,
    seismic: _s,
    code_basis,
    ...display
  } = row.display;
  const basis = code_basis as Record<string, unknown>;
  return {
    ...row,
    engine_version: '1.4.0',
    display: {
      ...display,
      code_basis: {
        edition: basis.edition,
        risk_category: basis.risk_category,
        jurisdiction: basis.jurisdiction,
        load_combination: basis.load_combination,
      },
    },
  };
};
const preBill = (row: Row): Row => ({ ...pre15(row), engine_version: '1.3.0', bill_of_materials: null });
const preSheet0057 = (row: Row): Row => ({
  ...preBill(row),
  calculation_steps: row.calculation_steps.map((step) => (step.ref === undefined ? { ...step, ref: 'input' } : step)),
});
const preFootprint = (row: Row): Row => {
  const older = preBill(row);
  const { footprint: _f, ...display } = older.display;
  return { ...older, display, project_name: null, site_address: null };
};
const preCodeBasis = (row: Row): Row => {
  const older = preFootprint(row);
  const { code_basis, wind_speed_reason: _r, no_fit: _n, ...display } = older.display;
  const { codeBasis, ...options } = older.engine_options as Record<string, unknown> & {
    codeBasis: { loadCombination: string };
  };
  void code_basis;
  return {
    ...older,
    engine_version: '1.2.0',
    display,
    engine_options: { ...options, loadCombination: codeBasis.loadCombination },
  };
};
const engine1xSheet = (row: Row): Row => ({
  ...preCodeBasis(row),
  engine_version: '1.1.0',
  calculation_steps: row.calculation_steps.map((step) => ({
    section: 'Design',
    description: `Row ${step.symbol}`,
    symbol: step.symbol,
    value: step.value,
    unit: step.unit ?? '',
    expression: step.expression ?? '',
    substituted: step.substituted ?? '',
    ref: step.ref ?? 'input',
    note: step.note ?? null,
    governing: step.governing ?? false,
  })),
});
let oldTrace = '';
const beforeSheet = (row: Row): Row => {
  const older = preCodeBasis(row);
  const { block_type: _b, trays: _t, assumptions: _a, wind: _w, ...display } = older.display;
  return {
    ...older,
    engine_version: '1.0.0',
    calculations: row.calculation_steps.length ? oldTrace : 'No mount fits.',
    calculation_steps: [],
    display,
    mapped_wind_speed: null,
    wind_speed_place: null,
    wind_speed_basis: '',
  };
};

it('records the generations with the code of the time', async () => {
  await useDemoCatalogueApp(await createTestApp({ seed: true }));
  const created = {
    chicago: await search(
      request({ reseller_id: northwind, antenna: antennaId.cpe, project_name: 'Tower 7', site_address: '1 Main St' }),
    ),
    la716: await search(
      request({
        ...LOS_ANGELES,
        antenna: antennaId.cpe,
        code_edition: 'ASCE 7-16',
        wind_speed: 115,
        wind_speed_citation: 'ASCE Hazard Tool, 2026-11-20',
        seismic_sds: 1.5,
        seismic_sd1: 0.6,
        seismic_source: 'USGS report, 2026-11-20',
      }),
    ),
    miami: await search(request({ ...MIAMI, wind_speed: undefined, risk_category: 'IV' })),
    ridge: await search(request({ reseller_id: northwind, antenna: antennaId.ptp, ridge_mount: true })),
    nofit: await search(request({ wind_speed: 300, building_height: 400, wind_exposure: 'D' })),
  };
  console.log(Object.fromEntries(Object.entries(created).map(([k, r]) => [k, r.statusCode])));
  expect(created.nofit.statusCode).toBe(404);
  oldTrace = (
    await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${created.chicago.json().token}/calculations.txt`,
    })
  ).body;
  void mountId;
  const stored = (await rowsOf('mount_search_results')) as Row[];
  const [chicago, la716, miami, ridge, nofit] = stored;
  const generations: Record<string, Row[]> = {
    'engine 1.5.0': [chicago!, la716!, miami!, ridge!, nofit!],
    'engine 1.4.0 (before the code in force and the seismic screen)': [pre15(chicago!), pre15(miami!), pre15(nofit!)],
    'engine 1.3.0 (before the bill of materials)': [preBill(chicago!), preBill(ridge!)],
    'before rounded sheets (decision 0057)': [preSheet0057(chicago!)],
    'before the footprint and project': [preFootprint(chicago!)],
    'before the code basis and no-fit reasons': [preCodeBasis(chicago!), preCodeBasis(nofit!)],
    'engine 1.x sheet rows': [engine1xSheet(chicago!)],
    'before the calculation sheet': [beforeSheet(chicago!), beforeSheet(nofit!)],
  };
  const searches: Row[] = [];
  const tokens: Record<string, string[]> = {};
  let n = 0;
  for (const [generation, rows] of Object.entries(generations)) {
    tokens[generation] = rows.map((row) => {
      const { id: _id, ...rest } = row;
      const copy = { ...rest, id: ++n, token: token(String(n)) } as Row;
      searches.push(copy);
      return copy.token as string;
    });
  }
  const tables: TableRows = {};
  const names = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as { rows: { table_name: string }[] };
  const skip = new Set([
    'mount_search_results',
    'lead_pipeline',
    'quote_requests',
    'mail_outbox',
    'users',
    'sessions',
    'rate_limit_counters',
  ]);
  for (const { table_name } of names.rows) {
    if (skip.has(table_name)) continue;
    const rows = await rowsOf(table_name);
    if (rows.length) tables[table_name] = rows;
  }
  tables.mount_search_results = searches;
  const fixture: ResultGenerationsFixture = { migration: MIGRATION, tables, generations: tokens };
  writeFileSync(FIXTURE, JSON.stringify(fixture, null, 1) + '\n');
  await t.close();

  const database = await createUnmigratedPglite();
  await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: migrationsUpTo(MIGRATION) });
  await restoreTables(database, fixture.tables);
  await migrateDatabase(database);
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const answers = await readBack(app, Object.values(tokens).flat());
  writeFileSync(ANSWERS, JSON.stringify(answers, null, 1) + '\n');
  await app.close();
  await database.close();
  void seedDemoCatalogue;
  void createTestDatabase;
}, 120_000);
