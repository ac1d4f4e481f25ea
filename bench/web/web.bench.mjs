// Web figures: gzipped size of the JavaScript a browser loads for / and for /admin/login (every script response
// of the page load, compressed here with gzip -9 as a server or CDN would), and the time from navigation start to
// a usable calculator form (antenna list loaded, Calculate button present) in headless Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium.mjs';
import { percentile, startServer } from '../lib/server.mjs';

const server = await startServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const path of ['/', '/admin/login']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        try {
          scripts.set(response.url(), await response.body());
        } catch {
          // navigation raced the body; counted on the next run
        }
      }
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `web ${path}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzipped${path === '/' ? ' (goal ≤ 160 KiB)' : ''}`,
    );
    await context.close();
  }

  const timings = [];
  for (let run = 0; run < 7; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Calculate' }).waitFor({ state: 'visible' });
    await page.locator('#form-page').waitFor();
    await page.waitForFunction(() => !globalThis.document.querySelector('[aria-busy="true"]'));
    const usableMs = await page.evaluate(() => performance.now());
    timings.push(usableMs);
    await context.close();
  }
  timings.sort((a, b) => a - b);
  console.log(
    `web time to usable form: p50 ${percentile(timings, 50).toFixed(0)} ms, max ${timings.at(-1).toFixed(0)} ms (n=${timings.length}, first run has a cold server cache)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
