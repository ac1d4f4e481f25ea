// Web figures, each beside its goal:
// - the JavaScript and CSS a browser loads for / and for /admin/login (every script and stylesheet response of the
//   page load), raw and compressed here with gzip -9 as a server or CDN would, the number of requests, and the bytes
//   the server actually sent (encoded body sizes: what compression the server applies shows here);
// - the time from navigation start to a usable calculator form (antenna list loaded, Calculate button present) in
//   headless Chromium, unthrottled and on an emulated mid-range phone (Chromium's throttling through CDP: 1.6 Mbps
//   down, 750 kbps up, 150 ms round trip, 4× CPU slowdown), each visit in a new context (a cold browser cache).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium.mjs';
import { percentile, startServer } from '../lib/server.mjs';

const KiB = 1024;
const GOALS = { jsKiB: 160, cssKiB: 20, phoneUsableMs: 2500 };
/** Chromium DevTools' "mid-range phone": bytes per second down and up, round trip in ms, CPU slowdown. */
const MID_RANGE_PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuSlowdown: 4,
};
const RUNS = { unthrottled: 7, phone: 5 };

const goal = (value, limit, unit) => `goal ≤ ${limit} ${unit}: ${value <= limit ? 'met' : 'MISSED'}`;
const kib = (bytes) => (bytes / KiB).toFixed(1);

/** Loads `path` in a fresh context and sums what it fetched, by kind. */
async function pageWeight(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = { script: new Map(), stylesheet: new Map() };
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  page.on('response', async (response) => {
    const kind = bodies[response.request().resourceType()];
    if (!kind) return;
    try {
      kind.set(response.url(), await response.body());
    } catch {
      // navigation raced the body; counted on the next run
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const weight = { requests: finished.length, encodings: new Set(), wireBytes: 0 };
  for (const request of finished) {
    const sizes = await request.sizes();
    weight.wireBytes += sizes.responseBodySize;
    const response = await request.response();
    if (response && ['script', 'stylesheet'].includes(request.resourceType())) {
      weight.encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
    }
  }
  for (const [kind, map] of Object.entries(bodies)) {
    let raw = 0;
    let gzip = 0;
    for (const body of map.values()) {
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    weight[kind] = { files: map.size, raw, gzip };
  }
  await context.close();
  return weight;
}

/** Milliseconds from navigation start until the calculator form is usable, in a fresh context. */
async function timeToUsableForm(browser, url, throttle) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', throttle.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  }
  await page.goto(`${url}/`, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Calculate' }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.locator('#form-page').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !globalThis.document.querySelector('[aria-busy="true"]'), null, {
    timeout: 60_000,
  });
  const usableMs = await page.evaluate(() => performance.now());
  await context.close();
  return usableMs;
}

async function timings(browser, url, runs, throttle) {
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await timeToUsableForm(browser, url, throttle));
  return times.sort((a, b) => a - b);
}

const server = await startServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const path of ['/', '/admin/login']) {
    const weight = await pageWeight(browser, `${server.url}${path}`);
    const { script, stylesheet } = weight;
    const isPublic = path === '/';
    console.log(
      `web ${path} JavaScript: ${script.files} scripts, ${kib(script.raw)} KiB raw, ${kib(script.gzip)} KiB gzipped` +
        (isPublic ? ` (${goal(script.gzip / KiB, GOALS.jsKiB, 'KiB')})` : ''),
    );
    console.log(
      `web ${path} CSS: ${stylesheet.files} stylesheets, ${kib(stylesheet.raw)} KiB raw, ${kib(stylesheet.gzip)} KiB gzipped` +
        (isPublic ? ` (${goal(stylesheet.gzip / KiB, GOALS.cssKiB, 'KiB')})` : ''),
    );
    console.log(
      `web ${path} requests: ${weight.requests}, ${kib(weight.wireBytes)} KiB sent by the server (script and CSS encoding: ${[...weight.encodings].join(', ')})`,
    );
  }

  const plain = await timings(browser, server.url, RUNS.unthrottled);
  console.log(
    `web time to usable form, unthrottled: p50 ${percentile(plain, 50).toFixed(0)} ms, max ${plain.at(-1).toFixed(0)} ms (n=${plain.length}, first run has a cold server cache)`,
  );
  const phone = await timings(browser, server.url, RUNS.phone, MID_RANGE_PHONE);
  console.log(
    `web time to usable form, mid-range phone (1.6 Mbps, 150 ms RTT, 4× CPU): p50 ${percentile(phone, 50).toFixed(0)} ms, max ${phone.at(-1).toFixed(0)} ms (n=${phone.length}; ${goal(percentile(phone, 50), GOALS.phoneUsableMs, 'ms')} at p50, ${phone.at(-1) <= GOALS.phoneUsableMs ? 'max within' : 'max over'})`,
  );
} finally {
  await browser.close();
  await server.stop();
}
