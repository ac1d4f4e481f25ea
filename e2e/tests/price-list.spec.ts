import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectToast, logIn } from '../helpers/admin.js';
import { choose, fillCalculator, FITTING_SEARCH, screenshot, watchConsole } from '../helpers/public.js';

/**
 * Price lists (docs/product.md, price list and results): an administrator sets the demo reseller's prices on its price
 * list screen (a negative price is refused on its field first, and nothing is saved), then a visitor's search on
 * that reseller's site shows the bill of materials with those prices. At 1280 and 390 px, each with prices of its
 * own; the prices are put back on request at the end, so the other journeys see the demo catalogue as seeded.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900, price: '100.25', block: '2.35' },
  { name: '390', width: 390, height: 844, price: '210.50', block: '3.10' },
] as const;

const SUMMIT = 'Summit Roof Mounts [demo]';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an administrator sets prices and a search shows the bill of materials with them', async ({ page }) => {
      const console = watchConsole(page);
      await logIn(page);
      await page.goto('/admin/resellers');
      await page.getByRole('link', { name: `Prices of ${SUMMIT}` }).click();
      await expect(page.getByRole('heading', { name: `Prices of ${SUMMIT}` })).toBeVisible();

      await choose(page, 'Currency', /^USD$/);
      await page.getByLabel('Valid from').fill('2026-01-01');
      const prices = page.getByRole('textbox', { name: /^Unit price of / });
      const mountPrices = page.getByRole('textbox', { name: /^Unit price of DEMO-/ });
      const block = page.getByRole('textbox', { name: 'Unit price of Solid concrete block' });

      // A negative price is refused on its field, and nothing is saved.
      await block.fill('-5');
      await page.getByRole('button', { name: 'Save prices' }).click();
      await expect(page.getByText('must not be negative').first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'The price list was not saved' })).toBeVisible();

      for (const input of await mountPrices.all()) await input.fill(viewport.price);
      await block.fill(viewport.block);
      await page.getByRole('button', { name: 'Save prices' }).click();
      await expectToast(page, 'Saved the price list');
      await screenshot(page, `price-list-${viewport.name}`);
      await page.reload();
      await expect(block).toHaveValue(viewport.block);

      // A visitor on the reseller's site (localhost) searches: the bill of materials has the prices.
      await page.goto('/');
      await fillCalculator(page, FITTING_SEARCH);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page).toHaveURL(/\/results\?token=/);
      const bom = page.getByRole('region', { name: 'Bill of materials' });
      await expect(bom).toBeVisible();
      if (viewport.width >= 768) {
        const table = bom.getByTestId('bill-of-materials');
        await expect(table).toBeVisible();
        const mountRow = table.getByRole('row').filter({ hasText: /DEMO-/ }).first();
        await expect(mountRow).toContainText(`$${viewport.price}`);
        const blockRow = table.getByRole('row').filter({ hasText: 'Solid concrete block' });
        await expect(blockRow).toContainText(`$${viewport.block}`);
        await expect(bom.getByTestId('bom-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
      } else {
        // A phone reads one part per block, its prices in full without scrolling sideways.
        const list = bom.getByTestId('bom-list');
        await expect(list).toBeVisible();
        await expect(list).toContainText(`1 × $${viewport.price} = $${viewport.price}`);
        await expect(list).toContainText(`× $${viewport.block} = $`);
        await expect(list).toContainText(/Total\$[\d,]+\.\d{2}$/);
      }
      await expect(bom).toContainText('Prices in USD');
      await screenshot(page, `results-bom-${viewport.name}`);
      await bom.screenshot({
        path: join(SCREENSHOTS, `results-bom-section-${viewport.name}.png`),
        animations: 'disabled',
      });

      // Back on request for the other journeys: every price cleared.
      await page.goto('/admin/resellers');
      await page.getByRole('link', { name: `Prices of ${SUMMIT}` }).click();
      for (const input of await prices.all()) await input.fill('');
      await page.getByRole('button', { name: 'Save prices' }).click();
      await expectToast(page, 'Saved the price list');
      console.expectClean([/status of 422/]);
    });
  });
}
