import { expect, test, type Page } from '@playwright/test';
import { createSledMount, logIn, unique } from '../helpers/admin.js';
import { saveApiSearch, screenshot } from '../helpers/public.js';

/**
 * Lists that read well (docs/product.md, lists), at 1280 and 390 px: the Searches list fits the screen (nothing cut
 * off, nothing scrolls sideways), "/" puts the cursor in a list's search, names starting with a digit sort among the
 * others by their number, a weight of 0.1 + 0.2 lb reads 0.3, and the wind speed form says "County FIPS Code".
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** How far the page and the searches' table reach past their boxes (0: they fit). */
async function overflow(page: Page): Promise<{ page: number; table: number }> {
  return page.evaluate(() => {
    const region = document.querySelector('[role="region"][aria-labelledby="recent-searches-heading"]');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: region ? region.scrollWidth - region.clientWidth : -1,
    };
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the lists fit, sort naturally, show numbers at their precision and search on "/"', async ({
      page,
      request,
    }) => {
      const part = unique('E2E-NAT');
      await createSledMount(request, part, `2 ft natural sled ${part}`, { weight: 0.1 + 0.2 });
      // A search with a long company and e-mail, so the Searches list has a full row of today.
      const search = await saveApiSearch(request, {
        customer_name: 'Maximiliane Featherstonehaugh-Worthington',
        customer_email: 'maximiliane.featherstonehaugh-worthington@northwind-telecommunications.example.com',
        customer_company: 'Northwind Telecommunications and Rooftop Installations',
      });
      expect(search.status(), await search.text()).toBe(201);
      await logIn(page);

      await page.goto('/admin/searches');
      await expect(page.getByRole('heading', { name: 'Recent searches' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Recent searches' })).toBeVisible();
      expect(await overflow(page)).toEqual({ page: 0, table: 0 });
      const firstRow = page.getByRole('table', { name: 'Recent searches' }).getByRole('row').nth(1);
      // Every cell of the first row is inside the screen, the status and the result link whole.
      for (const link of [
        firstRow.getByRole('link', { name: /^Lead of / }),
        firstRow.getByRole('link', { name: /^View result/ }),
      ]) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      // No cell text is cut short with an ellipsis ("NE…" for New).
      const cut = await page.getByRole('table', { name: 'Recent searches' }).evaluate((table) =>
        [...table.querySelectorAll('td *')]
          .filter((element) => getComputedStyle(element).textOverflow === 'ellipsis')
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent),
      );
      expect(cut).toEqual([]);
      await screenshot(page, `admin-searches-fit-${viewport.name}`);
      await page.keyboard.press('/');
      await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();

      // The mounts: "/" searches; the new mount's weight reads 0.3; sorted by name, digits sort by their number.
      await page.goto('/admin/mounts');
      await expect(page.getByRole('table', { name: 'Mounts' })).toBeVisible();
      await page.keyboard.press('/');
      const mountSearch = page.getByRole('searchbox', { name: 'Search Mounts' });
      await expect(mountSearch).toBeFocused();
      await page.keyboard.type(part);
      const row = page.getByRole('table', { name: 'Mounts' }).getByRole('row').filter({ hasText: part });
      await expect(row).toHaveCount(1);
      // Cell 0 is the bulk actions' selection box.
      await expect(row.getByRole('cell').nth(6)).toHaveText('0.3');
      await mountSearch.fill('');
      await page.getByRole('columnheader', { name: /^Name/ }).click();
      const names = await page
        .getByRole('table', { name: 'Mounts' })
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(2).map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? ''));
      const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual([...names].sort(natural.compare));
      expect(names.findIndex((name) => /^\d/.test(name))).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

      // Labels in plain words: the wind speed form asks for the county's FIPS code.
      await page.goto('/admin/wind-speeds');
      await page.getByRole('link', { name: 'New Wind Speed' }).click();
      await expect(page.getByRole('textbox', { name: /^County FIPS Code/ })).toBeVisible();
      await expect(page.getByText('Fips', { exact: true })).toHaveCount(0);
    });
  });
}
