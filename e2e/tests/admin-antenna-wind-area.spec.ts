import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startPglite } from '../../apps/server/src/db/client.js';
import { freePort } from '../../apps/server/src/test/smtp.js';
import { E2E_ADMIN } from '../playwright.config.js';
import { expectToast, fill, input, logIn, row, unique } from '../helpers/admin.js';
import { screenshot, watchConsole } from '../helpers/public.js';

/**
 * An antenna's wind area, Square Footage (its EPA; docs/product.md, AN-09..AN-21), at 1280 and 390 px: saving an
 * antenna with it blank is refused at the field, then saved with a value; an antenna stored with 0 before the rule
 * is flagged in the list and on its form, the calculator does not offer it, and setting the value clears the flag.
 *
 * No API call can store a 0 any more, so this spec runs a built server of its own on its own data directory (as
 * email-report.spec.ts does): it creates the antennas with a value, stops the server, sets their area to 0 with SQL
 * as a database from before the rule holds it, and starts the server again.
 */
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'dist', 'main.js');
const WIND_AREA_MISSING = 'Wind area missing: not offered in searches until it is set';

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

let server: ChildProcess | undefined;
let baseURL = '';
const dataDir = mkdtempSync(join(tmpdir(), 'nprm-e2e-wind-area-'));
/** The antenna stored with 0 that each viewport's journey finds, by viewport name. */
const legacyModels: Record<string, string> = {};

async function startServer(port: number): Promise<void> {
  server = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      SEARCH_RATE_LIMIT_PER_DAY: '100000',
      SEARCH_REPEAT_WINDOW: '0',
      DEFAULT_RESELLER_DOMAIN: 'localhost',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
}

async function stopServer(): Promise<void> {
  const running = server;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  await startServer(port);
  const signIn = await fetch(`${baseURL}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(signIn.status).toBe(200);
  const headers = {
    'content-type': 'application/json',
    'access-token': signIn.headers.get('access-token')!,
    client: signIn.headers.get('client')!,
    uid: signIn.headers.get('uid')!,
  };
  const ids: number[] = [];
  for (const viewport of VIEWPORTS) {
    legacyModels[viewport.name] = unique(`Legacy dish ${viewport.name}`);
    const body = { make: 'E2E', model: legacyModels[viewport.name], mast_diameter: 2.875, square_footage: 13 };
    const created = await fetch(`${baseURL}/api/antennas`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(created.status, await created.clone().text()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  await stopServer();
  // The server keeps its database in DATA_DIR/pglite.
  const { client, close } = await startPglite(join(dataDir, 'pglite'), undefined);
  try {
    await client.query('UPDATE antennas SET square_footage = 0 WHERE id = ANY($1::int[])', [ids]);
  } finally {
    await close();
  }
  await startServer(port);
});

test.afterAll(stopServer);

/** A page on this spec's server, at the viewport's size. */
async function pageAt(browser: Browser, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: viewport.width, height: viewport.height } });
  return context.newPage();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test('saving an antenna with the wind area blank is refused at the field, then saved with a value', async ({
      browser,
    }) => {
      const page = await pageAt(browser, viewport);
      const console = watchConsole(page);
      const model = unique('E2E wind area');
      await logIn(page);
      await page.goto('/admin/antennas');
      await page.getByRole('link', { name: 'New Antenna' }).click();
      await fill(page, { Make: 'E2E Make', Model: model, 'Mast Diameter': '2.375' });
      await page.getByRole('button', { name: 'Create' }).click();
      const area = input(page, 'Square Footage');
      await expect(page.getByText("Square Footage can't be blank")).toBeVisible();
      await expect(area).toHaveAttribute('aria-invalid', 'true');
      await expect(area).toHaveAccessibleDescription(/Square Footage can't be blank/);
      await expect(page).toHaveURL(/\/admin\/antenna\/new$/);
      await screenshot(page, `admin-antenna-wind-area-blank-${viewport.name}`);

      await area.fill('0');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Square Footage must be greater than 0')).toBeVisible();
      await area.fill('4.5');
      await page.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Created Antenna');
      await expect(page).toHaveURL(/\/admin\/antennas$/);
      await expect(row(page, 'Antennas', model)).toContainText('4.5');
      await expect(row(page, 'Antennas', model)).not.toContainText(WIND_AREA_MISSING);
      console.expectClean();
    });

    test('an antenna stored with 0 is flagged in the list and its form, not offered, until it is set', async ({
      browser,
    }) => {
      const page = await pageAt(browser, viewport);
      const console = watchConsole(page);
      const model = legacyModels[viewport.name]!;
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Antenna' }).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(page.getByRole('option', { name: `E2E ${model}` })).toHaveCount(0);

      await logIn(page);
      await page.goto('/admin/antennas');
      const flagged = row(page, 'Antennas', model);
      await expect(flagged).toContainText(WIND_AREA_MISSING);
      // Under the model, so the flag is in view on a phone too, where the table scrolls sideways.
      await flagged.scrollIntoViewIfNeeded();
      await expect(flagged.getByText('Wind area missing:')).toBeInViewport();
      await screenshot(page, `admin-antenna-wind-area-list-${viewport.name}`);

      await flagged.getByText(model, { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Edit Antenna' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Edit Antenna' }).getByText(WIND_AREA_MISSING)).toBeVisible();
      await screenshot(page, `admin-antenna-wind-area-form-${viewport.name}`);
      await input(page, 'Square Footage').fill('13');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Updated Antenna');
      await expect(row(page, 'Antennas', model)).toContainText('13');
      await expect(row(page, 'Antennas', model)).not.toContainText(WIND_AREA_MISSING);

      await page.goto('/');
      await page.getByRole('combobox', { name: 'Antenna' }).click();
      await expect(page.getByRole('option', { name: `E2E ${model}` })).toBeVisible();
      console.expectClean();
    });
  });
}
