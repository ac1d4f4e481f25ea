// Profiles the built server under the search load of http.bench.mjs: starts it with --cpu-prof on a scratch
// PostgreSQL database (TEST_DATABASE_URL; PGlite without it), POSTs the fitting searches for BENCH_HTTP_SECONDS, stops
// it and prints the busy time by phase (search-phases.mjs) and the top functions by self time. Environment:
// PROFILE_DIR (where the .cpuprofile goes).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../lib/postgres.mjs';
import { cpuSeconds, startServer } from '../lib/server.mjs';
import { searchPhases } from './search-phases.mjs';
import { fittingSearches } from './searches.mjs';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const dir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'nprm-profile-'));
const scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL) : null;
try {
  const server = await startServer({
    databaseUrl: scratch?.url,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  });
  try {
    const { fitting } = await fittingSearches(server.url);
    let i = 0;
    const cpuBefore = cpuSeconds(server.pid);
    const result = await autocannon({
      url: server.url,
      connections: 50,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/mount_search_results',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: fitting[i++ % fitting.length].body }),
        },
      ],
    });
    const total = result.requests.total;
    console.log(
      `search: ${Math.round(total / SECONDS)} req/s, p99 ${result.latency.p99} ms, ` +
        `server CPU ${Math.round(((cpuSeconds(server.pid) - cpuBefore) / total) * 1e6)} µs/req (profiler's own cost included)`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await scratch?.drop();
}

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
const self = new Map();
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const dt = new Map();
for (let k = 0; k < profile.samples.length; k++) {
  dt.set(profile.samples[k], (dt.get(profile.samples[k]) ?? 0) + (profile.timeDeltas[k] ?? 0));
}
let total = 0;
for (const [id, micros] of dt) {
  const { callFrame } = byId.get(id);
  const where = callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/');
  const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + micros);
  total += micros;
}
console.log(`profile ${join(dir, file)}: ${(total / 1e6).toFixed(1)} s sampled; busy time by phase:`);
for (const [phase, share] of searchPhases(profile)) console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${phase}`);
console.log('top self time:');
for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}
