// Catalogue import figures: a 5,000-row mounts.csv (every row a new mount with two images and two
// compatible antennas) sent to POST /api/mounts/import of the BUILT app on an in-memory PGlite database, first
// as a dry run, then applied; then the same file exported and imported again (all rows unchanged). Prints the
// file size and the seconds and rows/s of each step.
// Environment: BENCH_IMPORT_ROWS (default 5000).
import { BENCH_ADMIN, fmt, fromBuilt, seededInMemoryApp, SESSION_HEADERS } from '../lib/built.mjs';

const { createUser } = await fromBuilt('features/users/users.service.js');

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);

const { database, app } = await seededInMemoryApp({ RATE_LIMIT_MAX: '100000' });
await createUser(database.db, { email: BENCH_ADMIN.email, name: 'Bench Admin', password: BENCH_ADMIN.password });
const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: BENCH_ADMIN });
const auth = Object.fromEntries(SESSION_HEADERS.map((name) => [name, String(signIn.headers[name])]));
const antennaIds = (await app.inject({ method: 'GET', url: '/api/antennas' })).json().map((antenna) => antenna.id);

// Without the byte-order mark: the header's first column must read `id`.
const header = (await app.inject({ method: 'GET', url: '/api/mounts/export.csv?bom=false', headers: auth })).body.split(
  '\n',
)[0];
const lines = [header];
for (let i = 1; i <= ROWS; i++) {
  const cells = {
    id: '',
    part_number: `BENCH-${i}`,
    name: `Bench sled ${i}`,
    weight: 40 + (i % 17),
    half_base_width: 2,
    height_to_antenna_centerline: 3.5,
    mast_diameter: 2.375,
    mast_length: 4,
    max_roof_load: 10,
    ridge_mount: i % 5 === 0,
    square_footage: 16,
    minimum_ballast_weight: 0,
    ballast_trays: i % 3 === 0 ? '' : 4,
    tray_capacity: i % 3 === 0 ? '' : 60,
    product_url: `https://example.com/mounts/${i}`,
    assembly_instructions_url: '',
    product_sheet_url: `https://example.com/sheets/${i}.pdf`,
    image_urls: `https://example.com/img/${i}-a.png | https://example.com/img/${i}-b.png`,
    antenna_ids: antennaIds.slice(0, 2).join(' | '),
  };
  lines.push(
    header
      .split(',')
      .map((column) => String(cells[column] ?? ''))
      .join(','),
  );
}
const file = `${lines.join('\n')}\n`;

async function timed(label, body, query) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/mounts/import${query}`,
    headers: { ...auth, 'content-type': 'text/csv' },
    payload: body,
  });
  const seconds = (performance.now() - started) / 1000;
  // A token renews itself now and then (docs/api.md, Authentication): keep the newest.
  if (String(response.headers['access-token'] ?? '').trim())
    auth['access-token'] = String(response.headers['access-token']);
  if (response.statusCode !== 200)
    throw new Error(`${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  const { counts } = response.json();
  console.log(
    `${label.padEnd(26)} ${fmt(seconds, 2).padStart(6)} s   ${fmt(ROWS / seconds).padStart(7)} rows/s   ${JSON.stringify(counts)}`,
  );
}

console.log(`PGlite (in memory), ${fmt(ROWS)} mount rows, ${fmt(file.length / 1e6, 2)} MB`);
await timed('dry run (all created)', file, '?dry_run=true');
await timed('apply (all created)', file, '');
const exportResponse = await app.inject({ method: 'GET', url: '/api/mounts/export.csv', headers: auth });
if (String(exportResponse.headers['access-token'] ?? '').trim())
  auth['access-token'] = String(exportResponse.headers['access-token']);
const exported = exportResponse.body;
await timed('dry run (export, same)', exported, '?dry_run=true');
await timed('apply (export, same)', exported, '');
const renamed = exported.replaceAll('Bench sled', 'Renamed sled');
await timed('apply (all updated)', renamed, '');
await app.close();
await database.close();
