// What drawing a public page costs the server (docs/decisions/0070): the built server on the embedded database, the
// calculator (`/`) and a share link (`/results?t=…`) drawn, beside what the same visit cost when the browser drew the
// page (index.html as built, `/admin/login` here, then the calls the browser made for the page's data); each
// BENCH_DRAWN_REQUESTS times (default 200) one after the other (Accept-Encoding br). Prints the server's CPU per visit
// (from /proc) and the p50/p95 time to the last byte. No goal: the figure to weigh against what the phone saves
// (bench/web/web.bench.mjs).
import { CALCULATOR_PAGE_DATA } from '../../packages/contracts/dist/paths.js';
import { cpuSeconds, percentile, startServer } from '../lib/server.mjs';
import { savedFitToken } from './phone.mjs';

const REQUESTS = Number(process.env.BENCH_DRAWN_REQUESTS ?? 200);

/** `REQUESTS` times the GETs of `paths` in turn: the server's CPU µs per time, p50 and p95 ms. */
async function measure(server, paths) {
  const get = async () => {
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
  };
  for (let i = 0; i < 10; i++) await get(); // warm-up: the first requests compile the code
  const times = [];
  const before = cpuSeconds(server.pid);
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  const cpuUs = ((cpuSeconds(server.pid) - before) * 1e6) / REQUESTS;
  times.sort((a, b) => a - b);
  return { cpuUs, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const server = await startServer();
try {
  const token = await savedFitToken(server.url);
  for (const [label, paths] of [
    ['calculator, drawn', ['/']],
    // What the calculator cost before it was drawn: the page as built, then the browser's five calls for its data.
    ['calculator as built, then its data', ['/admin/login', ...CALCULATOR_PAGE_DATA]],
    ['share link, drawn', [`/results?t=${token}`]],
    [
      'share link as built, then its reseller and result',
      ['/admin/login', '/api/resellers/init', `/api/mount_search_results/token/${token}`],
    ],
    ['/admin/login, index.html as built', ['/admin/login']],
  ]) {
    const { cpuUs, p50, p95 } = await measure(server, paths);
    console.log(
      `drawn page ${label}: server CPU ${cpuUs.toFixed(0)} µs a request, p50 ${p50.toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms (${REQUESTS} one after the other)`,
    );
  }
} finally {
  await server.stop();
}
