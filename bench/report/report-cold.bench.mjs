// The report PDF as a visitor gets it from the BUILT server on the embedded database: GET …/report.pdf of 50
// different fits (each a new result, so the server's PDF cache is cold for each), from the request to the last byte;
// p50 and p95. Then the first PDF after a start: the server restarted on the same data directory
// BENCH_REPORT_STARTS times (default 5), each time one PDF of a result it has not rendered, asked for 2 s after the
// server answered its health check (BENCH_REPORT_SETTLE_MS: a visitor's first PDF comes after the page loads). Goals: p95 ≤ 300 ms,
// the first after a start ≤ 500 ms. `node bench/report/report-cold.bench.mjs [commit]` measures that commit's build too
// (bench/lib/worktree.mjs), after this tree's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServer } from '../lib/server.mjs';
import { builtCommit, currentCommit } from '../lib/worktree.mjs';

const FITS = Number(process.env.BENCH_REPORT_FITS ?? 50);
const STARTS = Number(process.env.BENCH_REPORT_STARTS ?? 5);
const SETTLE_MS = Number(process.env.BENCH_REPORT_SETTLE_MS ?? 2000);
const GOALS = { p95: 300, first: 500 };
const SITES = [
  { location: 'Chicago, IL, United States', location_latitude: 41.8781, location_longitude: -87.6298 },
  { location: 'Denver, CO, United States', location_latitude: 39.7392, location_longitude: -104.9903 },
  { location: 'Dallas, TX, United States', location_latitude: 32.7767, location_longitude: -96.797 },
  { location: 'Seattle, WA, United States', location_latitude: 47.6062, location_longitude: -122.3321 },
];

const verdict = (value, limit) => `goal ≤ ${limit} ms: ${value <= limit ? 'met' : 'MISSED'}`;

/** Saves searches on `url` until `count` fit, each on a different site, antenna, exposure or height: their tokens. */
async function savedFits(url, count) {
  const list = async (path) => (await (await fetch(`${url}${path}`)).json()).map((row) => row.id);
  const antennas = await list('/api/antennas');
  const roofTypes = await list('/api/roof_types');
  const tokens = [];
  for (let i = 0; tokens.length < count; i++) {
    if (i > count * 20) throw new Error(`only ${tokens.length} of ${count} searches found a mount`);
    const response = await fetch(`${url}/api/mount_search_results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        antenna: antennas[i % antennas.length],
        roof_type: roofTypes[i % roofTypes.length],
        ...SITES[i % SITES.length],
        building_height: 15 + (i % 47),
        wind_exposure: ['B', 'C', 'D'][i % 3],
        ridge_mount: false,
        customer_name: 'Bench Visitor',
        customer_email: 'bench@example.com',
        customer_company: `Bench ${i}`,
      }),
    });
    if (response.status === 201) tokens.push((await response.json()).token);
    else if (response.status !== 404) throw new Error(`the search answered ${response.status}`);
  }
  return tokens;
}

/** Milliseconds from the request to the PDF's last byte. */
async function timePdf(url, token) {
  const start = performance.now();
  const response = await fetch(`${url}/api/mount_search_results/token/${token}/report.pdf`);
  const body = await response.arrayBuffer();
  if (response.status !== 200 || body.byteLength === 0) throw new Error(`report.pdf answered ${response.status}`);
  return performance.now() - start;
}

const builds = [{ name: currentCommit(), root: undefined }];
if (process.argv[2]) builds.push(builtCommit(process.argv[2]));

for (const { name, root } of builds) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nprm-bench-report-'));
  try {
    let server = await startServer({ dataDir, root });
    const tokens = await savedFits(server.url, FITS + STARTS);
    await server.stop();

    const firsts = [];
    for (let start = 0; start < STARTS; start++) {
      server = await startServer({ dataDir, root });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      firsts.push(await timePdf(server.url, tokens[FITS + start]));
      if (start < STARTS - 1) await server.stop();
    }
    const times = [];
    for (const token of tokens.slice(0, FITS)) times.push(await timePdf(server.url, token));
    await server.stop();

    times.sort((a, b) => a - b);
    firsts.sort((a, b) => a - b);
    console.log(
      `[${name}] report PDF, ${FITS} different fits, cache cold for each: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(0)} ms (${verdict(percentile(times, 95), GOALS.p95)}), ` +
        `max ${times.at(-1).toFixed(0)} ms`,
    );
    console.log(
      `[${name}] report PDF, the first after a start (${STARTS} starts): p50 ${percentile(firsts, 50).toFixed(0)} ms, ` +
        `max ${firsts.at(-1).toFixed(0)} ms (${verdict(firsts.at(-1), GOALS.first)} for each: ` +
        `${firsts.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
