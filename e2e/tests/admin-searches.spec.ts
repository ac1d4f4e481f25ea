import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEARCH_EXPORT_COLUMNS } from '@nprm/contracts';
import { choose, failedResource, saveApiSearch, screenshot, siteReseller, watchConsole } from '../helpers/public.js';
import { logIn, parseCsv, tab, unique } from '../helpers/admin.js';
import { E2E_PORT } from '../playwright.config.js';

/** The Searches page exports search-results.csv, all searches or one reseller's (docs/product.md S-01..S-06, K-15). */

/** Signs in and opens the Searches page. */
async function openSearches(page: Page): Promise<void> {
  await logIn(page);
  await tab(page, 'Searches').click();
}

/** Saves one search for the reseller (found or not, the API keeps it). */
async function saveSearch(request: APIRequestContext, resellerId: number, company: string): Promise<void> {
  const response = await saveApiSearch(request, {
    reseller_id: resellerId,
    wind_speed: 115,
    customer_name: 'Export Visitor',
    customer_email: 'export@example.com',
    customer_company: company,
  });
  expect([201, 404]).toContain(response.status());
}

async function exportCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), rows: parseCsv(readFileSync(path, 'utf8')) };
}

test('exports search-results.csv for one reseller and for all, with progress shown (S-01..S-06, C-34, K-15, O-15)', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const summit = await siteReseller(request);
  const company = unique('Export Co');
  await saveSearch(request, summit.id, company);

  await openSearches(page);
  await expect(page).toHaveURL(/\/admin\/searches$/);
  await expect(page.getByRole('heading', { name: 'Searches', exact: true })).toBeVisible();

  const all = await exportCsv(page);
  expect(all.name).toBe('search-results.csv');
  await expect(page.getByText(/Downloaded search-results\.csv: [\d,]+ rows?, /)).toBeVisible();
  expect(all.rows[0]).toEqual([...SEARCH_EXPORT_COLUMNS]);
  const companyColumn = SEARCH_EXPORT_COLUMNS.indexOf('customer_company');
  const resellerColumn = SEARCH_EXPORT_COLUMNS.indexOf('reseller');
  const allData = all.rows.slice(1);
  expect(allData.some((cells) => cells[companyColumn] === company)).toBe(true);
  expect(allData.every((cells) => cells.length === SEARCH_EXPORT_COLUMNS.length)).toBe(true);

  await choose(page, 'Reseller', summit.name);
  const one = await exportCsv(page);
  expect(one.name).toBe('search-results.csv');
  const oneData = one.rows.slice(1);
  expect(oneData.length).toBeGreaterThan(0);
  expect(oneData.length).toBeLessThanOrEqual(allData.length);
  expect(oneData.every((cells) => cells[resellerColumn] === summit.name)).toBe(true);
  expect(oneData.some((cells) => cells[companyColumn] === company)).toBe(true);
  await expect(page.getByText(new RegExp(`Downloaded search-results\\.csv: ${oneData.length} rows?, `))).toBeVisible();
  await screenshot(page, 'admin-searches');
  console.expectClean();
});

test('lists the recent searches 20 a page, newest first, filtered by reseller, each linking to its result (K-13)', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const summit = await siteReseller(request);
  const company = unique('Listed Co');
  // 21 searches of one company: more than one page however many searches other journeys saved.
  for (let i = 0; i < 21; i += 1) await saveSearch(request, summit.id, company);

  await openSearches(page);
  const table = page.getByRole('table', { name: 'Recent searches' });
  const bodyRows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(bodyRows).toHaveCount(20);
  await expect(bodyRows.first()).toContainText(company);
  await expect(page.getByText(/^1–20 of [\d,]+$/)).toBeVisible();
  const link = bodyRows.first().getByRole('link', { name: /^View result for Export Visitor/ });
  // On the result's reseller's domain (Summit's is localhost, on the server's port in development).
  await expect(link).toHaveAttribute('href', new RegExp(`^http://localhost:${E2E_PORT}/results\\?t=[\\w-]+$`));
  await expect(link).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^21–\d+ of [\d,]+$/)).toBeVisible();
  await expect(bodyRows.first()).toContainText(company);

  await choose(page, 'Reseller', summit.name);
  await expect(page.getByText(/^1–\d+ of [\d,]+$/)).toBeVisible();
  const resellerCells = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    // The first cell is the bulk actions' selection box, the second the date.
    .locator('td:nth-child(3)');
  expect(new Set(await resellerCells.allTextContents())).toEqual(new Set([summit.name]));

  await screenshot(page, 'admin-searches-list');

  // The link opens the saved result (a search that found no mount opens No Results, after a 404 by token).
  await page.goto((await link.first().getAttribute('href'))!);
  await expect(page.getByRole('heading', { name: /Your Ballast Calculator Results|No Results Found/ })).toBeVisible();
  console.expectClean([failedResource(404)]);
});
