// Where the time goes on the phone (bench/web/phone.mjs): one cold visit to the form, filled and calculated, and one
// to a share link, each printed as a timeline from the page's own clock: every request (start → end, bytes), every
// main-thread task over 50 ms, and the marks (form usable, click, figure painted).
// `node bench/web/trace.mjs` on a built tree.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium.mjs';
import { startServer } from '../lib/server.mjs';
import { calculateVisit, phonePage, savedFitToken, shareLinkVisit } from './phone.mjs';

function recordTasks() {
  globalThis.__benchTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__benchTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function timeline(page) {
  return page.evaluate(() => ({
    resources: performance
      .getEntriesByType('resource')
      .map((r) => [
        r.startTime,
        r.responseEnd,
        r.encodedBodySize,
        r.initiatorType,
        new URL(r.name).pathname + new URL(r.name).search,
      ]),
    nav: performance.getEntriesByType('navigation').map((n) => [n.responseEnd, n.domContentLoadedEventEnd]),
    tasks: globalThis.__benchTasks,
    marks: globalThis.__benchMarks,
  }));
}

function print(title, { resources, nav, tasks, marks }) {
  console.log(`\n== ${title}`);
  console.log(`document: response end ${nav[0][0].toFixed(0)} ms, DOMContentLoaded end ${nav[0][1].toFixed(0)} ms`);
  const rows = [
    ...resources.map(([s, e, b, t, n]) => [
      s,
      `${s.toFixed(0)}–${e.toFixed(0)} ms ${t} ${n.slice(0, 70)} (${(b / 1024).toFixed(1)} KiB)`,
    ]),
    ...tasks.filter(([, d]) => d >= 50).map(([s, d]) => [s, `${s.toFixed(0)} ms TASK ${d.toFixed(0)} ms`]),
    ...Object.entries(marks).map(([k, v]) => [v, `${v.toFixed(0)} ms MARK ${k}`]),
  ].sort((a, b) => a[0] - b[0]);
  for (const [, row] of rows) console.log(row);
}

const server = await startServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const token = await savedFitToken(server.url);
  const seen = [];
  const hook = async (page) => {
    await page.addInitScript(recordTasks);
    seen.push(page);
  };
  const wrapped = {
    newContext: async (...a) => {
      const c = await browser.newContext(...a);
      c.on('page', () => {});
      const np = c.newPage.bind(c);
      c.newPage = async () => {
        const p = await np();
        await hook(p);
        return p;
      };
      const close = c.close.bind(c);
      c.close = async () => {
        print(seen.length === 1 ? 'form, filled, Calculate' : 'share link cold', await timeline(seen.at(-1)));
        await close();
      };
      return c;
    },
  };
  void phonePage;
  await calculateVisit(wrapped, server.url);
  await shareLinkVisit(wrapped, server.url, token);
} finally {
  await browser.close();
  await server.stop();
}
