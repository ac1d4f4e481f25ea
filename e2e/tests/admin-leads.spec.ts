import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEARCH_EXPORT_COLUMNS } from '@nprm/contracts';
import { E2E_PORT } from '../playwright.config.js';
import { choose, saveApiSearch, screenshot, siteReseller, watchConsole } from '../helpers/public.js';
import { logIn, parseCsv, unique } from '../helpers/admin.js';

/**
 * The Searches page filters leads by reseller and fit, keeps the filters in its URL, and exports exactly
 * the filtered searches; a lead with no fit says why and carries no link; a fit lead's link is on its reseller's
 * domain (Summit's is localhost, on the server's port in development). docs/product.md S-04..S-09.
 */

const column = (name: (typeof SEARCH_EXPORT_COLUMNS)[number]) => SEARCH_EXPORT_COLUMNS.indexOf(name);

/** Saves one search for the reseller; `extreme` asks for a site no mount can hold. Answers the status. */
async function saveSearch(
  request: APIRequestContext,
  resellerId: number,
  antennaId: number,
  company: string,
  extreme: boolean,
): Promise<number> {
  const response = await saveApiSearch(request, {
    reseller_id: resellerId,
    antenna: antennaId,
    ...(extreme ? { building_height: 500, wind_exposure: 'D', wind_speed: 300 } : { wind_speed: 115 }),
    customer_name: 'Lead Visitor',
    customer_email: 'lead@example.com',
    customer_company: company,
  });
  return response.status();
}

async function exportRows(page: Page): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('search-results.csv');
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'));
  expect(header).toEqual([...SEARCH_EXPORT_COLUMNS]);
  return rows;
}

for (const width of [1280, 375]) {
  test(`filters leads by reseller and fit and exports exactly the filtered CSV (${width} px, S-04..S-09)`, async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const summit = await siteReseller(request);
    const antennas = (await (await request.get(`/api/antennas?reseller_id=${summit.id}`)).json()) as { id: number }[];
    const fitCompany = unique('Fit Co');
    const noFitCompany = unique('No Fit Co');
    expect(await saveSearch(request, summit.id, antennas[0]!.id, fitCompany, false)).toBe(201);
    // A site no mount holds: the first antenna that finds none.
    let noFit = false;
    for (const antenna of antennas) {
      if ((await saveSearch(request, summit.id, antenna.id, noFitCompany, true)) === 404) {
        noFit = true;
        break;
      }
    }
    expect(noFit).toBe(true);

    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await page.goto('/admin/searches');
    await choose(page, 'Reseller', summit.name);
    await choose(page, 'Fit', 'No fit');
    await expect(page).toHaveURL(new RegExp(`/admin/searches\\?reseller_id=${summit.id}&fit=false$`));

    const table = page.getByRole('table', { name: 'Recent searches' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    const noFitRow = rows.filter({ hasText: noFitCompany });
    await expect(noFitRow).toHaveCount(1);
    await expect(noFitRow).toContainText('No fit');
    // No result page to link to (each lead still links to its pipeline page).
    await expect(table.getByRole('link', { name: /^View result/ })).toHaveCount(0);
    await expect(rows.filter({ hasText: fitCompany })).toHaveCount(0);
    const total = Number(
      (await page.getByText(/^1–\d+ of [\d,]+$/).textContent())!.split(' of ')[1]!.replace(/,/g, ''),
    );
    await screenshot(page, `admin-leads-no-fit-${width}`);

    const noFitRows = await exportRows(page);
    expect(noFitRows).toHaveLength(total);
    for (const cells of noFitRows) {
      expect(cells[column('reseller')]).toBe(summit.name);
      expect(cells[column('no_fit')]).not.toBe('');
      expect(cells[column('result_url')]).toBe('');
    }
    expect(noFitRows.filter((cells) => cells[column('customer_company')] === noFitCompany)).toHaveLength(1);

    // The filters survive a reload: they are the URL.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Fit' })).toHaveValue('No fit');
    await choose(page, 'Fit', /^Fit$/);
    await expect(page).toHaveURL(new RegExp(`reseller_id=${summit.id}&fit=true$`));
    const fitRow = rows.filter({ hasText: fitCompany });
    await expect(fitRow).toHaveCount(1);
    const origin = `http://localhost:${E2E_PORT}`;
    await expect(fitRow.getByRole('link', { name: /^View result for Lead Visitor/ })).toHaveAttribute(
      'href',
      new RegExp(`^${origin}/results\\?t=[\\w-]+$`),
    );
    const fitRows = await exportRows(page);
    for (const cells of fitRows) {
      expect(cells[column('no_fit')]).toBe('');
      expect(cells[column('result_url')]).toMatch(new RegExp(`^${origin}/results\\?t=[\\w-]+$`));
    }
    expect(fitRows.filter((cells) => cells[column('customer_company')] === fitCompany)).toHaveLength(1);
    expect(fitRows.some((cells) => cells[column('customer_company')] === noFitCompany)).toBe(false);
    console.expectClean();
  });
}
