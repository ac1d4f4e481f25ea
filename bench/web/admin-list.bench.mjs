// Admin list figures (lists that stay usable): a signed-in /admin/mounts with 1,000 mounts, every row
// on one page, in headless Chromium. Prints the time from clicking the Mounts tab to 1,000 rows on screen, from a
// key in a Filter box to the filtered rows (the box waits 150 ms for typing to pause, counted in), from clicking a
// column header to the re-sorted rows, and the longest main-thread task while doing so (jank: over 50 ms blocks a
// frame). The list's answer is served by the page's own route handler, so the figures are the browser's work.
/* global document, HTMLInputElement, requestAnimationFrame -- the functions passed to page.evaluate run in the browser */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium.mjs';
import { percentile, startServer } from '../lib/server.mjs';

const ROWS = 1000;
const RUNS = 5;
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password-123' };

function mount(id) {
  return {
    id,
    part_number: `BENCH-${String(id).padStart(4, '0')}`,
    name: `${['Flat-Roof Sled', 'Ridge Mount', 'Tripod', 'Wall Arm'][id % 4]} ${id}`,
    weight: 40 + (id % 97) * 3.5,
    half_base_width: 2,
    height_to_antenna_centerline: 3,
    mast_diameter: 1.66,
    mast_length: 5,
    max_roof_load: 20 + (id % 30),
    ridge_mount: id % 4 === 1,
    square_footage: 1.2,
    minimum_ballast_weight: 0,
    product_url: `https://example.com/mounts/${id}`,
    assembly_instructions_url: null,
    product_sheet_url: null,
    deleted_at: null,
    mount_images: [],
  };
}
const MOUNTS = JSON.stringify(Array.from({ length: ROWS }, (_, index) => mount(index + 1)));

/** Runs `act` in the page, then waits (frame by frame) until the Mounts table has `rows` body rows. */
async function timeUntilRows(page, act, rows) {
  return page.evaluate(
    async ({ act, rows }) => {
      const longest = { task: 0 };
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest.task = Math.max(longest.task, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const count = () => document.querySelectorAll('table[aria-label="Mounts"] tbody tr[tabindex]').length;
      const start = performance.now();
      if (act.type === 'click') document.querySelector(act.selector).click();
      else {
        const box = document.querySelector(act.selector);
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(box, act.value);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      await new Promise((resolve) => {
        const check = () =>
          count() === rows && (act.until ? act.until() : true) ? resolve() : requestAnimationFrame(check);
        check();
      });
      // One more frame: the rows are laid out and painted.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const elapsed = performance.now() - start;
      observer.disconnect();
      return { elapsed, longestTask: longest.task };
    },
    { act, rows },
  );
}

const server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const figures = { render: [], filter: [], sort: [], longest: [] };
const expectedFiltered = JSON.parse(MOUNTS).filter((row) => String(row.weight).startsWith('4')).length;
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/\/api\/mounts(\?.*)?$/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: MOUNTS })
        : route.continue(),
    );
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/mounts$/);
    await page
      .locator('table[aria-label="Mounts"] tbody tr[tabindex]')
      .nth(ROWS - 1)
      .waitFor({ state: 'attached' });
    // Away and back: the timed render is the list page itself, with the admin chunk already loaded.
    await page.getByRole('link', { name: 'Roof Types' }).click();
    await page.getByRole('table', { name: 'Roof Types' }).waitFor();

    const render = await timeUntilRows(
      page,
      { type: 'click', selector: 'nav[aria-label="Admin sections"] a[href="/admin/mounts"]' },
      ROWS,
    );
    const filter = await timeUntilRows(
      page,
      { type: 'input', selector: 'input[aria-label="Filter Weight (lb)"]', value: '4' },
      expectedFiltered,
    );
    await page.getByRole('textbox', { name: 'Filter Weight (lb)' }).fill('');
    await page
      .locator('table[aria-label="Mounts"] tbody tr[tabindex]')
      .nth(ROWS - 1)
      .waitFor({ state: 'attached' });
    const sort = await page.evaluate(async () => {
      const start = performance.now();
      const first = () => document.querySelector('table[aria-label="Mounts"] tbody tr td')?.textContent;
      const before = first();
      [...document.querySelectorAll('table[aria-label="Mounts"] thead button')]
        .find((b) => b.textContent.startsWith('Name'))
        .click();
      await new Promise((resolve) => {
        const check = () => (first() !== before ? resolve() : requestAnimationFrame(check));
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    });
    figures.render.push(render.elapsed);
    figures.filter.push(filter.elapsed);
    figures.sort.push(sort);
    figures.longest.push(Math.max(render.longestTask, filter.longestTask));
    await context.close();
  }
  const line = (name, values, note = '') => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `admin list ${name}: p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (n=${sorted.length})${note}`,
    );
  };
  line(`render ${ROWS} rows`, figures.render, ', from the tab click to every row painted');
  line(
    `filter to ${expectedFiltered} rows`,
    figures.filter,
    ', from the key to the rows painted, 150 ms debounce included',
  );
  line(`sort ${ROWS} rows by name`, figures.sort);
  line('longest main-thread task', figures.longest, ' during render and filter (over 50 ms drops frames)');
} finally {
  await browser.close();
  await server.stop();
}
