import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, logIn, sectionTabs, unique } from '../helpers/admin.js';
import { saveApiSearch, screenshot, watchConsole } from '../helpers/public.js';

/**
 * Bulk actions (docs/product.md, "Bulk actions"), at 1280 and 390 px: an administrator filters the antennas to
 * fifty of its own, selects every row of the filter, deactivates them after one confirmation naming the count and
 * reads the result; then selects every lead of a search filter and sets their status. Each journey works on records
 * of its own (a unique make, unique customer names), so the other journeys on the server are not affected.
 */

const ANTENNAS = 50;

async function createAntennas(request: APIRequestContext, make: string): Promise<number[]> {
  const headers = await adminHeaders(request);
  const ids: number[] = [];
  for (let n = 1; n <= ANTENNAS; n++) {
    const response = await request.post('/api/antennas', {
      headers,
      data: { make, model: `M-${String(n).padStart(2, '0')}`, mast_diameter: 2, square_footage: 1.5, weight: 20 },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('deactivates fifty antennas of a filter at once and reports the result', async ({ page, request }) => {
      const console = watchConsole(page);
      const make = unique('E2E Bulk Antenna').replace(/ /g, '-');
      const ids = await createAntennas(request, make);
      await logIn(page);
      await (await sectionTabs(page)).getByRole('link', { name: 'Antennas', exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search Antennas' }).fill(make);
      const table = page.getByRole('table', { name: 'Antennas' });
      await expect(table.getByRole('row').filter({ hasText: make })).toHaveCount(ANTENNAS);

      await table.getByRole('checkbox', { name: `Select all ${ANTENNAS} rows of this filter` }).check();
      const bar = page.getByTestId('bulk-actions');
      await expect(bar.getByText(`${ANTENNAS} antennas selected`)).toBeVisible();
      await bar.getByRole('button', { name: 'Deactivate' }).click();
      const dialog = page.getByRole('dialog', { name: `Deactivate ${ANTENNAS} antennas?` });
      await expect(dialog).toBeVisible();
      await screenshot(page, `bulk-deactivate-confirm-${width}`);
      await dialog.getByRole('button', { name: 'Deactivate' }).click();

      await expect(page.getByRole('status').filter({ hasText: `Deactivated ${ANTENNAS} antennas` })).toBeVisible();
      await expect(table.getByText(`No Antennas`)).toBeVisible();
      await page.getByRole('checkbox', { name: 'Show Inactive' }).check();
      const rows = table.getByRole('row').filter({ hasText: make });
      await expect(rows).toHaveCount(ANTENNAS);
      await expect(rows.filter({ hasText: 'Inactive' })).toHaveCount(ANTENNAS);
      await screenshot(page, `bulk-deactivate-result-${width}`);

      // The same again: every row is reported unchanged, nothing refused.
      await table.getByRole('checkbox', { name: `Select all ${ANTENNAS} rows of this filter` }).check();
      await page.getByTestId('bulk-actions').getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Deactivated 0 antennas (${ANTENNAS} unchanged)` }),
      ).toBeVisible();
      await expect(page.getByTestId('bulk-rows-left').getByRole('listitem')).toHaveCount(ANTENNAS);
      await expect(page.getByText(`Unchanged: Antenna ${ids[0]} was already inactive`)).toBeVisible();

      const headers = await adminHeaders(request);
      for (const id of [ids[0], ids[ANTENNAS - 1]]) {
        const antenna = (await (await request.get(`/api/antennas/${id}`, { headers })).json()) as {
          deleted_at: string | null;
        };
        expect(antenna.deleted_at).not.toBeNull();
      }
      console.expectClean();
    });

    test('sets the status of every lead of a search filter at once', async ({ page, request }) => {
      const console = watchConsole(page);
      const customer = unique('Bulk Lead');
      for (const n of [1, 2, 3]) {
        const response = await saveApiSearch(request, {
          customer_name: `${customer} ${n}`,
          customer_email: `bulk-lead-${width}-${n}@example.com`,
        });
        expect(response.status(), await response.text()).toBe(201);
      }
      await logIn(page);
      await (await sectionTabs(page)).getByRole('link', { name: 'Searches', exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(customer);
      const table = page.getByRole('table', { name: 'Recent searches' });
      await expect(table.getByRole('row').filter({ hasText: customer })).toHaveCount(3);

      await page.getByRole('button', { name: 'Select all 3 leads of this filter' }).click();
      const bar = page.getByTestId('bulk-actions');
      await expect(bar.getByText('3 leads selected')).toBeVisible();
      await bar.getByRole('combobox', { name: 'Status to set' }).selectOption('Won');
      await bar.getByRole('button', { name: 'Set Status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set the status of 3 leads to Won?' });
      await dialog.getByRole('button', { name: 'Set Status' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Updated 3 leads' })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: customer }).filter({ hasText: 'Won' })).toHaveCount(3);
      // The status filter's counts follow: the three are won now.
      await expect(page.getByRole('button', { name: 'Won (3)' })).toBeVisible();
      await screenshot(page, `bulk-lead-status-${width}`);
      console.expectClean();
    });
  });
}
