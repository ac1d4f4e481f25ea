// Embedded server memory: resident set size of the BUILT server on PGlite at its peak during the first
// start on a fresh data directory, idle after a restart on that directory, and at peak under a bounded loop of
// searches that find a mount, calculator pages drawn by the server and place look-ups (BENCH_MEMORY_REQUESTS, default 2000, 8 at a time). Goal: the server's peak ≤ 300 MB
// in each phase. A first start copies the build's template data directory; without one, the child process that
// creates a fresh data directory (initdb) is measured and printed apart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fittingSearches } from '../http/searches.mjs';
import { rssMb, startServer } from '../lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 2000);
const GOAL_MB = 300;
const mb = (n) => `${n.toFixed(0)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), 'nprm-bench-memory-'));
try {
  const first = await startServer({ dataDir });
  const freshPeak = first.peakRssMb;
  await first.stop();
  const server = await startServer({ dataDir });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = rssMb(server.pid);
  // The HTTP bench's searches, each of which finds a mount (its own requests are not counted below).
  const { fitting } = await fittingSearches(server.url);
  server.resetPeak();
  const statuses = {};
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS) {
      const n = sent++;
      // Half searches; a quarter the calculator's page, drawn by the server; a quarter place look-ups.
      const response =
        n % 4 === 3
          ? await fetch(`${server.url}/api/places?q=spr&limit=8`)
          : n % 4 === 2
            ? await fetch(`${server.url}/`)
            : await fetch(`${server.url}/api/mount_search_results`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: fitting[n % fitting.length].body,
              });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const loadPeak = server.peakRssMb;
  await server.stop();
  const verdict = (value) => `goal ≤ ${GOAL_MB} MB: ${value <= GOAL_MB ? 'met' : 'MISSED'}`;
  console.log(`memory pglite first start, fresh data directory: server peak ${mb(freshPeak)} (${verdict(freshPeak)})`);
  if (first.peakChildRssMb > 0) {
    console.log(
      `memory pglite first start, initdb child process:  peak ${mb(first.peakChildRssMb)}; ` +
        `server and child together ${mb(first.peakTotalRssMb)} (no template from the build: the child exits before the server opens PGlite)`,
    );
  } else {
    console.log(`memory pglite first start, initdb child process:  none (the build's template was copied)`);
  }
  console.log(`memory pglite idle after a restart:              ${mb(idle)} (${verdict(idle)})`);
  console.log(
    `memory pglite under ${REQUESTS} requests ${JSON.stringify(statuses)}: peak ${mb(loadPeak)} (${verdict(loadPeak)})`,
  );
  const peak = Math.max(freshPeak, loadPeak);
  console.log(`memory pglite server peak ${mb(peak)} (${verdict(peak)})`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
