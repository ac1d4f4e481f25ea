// HTTP figures: autocannon against the BUILT server on 127.0.0.1 with the seeded demo catalogue, 50 connections.
// GET /api/health is the ceiling (routing, headers and a `select 1`); then POST /api/mount_search_results with
// varied valid bodies built from the seed, GET /api/mount_search_results/token/{token} and GET /api/places?q=….
// Prints requests/s, p50/p99 latency and the server's CPU per request for each, on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL (a scratch database created for the run and dropped after; there also
// PostgreSQL's own CPU per request when it runs on this machine), and the search/health ratios.
// Goals, on PostgreSQL: search server CPU ≤ 2.5× the health check's, search throughput ≥ 40% of
// the health ceiling, search p99 ≤ 20 ms; each printed beside its figure, met or MISSED.
// Environment: BENCH_HTTP_SECONDS (default 10) per endpoint, BENCH_HTTP_CONNECTIONS (default 50), BENCH_HTTP_PGLITE=0
// to skip PGlite.
import autocannon from 'autocannon';
import { fmt } from '../lib/built.mjs';
import { createScratchDatabase, postgresCpuMeter, storedSearchBytes } from '../lib/postgres.mjs';
import { cpuSeconds, startServer } from '../lib/server.mjs';
import { fittingSearches } from './searches.mjs';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
const GOAL_RATIO = 0.4;
const GOAL_CPU_TIMES = 2.5;
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

/**
 * autocannon over one request (varied by `next()` when given); returns req/s, latency percentiles and the server
 * process's CPU time per request (user + system), a figure other load on the machine disturbs far less, and
 * PostgreSQL's (`postgresCpu`, postgresCpuMeter's reader) when given.
 */
async function cannon(server, { method = 'GET', path, next, headers }, postgresCpu) {
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
  const postgresBefore = postgresCpu?.();
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const postgres = postgresCpu ? postgresCpu() - postgresBefore : NaN;
  const total = result.requests.total ?? result.requests.sent;
  const seconds = (result.finish - result.start) / 1000;
  return {
    rps: total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    cpuUs: (cpu / total) * 1e6,
    postgresCpuUs: (postgres / total) * 1e6,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function printLine(driver, label, r, extra = '') {
  console.log(
    `http ${driver.padEnd(8)} ${label.padEnd(46)} ${fmt(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms` +
      `  server CPU ${fmt(r.cpuUs).padStart(5)} µs/req` +
      (Number.isNaN(r.postgresCpuUs) ? '' : `  PostgreSQL CPU ${fmt(r.postgresCpuUs).padStart(5)} µs/req`) +
      `  (${fmt(r.total)} requests, non-2xx ${r.non2xx}, errors ${r.errors})${extra}`,
  );
}

async function benchDriver(driver, databaseUrl) {
  const server = await startServer({ databaseUrl });
  const postgresCpu = databaseUrl ? await postgresCpuMeter(databaseUrl) : null;
  // The server's peak as it stood after each phase, so the line with the peak says which phase reached it.
  const peaks = [['the start', server.peakRssMb]];
  const line = (driver, label, figures, extra) => {
    peaks.push([label, server.peakRssMb]);
    printLine(driver, label, figures, extra);
  };
  try {
    const health = await cannon(server, { path: '/api/health' }, postgresCpu);
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
      const search = await cannon(
        server,
        {
          method: 'POST',
          path: '/api/mount_search_results',
          headers: { 'content-type': 'application/json' },
          next: () => ({ body: fitting[i++ % fitting.length].body }),
        },
        postgresCpu,
      );
      line(driver, `POST /api/mount_search_results (${fitting.length} bodies)`, search);
      const answerBytes = fitting.map((f) => f.answerBytes);
      console.log(
        `http ${driver.padEnd(8)} search answer (201 JSON) ${fmt(Math.min(...answerBytes))}–${fmt(Math.max(...answerBytes))} bytes` +
          ` (mean ${fmt(answerBytes.reduce((a, b) => a + b, 0) / answerBytes.length)}), goal ≤ 10,240: ` +
          `${answerBytes.filter((bytes) => bytes <= 10_240).length} of ${answerBytes.length} met`,
      );
      if (databaseUrl) {
        const stored = await storedSearchBytes(databaseUrl);
        console.log(
          `http ${driver.padEnd(8)} stored search row ${fmt(stored.row)} bytes a row (table and TOAST over its rows; the sheet column ${fmt(stored.sheet)}, over ${fmt(stored.rows)} rows)`,
        );
      }
      // Health again right after, so a change in the machine's other load shows (and is averaged out).
      const healthAgain = await cannon(server, { path: '/api/health' }, postgresCpu);
      line(driver, 'GET /api/health (ceiling, again)', healthAgain);
      const ceiling = { rps: (health.rps + healthAgain.rps) / 2, cpuUs: (health.cpuUs + healthAgain.cpuUs) / 2 };
      const cpuTimes = search.cpuUs / ceiling.cpuUs;
      const ratio = search.rps / ceiling.rps;
      const goal = (met) => (driver === 'postgres' ? (met ? '  met' : '  MISSED') : '  (goal on PostgreSQL)');
      const say = (text) => console.log(`http ${driver.padEnd(8)} ${text}`);
      say(
        `search server CPU ${cpuTimes.toFixed(2)}× the health check's (${fmt(search.cpuUs)} vs ${fmt(ceiling.cpuUs)} µs/req), goal ≤ ${GOAL_CPU_TIMES}×${goal(cpuTimes <= GOAL_CPU_TIMES)}`,
      );
      say(
        `search throughput ${(ratio * 100).toFixed(1)}% of the health ceiling (${fmt(search.rps)} vs ${fmt(ceiling.rps)} req/s), goal ≥ ${GOAL_RATIO * 100}%${goal(ratio >= GOAL_RATIO)}`,
      );
      say(
        `search p99 ${search.p99} ms at ${CONNECTIONS} connections, goal ≤ ${GOAL_P99_MS} ms${goal(search.p99 <= GOAL_P99_MS)}`,
      );

      const tokens = fitting.map((f) => f.token).filter(Boolean);
      let j = 0;
      const byToken = await cannon(
        server,
        {
          path: `/api/mount_search_results/token/${tokens[0]}`,
          next: () => ({ path: `/api/mount_search_results/token/${tokens[j++ % tokens.length]}` }),
        },
        postgresCpu,
      );
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
    const reachedIn = peaks.find(([, peak]) => peak >= server.peakRssMb)?.[0] ?? 'the last phase';
    console.log(
      `http ${driver.padEnd(8)} server peak RSS ${fmt(server.peakRssMb)} MB${memoryGoal}, reached during ${reachedIn}`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `http: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after a ${WARMUP_SECONDS} s warm-up, loopback, built server, demo catalogue`,
);
// BENCH_HTTP_PGLITE=0 measures PostgreSQL only (where the goals are).
if (process.env.BENCH_HTTP_PGLITE !== '0') await benchDriver('pglite');
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
