/* global document */
// Web figures, each beside its goal, for this tree's build and, when a commit is named
// (`node bench/web/web.bench.mjs [commit]`), that commit's build beside it (bench/lib/worktree.mjs), the two measured
// in alternation in one run:
// - the JavaScript and CSS a browser loads for / before the form is usable, and for /admin/login (every script and
//   stylesheet response, raw and compressed here with gzip -9 as a server or CDN would), the scripts / fetches after
//   the form is usable (the next page's code, loaded while the form is filled), the number of requests and the bytes
//   the server actually sent (encoded body sizes: what compression the server applies shows here);
// - on an emulated phone (bench/web/phone.mjs), BENCH_WEB_RUNS cold runs each (default 20): the form usable, the
//   results after Calculate, and a share link opened cold; p50 and p90.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium.mjs';
import { percentile, startServer } from '../lib/server.mjs';
import { builtCommit, currentCommit } from '../lib/worktree.mjs';
import { calculateVisit, phonePage, savedFitToken, shareLinkVisit } from './phone.mjs';

const KiB = 1024;
const GOALS = { jsKiB: 160, cssKiB: 20, formUsableMs: 1500, resultsAfterCalculateMs: 800, shareLinkMs: 1500 };
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 20);

const verdict = (value, limit) => (value <= limit ? 'met' : 'MISSED');
const kib = (bytes) => (bytes / KiB).toFixed(1);

/** Loads `path` in a fresh context and sums what it fetched, by kind, before and after the form was usable. */
async function pageWeight(browser, url, { untilForm }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  page.on('response', async (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    try {
      bodies.set(response.url(), { kind, body: await response.body() });
    } catch {
      // navigation raced the body; counted on the next run
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The form's first input in the document marks the first screen's end (for /admin/login, everything counts).
  const formAt = untilForm
    ? await page.evaluate(async () => {
        for (;;) {
          if (document.querySelector('#form-page input')) return performance.timeOrigin + performance.now();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })
    : Infinity;
  await page.waitForLoadState('networkidle');
  const weight = { requests: finished.length, encodings: new Set(), wireBytes: 0, later: [] };
  const sums = { script: { files: 0, raw: 0, gzip: 0 }, stylesheet: { files: 0, raw: 0, gzip: 0 } };
  for (const request of finished) {
    const sizes = await request.sizes();
    weight.wireBytes += sizes.responseBodySize;
    const response = await request.response();
    const kind = request.resourceType();
    if (response && (kind === 'script' || kind === 'stylesheet')) {
      weight.encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
    }
    if (request.timing().startTime > formAt) {
      weight.later.push(`${kind} ${new URL(request.url()).pathname}`);
      continue;
    }
    const entry = bodies.get(request.url());
    if (!entry) continue;
    sums[entry.kind].files += 1;
    sums[entry.kind].raw += entry.body.length;
    sums[entry.kind].gzip += gzipSync(entry.body, { level: 9 }).length;
  }
  await context.close();
  return { ...weight, ...sums };
}

async function printWeights(browser, name, url) {
  for (const path of ['/', '/admin/login']) {
    const weight = await pageWeight(browser, `${url}${path}`, { untilForm: path === '/' });
    const { script, stylesheet } = weight;
    const isPublic = path === '/';
    const goal = (value, limit) => (isPublic ? ` (goal ≤ ${limit} KiB: ${verdict(value, limit)})` : '');
    console.log(
      `[${name}] web ${path} JavaScript${isPublic ? ' until the form is usable' : ''}: ${script.files} scripts, ` +
        `${kib(script.raw)} KiB raw, ${kib(script.gzip)} KiB gzipped${goal(script.gzip / KiB, GOALS.jsKiB)}`,
    );
    console.log(
      `[${name}] web ${path} CSS: ${stylesheet.files} stylesheets, ${kib(stylesheet.raw)} KiB raw, ` +
        `${kib(stylesheet.gzip)} KiB gzipped${goal(stylesheet.gzip / KiB, GOALS.cssKiB)}`,
    );
    console.log(
      `[${name}] web ${path} requests: ${weight.requests}, ${kib(weight.wireBytes)} KiB sent by the server ` +
        `(script and CSS encoding: ${[...weight.encodings].join(', ')})`,
    );
    if (isPublic && weight.later.length > 0) {
      console.log(`[${name}] web / after the form is usable: ${weight.later.join(', ')}`);
    }
  }
}

const builds = [{ name: currentCommit(), root: undefined }];
if (process.argv[2]) builds.push(builtCommit(process.argv[2]));

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const servers = [];
try {
  for (const build of builds) {
    const server = await startServer({ root: build.root });
    servers.push(server);
    build.url = server.url;
    build.token = await savedFitToken(server.url);
    build.times = { formUsableMs: [], formLiveMs: [], resultsAfterCalculateMs: [], shareLinkMs: [] };
    await printWeights(browser, build.name, server.url);
  }
  // One throw-away visit each, so the first timed run does not pay for the server's first requests.
  for (const build of builds) {
    const { context, page } = await phonePage(browser);
    await page.goto(`${build.url}/results?t=${build.token}`);
    await context.close();
  }
  for (let run = 0; run < RUNS; run++) {
    // Alternating the builds within each run spreads the machine's other load over both alike.
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      const visit = await calculateVisit(browser, build.url);
      build.times.formUsableMs.push(visit.formUsableMs);
      if (visit.formLiveMs !== null) build.times.formLiveMs.push(visit.formLiveMs);
      build.times.resultsAfterCalculateMs.push(visit.resultsAfterCalculateMs);
      build.times.shareLinkMs.push(await shareLinkVisit(browser, build.url, build.token));
    }
  }
  const labels = {
    formUsableMs: 'form usable',
    formLiveMs: 'form live (a drawn form taken over by its scripts)',
    resultsAfterCalculateMs: 'results after Calculate',
    shareLinkMs: 'share link cold',
  };
  console.log(`\nphone (1.6 Mbps down, 750 kbps up, 150 ms RTT, 4× CPU, 412×823), ${RUNS} cold runs each:`);
  for (const [key, label] of Object.entries(labels)) {
    const goal = GOALS[key];
    const cells = builds.map((build) => {
      const sorted = [...build.times[key]].sort((a, b) => a - b);
      if (sorted.length === 0) return `[${build.name}] –`;
      const p50 = percentile(sorted, 50);
      const met = goal === undefined ? '' : ` (${verdict(p50, goal)})`;
      return `[${build.name}] p50 ${p50.toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms${met}`;
    });
    console.log(`web phone ${label}${goal === undefined ? '' : `, goal p50 ≤ ${goal} ms`}: ${cells.join('  |  ')}`);
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
