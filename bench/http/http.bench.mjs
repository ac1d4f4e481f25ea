// HTTP figures: autocannon against the BUILT server on 127.0.0.1 with the seeded demo catalogue, 50 connections.
// GET /api/health is the ceiling (routing, headers and a `select 1`); then POST /api/mount_search_results with
// varied valid bodies built from the seed, GET /api/mount_search_results/token/{token} and GET /api/places?q=….
// Prints requests/s and p50/p99 latency for each, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL
// (a scratch database created for the run and dropped after), and the search/health ratio.
// Goal (issue 9): on PostgreSQL, search throughput ≥ 40% of the health ceiling and search p99 < 20 ms.
// Environment: BENCH_HTTP_SECONDS (default 10) per endpoint, BENCH_HTTP_CONNECTIONS (default 50).
import autocannon from 'autocannon';
import { createScratchDatabase } from '../lib/postgres.mjs';
import { cpuSeconds, startServer } from '../lib/server.mjs';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
const GOAL_RATIO = 0.4;
const GOAL_P99_MS = 20;

const PLACE_QUERIES = [
  'chi',
  'new',
  'san',
  'los',
  'hou',
  'bos',
  'sea',
  'mia',
  'den',
  'atl',
  'dal',
  'phi',
  'aus',
  'por',
  'spr',
  'col',
];
const SITES = [
  { location: 'Chicago, IL, United States', location_latitude: 41.8781, location_longitude: -87.6298 },
  { location: 'Miami, FL, United States', location_latitude: 25.7617, location_longitude: -80.1918 },
  { location: 'Denver, CO, United States', location_latitude: 39.7392, location_longitude: -104.9903 },
  { location: 'Boston, MA, United States', location_latitude: 42.3601, location_longitude: -71.0589 },
  { location: 'Somewhere', wind_speed: 130 },
];

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** Valid search bodies from the seeded catalogue that find a mount (201), each with its answer. */
async function fittingSearches(baseUrl) {
  const [antennas, roofTypes] = await Promise.all([
    getJson(`${baseUrl}/api/antennas`),
    getJson(`${baseUrl}/api/roof_types`),
  ]);
  const reseller = await fetch(`${baseUrl}/api/resellers/init`).then((r) => (r.ok ? r.json() : null));
  const candidates = [];
  let n = 0;
  for (const antenna of antennas) {
    for (const roofType of roofTypes) {
      for (const exposure of ['B', 'C', 'D']) {
        for (const ridge of [false, true]) {
          n++;
          candidates.push({
            ...(reseller?.id ? { reseller_id: reseller.id } : {}),
            antenna: antenna.id,
            roof_type: roofType.id,
            wind_exposure: exposure,
            ridge_mount: ridge,
            building_height: [15, 30, 45, 60, 100][n % 5],
            ...SITES[n % SITES.length],
            customer_name: 'Bench Visitor',
            customer_email: 'bench@example.com',
            customer_company: 'Bench Roofing',
          });
        }
      }
    }
  }
  const fitting = [];
  const statuses = {};
  for (const body of candidates) {
    const response = await fetch(`${baseUrl}/api/mount_search_results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const answer = await response.json().catch(() => null);
    if (response.status === 201) fitting.push({ body: JSON.stringify(body), token: answer?.token });
    if (response.status >= 500)
      throw new Error(`a valid search answered ${response.status}: ${JSON.stringify(answer)}`);
    if (fitting.length >= 64) break;
  }
  return { fitting, statuses, tried: candidates.length };
}

/**
 * autocannon over one request (varied by `next()` when given); returns req/s, latency percentiles and the server
 * process's CPU time per request (user + system), a figure other load on the machine disturbs far less.
 */
async function cannon(server, { method = 'GET', path, next, headers }) {
  const request = {
    method,
    path,
    headers,
    ...(next
      ? {
          setupRequest(req) {
            return { ...req, ...next() };
          },
        }
      : {}),
  };
  const options = { url: server.url, connections: CONNECTIONS, requests: [request] };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const total = result.requests.total ?? result.requests.sent;
  const seconds = (result.finish - result.start) / 1000;
  return {
    rps: total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    cpuUs: (cpu / total) * 1e6,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function line(driver, label, r, extra = '') {
  console.log(
    `http ${driver.padEnd(8)} ${label.padEnd(46)} ${fmt(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms` +
      `  server CPU ${fmt(r.cpuUs).padStart(5)} µs/req  (${fmt(r.total)} requests, non-2xx ${r.non2xx}, errors ${r.errors})${extra}`,
  );
}

async function benchDriver(driver, databaseUrl) {
  const server = await startServer({ databaseUrl });
  try {
    const health = await cannon(server, { path: '/api/health' });
    line(driver, 'GET /api/health (ceiling)', health);

    const { fitting, statuses, tried, problem } = await fittingSearches(server.url).catch((error) => ({
      fitting: [],
      problem: error.message,
    }));
    if (problem) {
      console.log(`http ${driver.padEnd(8)} POST /api/mount_search_results: not measured (${problem})`);
    } else if (fitting.length === 0) {
      console.log(
        `http ${driver.padEnd(8)} POST /api/mount_search_results: no fitting search among ${tried} tried (${JSON.stringify(statuses)}): not measured`,
      );
    } else {
      let i = 0;
      const search = await cannon(server, {
        method: 'POST',
        path: '/api/mount_search_results',
        headers: { 'content-type': 'application/json' },
        next: () => ({ body: fitting[i++ % fitting.length].body }),
      });
      const goal = `  goal p99 < ${GOAL_P99_MS} ms${driver === 'postgres' ? '' : ' (on PostgreSQL)'}`;
      line(driver, `POST /api/mount_search_results (${fitting.length} bodies)`, search, goal);
      // Health again right after, so a change in the machine's other load shows (and is averaged out).
      const healthAgain = await cannon(server, { path: '/api/health' });
      line(driver, 'GET /api/health (ceiling, again)', healthAgain);
      const ceiling = { rps: (health.rps + healthAgain.rps) / 2, cpuUs: (health.cpuUs + healthAgain.cpuUs) / 2 };
      const ratio = search.rps / ceiling.rps;
      const cpuRatio = ceiling.cpuUs / search.cpuUs;
      console.log(
        `http ${driver.padEnd(8)} search/health ratio: ${(ratio * 100).toFixed(1)}% of requests/s, ${(cpuRatio * 100).toFixed(1)}% by server CPU per request (goal ≥ ${GOAL_RATIO * 100}% on PostgreSQL)` +
          (driver === 'postgres'
            ? ` → ratio ${ratio >= GOAL_RATIO ? 'met' : 'MISSED'}, p99 ${search.p99 < GOAL_P99_MS ? 'met' : 'MISSED'}`
            : ''),
      );

      const tokens = fitting.map((f) => f.token).filter(Boolean);
      let j = 0;
      const byToken = await cannon(server, {
        path: `/api/mount_search_results/token/${tokens[0]}`,
        next: () => ({ path: `/api/mount_search_results/token/${tokens[j++ % tokens.length]}` }),
      });
      line(driver, `GET /api/mount_search_results/token/{token} (${tokens.length})`, byToken);
    }

    const placesProbe = await fetch(`${server.url}/api/places?q=chi`);
    if (placesProbe.status !== 200) {
      console.log(`http ${driver.padEnd(8)} GET /api/places: answered ${placesProbe.status}: not measured`);
    } else {
      let k = 0;
      const places = await cannon(server, {
        path: '/api/places?q=chi',
        next: () => ({ path: `/api/places?q=${PLACE_QUERIES[k++ % PLACE_QUERIES.length]}&limit=8` }),
      });
      line(driver, `GET /api/places?q=… (${PLACE_QUERIES.length} prefixes)`, places);
    }
    const memoryGoal = driver === 'pglite' ? ` (goal ≤ 300 MB: ${server.peakRssMb <= 300 ? 'met' : 'MISSED'})` : '';
    console.log(`http ${driver.padEnd(8)} server peak RSS ${fmt(server.peakRssMb)} MB${memoryGoal}`);
  } finally {
    await server.stop();
  }
}

console.log(
  `http: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after a ${WARMUP_SECONDS} s warm-up, loopback, built server, demo catalogue`,
);
await benchDriver('pglite');
if (process.env.TEST_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
  try {
    await benchDriver('postgres', scratch.url);
  } finally {
    await scratch.drop();
  }
} else {
  console.log('http postgres: TEST_DATABASE_URL not set: PostgreSQL not measured (the goal applies there)');
}
