// CSV export figures: GET /api/mount_search_results with Accept: text/csv from the BUILT server, signed in as the
// admin the server creates from ADMIN_EMAIL/ADMIN_PASSWORD. The searches are inserted with one SQL statement per
// 100,000 rows while the server is stopped (PGlite allows one process per data directory), then the server is
// started and the whole file downloaded. Prints rows/s, MB/s, the server's RSS before the download and its peak
// during it, for each row count, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (a scratch database
// created for the run and dropped after).
// Goal: the peak does not grow with the row count (the export streams in keyset pages of 1,000).
// Environment: BENCH_CSV_ROWS (default "100000,1000000").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, fmt, fromBuilt, SESSION_HEADERS } from '../lib/built.mjs';
import { createScratchDatabase } from '../lib/postgres.mjs';
import { rssMb, startServer } from '../lib/server.mjs';

const { openDatabase } = await fromBuilt('db/client.js');
const { seedDemoCatalogue } = await fromBuilt('db/seed.js');

const ROW_COUNTS = (process.env.BENCH_CSV_ROWS ?? '100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const INSERT_CHUNK = 100_000;

async function query(database, text) {
  return database.db.$client.query(text);
}

/** A calculation sheet of a realistic size (some 13 KB of JSON, as a demo search's). */
const SHEET = Array.from({ length: 64 }, (_, i) => ({
  symbol: `q_${i}`,
  value: 29.9 + i,
  unit: 'psf',
  expression: '0.00256·K_z·K_zt·K_d·V²',
  substituted: '0.00256·0.98·1·0.85·115²',
  ref: 'ASCE 7-10 Eq. 29.3-1',
}));

/**
 * Adds searches numbered from..to (inclusive), spread one second apart, like real ones: a complete result document
 * with a full sheet, the customer varying per row.
 */
async function insertSearches(database, from, to) {
  const pick = async (table) => (await query(database, `select id from ${table} order by id limit 1`)).rows[0].id;
  const [resellerId, antennaId, roofTypeId, mountId] = [
    await pick('resellers'),
    await pick('antennas'),
    await pick('roof_types'),
    await pick('mounts'),
  ];
  const document = JSON.stringify({
    schema_version: 1,
    reseller_id: resellerId,
    antenna_id: antennaId,
    roof_type_id: roofTypeId,
    mount_id: mountId,
    location: 'Chicago, IL, United States',
    location_latitude: 41.8781,
    location_longitude: -87.6298,
    building_height: 30,
    ridge_mount: false,
    wind_exposure: 'C',
    wind_speed: 115,
    wind_speed_source: 'given',
    default_wind_speed: false,
    wind_speed_reason: null,
    wind_speed_citation: null,
    code_basis: { edition: 'ASCE 7-10', risk_category: 'II', jurisdiction: 'none', load_combination: 'lrfd' },
    planning_only: false,
    planning_reasons: [],
    project_name: null,
    site_address: null,
    ballast_weight: 240,
    roof_load: 21.5,
    total_dead_load: 290,
    calculation_steps: SHEET,
    bill_of_materials: { currency: null, lines: [], total: null },
    mount: { name: 'Bench Sled', part_number: 'BENCH-1' },
    antenna: { make: 'Bench', model: 'Antenna' },
    roof_type: { name: 'EPDM membrane' },
    reseller: { name: 'Bench Reseller', contact_email: null },
    no_fit: null,
  }).replaceAll("'", "''");
  for (let start = from; start <= to; start += INSERT_CHUNK) {
    const end = Math.min(to, start + INSERT_CHUNK - 1);
    await query(
      database,
      `insert into mount_search_results (token, created_at, reseller_id, antenna_id, roof_type_id, mount_id,
         customer_name, customer_email, customer_company, result)
       select 'bench-' || g || '-' || md5(g::text), now() - make_interval(secs => g), ${resellerId}, ${antennaId},
         ${roofTypeId}, ${mountId}, c.name, c.email, c.company,
         ('${document}'::jsonb || jsonb_build_object('customer_name', c.name, 'customer_email', c.email,
           'customer_company', c.company))
       from generate_series(${start}, ${end}) as g,
         lateral (select 'Customer ' || g as name, 'customer' || g || '@example.com' as email,
           case when g % 10 = 0 then '=cmd|' || g else 'Company ' || g end as company) c`,
    );
  }
}

async function download(server) {
  const signIn = await fetch(`${server.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const auth = Object.fromEntries(SESSION_HEADERS.map((name) => [name, signIn.headers.get(name)]));
  // Let start-up garbage settle so "before" is the idle size.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb(server.pid);
  server.resetPeak();
  const started = performance.now();
  const response = await fetch(`${server.url}/api/mount_search_results`, { headers: { ...auth, accept: 'text/csv' } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows: lines - 1, bytes, seconds, before, peak: Math.max(server.peakRssMb, before) };
}

async function runOn(label, openBenchDatabase, serverOptions) {
  console.log(`\n${label}`);
  console.log('rows        seconds   rows/s      MB/s   RSS before   peak RSS');
  let inserted = 0;
  for (const target of ROW_COUNTS) {
    const database = await openBenchDatabase();
    try {
      if (inserted === 0) await seedDemoCatalogue(database.db);
      await insertSearches(database, inserted + 1, target);
      inserted = target;
    } finally {
      await database.close();
    }
    const server = await startServer({
      ...serverOptions,
      env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
    });
    try {
      const result = await download(server);
      if (result.rows !== target) throw new Error(`expected ${target} rows, got ${result.rows}`);
      console.log(
        `${fmt(result.rows).padEnd(11)} ${fmt(result.seconds, 1).padStart(7)}   ${fmt(result.rows / result.seconds).padEnd(10)} ${fmt(result.bytes / 1e6 / result.seconds, 1).padStart(5)}   ${fmt(result.before).padStart(7)} MB   ${fmt(result.peak).padStart(5)} MB`,
      );
    } finally {
      await server.stop();
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'nprm-bench-csv-'));
try {
  await runOn('PGlite (embedded)', () => openDatabase({ dataDir: join(dataDir, 'pglite') }), { dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.TEST_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'nprm_bench_csv');
  try {
    await runOn('PostgreSQL', () => openDatabase({ databaseUrl: scratch.url, poolSize: 2 }), {
      databaseUrl: scratch.url,
    });
  } finally {
    await scratch.drop();
  }
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to a server this run may create a scratch database on)');
}
