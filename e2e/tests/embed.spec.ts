import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../playwright.config.js';
import { fillCalculator, FITTING_SEARCH } from '../helpers/public.js';

/**
 * Embedding (decisions/0055): a reseller's calculator on another site's page. A partner page on
 * another loopback origin (a tiny server this file starts) holds the snippet; the reseller served on localhost
 * lists that origin, so the frame loads, takes its content's height, runs a search and shows the result, and opens
 * the report outside the frame. A page on an origin not in the list gets the browser's refusal.
 */

const CALCULATOR = `http://localhost:${E2E_PORT}`;
const INITIAL_HEIGHT = 640;

function partnerPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner shop</title></head>
<body style="margin:0;font-family:sans-serif">
<h1>Partner shop</h1>
<div data-nprm-calculator></div>
<script src="${CALCULATOR}/embed.js" async></script>
<p>Below the calculator</p>
</body></html>`;
}

/** A plain HTML server on 127.0.0.1 (another origin than localhost:E2E_PORT): the partner's site. */
async function startPartnerSite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(partnerPage());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/sign_in', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const headers = response.headers();
  return { 'access-token': headers['access-token']!, client: headers.client!, uid: headers.uid! };
}

/** Sets the embed origins of the reseller on localhost (the demo's Summit Roof Mounts). */
async function setLocalhostOrigins(request: APIRequestContext, origins: string[]): Promise<void> {
  const headers = await adminHeaders(request);
  const list = (await (await request.get('/api/resellers', { headers })).json()) as {
    id: number;
    domain: string;
    lock_version: number;
  }[];
  const summit = list.find((reseller) => reseller.domain === 'localhost')!;
  const response = await request.put(`/api/resellers/${summit.id}`, {
    headers,
    data: { embed_origins: origins, lock_version: summit.lock_version },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The frame's height on the partner's page, and the height of the calculator's page inside it. */
async function heights(page: Page): Promise<{ frame: number; content: number }> {
  const element = await page.locator('iframe[data-nprm-calculator-frame]').elementHandle();
  const frame = await element.contentFrame();
  return {
    frame: await element.evaluate((iframe) => iframe.getBoundingClientRect().height),
    content: await frame!.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)),
  };
}

/**
 * What the visitor sees of the partner's page (e2e/screenshots, gitignored). Not a full-page shot: Chromium paints
 * only the visible part of another site's frame into one.
 */
async function viewScreenshot(page: Page, name: string): Promise<void> {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), animations: 'disabled' });
}

/** How far the frame's height is from its content's (0 once the frame has followed it). */
async function heightGap(page: Page): Promise<number> {
  const { frame, content } = await heights(page);
  return Math.abs(frame - content);
}

let allowed: { server: Server; origin: string };
let other: { server: Server; origin: string };

test.beforeAll(async ({ request }) => {
  allowed = await startPartnerSite();
  other = await startPartnerSite();
  await setLocalhostOrigins(request, [allowed.origin]);
});

test.afterAll(async ({ request }) => {
  await setLocalhostOrigins(request, []);
  await new Promise((resolve) => allowed.server.close(resolve));
  await new Promise((resolve) => other.server.close(resolve));
});

test('a partner page on a listed origin shows the calculator, as tall as its content, and runs a search', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${allowed.origin}/products`);
  const iframe = page.locator('iframe[data-nprm-calculator-frame]');
  await expect(iframe).toBeVisible();
  const calculator = page.frameLocator('iframe[data-nprm-calculator-frame]');
  await expect(calculator.getByRole('heading', { level: 1 })).toHaveText(
    'Summit Roof Mounts [demo] NPRM Ballast Calculator',
  );

  // The frame grows from its first height to the calculator's, and follows it.
  await expect.poll(async () => (await heights(page)).frame).toBeGreaterThan(INITIAL_HEIGHT);
  await expect.poll(() => heightGap(page)).toBeLessThanOrEqual(1);
  await viewScreenshot(page, 'embed-partner-form');

  await fillCalculator(calculator, FITTING_SEARCH);
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(calculator.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
  await expect(calculator.getByTestId('mount-name')).toHaveText('4×4 ft Flat-Roof Sled [demo]');
  // The result is shown in the frame, from its top; the partner's page stays where it is.
  expect(page.url()).toBe(`${allowed.origin}/products`);
  const resultFrame = page.frames().find((frame) => frame.url().startsWith(`${CALCULATOR}/results?`));
  expect(resultFrame, 'the results page is in the frame').toBeDefined();
  await expect.poll(() => heightGap(page)).toBeLessThanOrEqual(1);
  const top = () => iframe.evaluate((element) => element.getBoundingClientRect().top);
  await expect.poll(top).toBeGreaterThanOrEqual(-1);
  expect(await top()).toBeLessThan(900);
  await viewScreenshot(page, 'embed-partner-result');

  // Share links are on the reseller's own domain, not the partner's page.
  const share = decodeURIComponent((await calculator.getByRole('link', { name: 'Share' }).getAttribute('href'))!);
  expect(share).toMatch(new RegExp(`^mailto:.*: ${CALCULATOR}/results\\?t=`));
  expect(share).not.toContain(allowed.origin);
  // The PDF opens in a new top-level tab, not in the frame.
  const opened = context.waitForEvent('page');
  const pdfRequest = context.waitForEvent('request', (request) => request.url().includes('/report.pdf'));
  await calculator.getByRole('link', { name: 'Download PDF' }).click();
  const tab = await opened;
  const request = await pdfRequest;
  expect(request.url()).toMatch(new RegExp(`^${CALCULATOR}/api/mount_search_results/token/[^/]+/report\\.pdf\\?`));
  expect(request.frame().page()).toBe(tab);
  expect(request.frame().parentFrame()).toBeNull();
  // The frame still shows the result.
  await expect(calculator.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
});

test('a page on an origin not in the list cannot frame the calculator', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.goto(`${other.origin}/products`);
  const iframe = page.locator('iframe[data-nprm-calculator-frame]');
  await expect(iframe).toBeAttached();
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  // Chromium names the page it refused and the policy that refused it: the listed origin only.
  expect(refusals[0]).toContain(`'${CALCULATOR}/'`);
  expect(refusals[0]).toContain(`frame-ancestors ${allowed.origin}"`);
  await expect(page.frameLocator('iframe[data-nprm-calculator-frame]').getByRole('heading', { level: 1 })).toHaveCount(
    0,
  );
  // No height ever came from it.
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().height)).toBe(INITIAL_HEIGHT);
});
