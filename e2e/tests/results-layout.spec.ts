import { expect, test, type Page } from '@playwright/test';
import {
  failedResource,
  fillCalculator,
  FITTING_SEARCH,
  NO_FIT_SEARCH,
  screenshot,
  watchConsole,
} from '../helpers/public.js';
import { expectNoSeriousViolations } from '../helpers/a11y.js';

/**
 * On a desktop (1280 px) and a phone (390 px): the block layout drawing on the
 * results page, the short page with the sheet behind a control (and printed), no sideways scrolling, "Edit these
 * inputs" from No Results, the unknown link, and axe on every public page in the states a visitor sees.
 */

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page wider than the window`).toBeLessThanOrEqual(innerWidth);
}

/** Axe once the page has settled: nothing loading, nothing busy. */
async function expectSettledPageAccessible(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await expectNoSeriousViolations(page, where);
}

/** The smallest label of the drawing as shown, in CSS pixels. */
function smallestDrawingText(page: Page): Promise<number> {
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('.block-layout-svg')!;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
    return Math.min(...sizes);
  });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 800 } });

    test('the results page: summary first, the block layout drawing, the sheet behind a control and printed', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await expectSettledPageAccessible(page, 'empty form');
      await fillCalculator(page, FITTING_SEARCH);
      await expectSettledPageAccessible(page, 'filled form');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByTestId('mount-name')).toBeVisible();

      const drawing = page.getByRole('img', { name: /^Block layout of the / });
      await expect(drawing).toBeVisible();
      await expect(drawing).toHaveAccessibleDescription(/^Plan of the mount: footprint \d+ ft by \d+ ft, mast/);
      await expect(page.getByTestId('layout-tray').first()).toContainText(/\d+/);
      expect(await smallestDrawingText(page)).toBeGreaterThanOrEqual(12);
      // The short summary comes before the drawing, the drawing before the report.
      const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
      expect(await top('mount-name')).toBeLessThan(await top('block-layout'));
      expect(await top('block-layout')).toBeLessThan(await top('report-summary'));
      await drawing.scrollIntoViewIfNeeded();
      await screenshot(page, `results-block-layout-${width}`);

      const sheet = page.getByRole('region', { name: 'Calculation sheet' });
      const toggle = page.getByRole('button', { name: 'Show the calculation sheet' });
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('region', { name: 'What-if cases' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'results, sheet collapsed');
      await expectSettledPageAccessible(page, 'results');
      await toggle.click();
      await expect(sheet).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hide the calculation sheet' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // Every column of a sheet row can be read: the result and the clause are inside the window.
      const governing = sheet.locator('tr[data-governing]').first();
      for (const cell of [governing.locator('.calculation-value'), governing.locator('.calculation-clause')]) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expectNoSidewaysScroll(page, 'results, sheet open');
      await expectSettledPageAccessible(page, 'results with the sheet open');
      await screenshot(page, `results-short-page-${width}`);

      await page.getByRole('button', { name: 'Hide the calculation sheet' }).click();
      await expect(sheet).toBeHidden();
      // Printed: the block layout, not the sheet (two sheets at most; the PDF report carries the calculation).
      await page.emulateMedia({ media: 'print' });
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('img', { name: /^Block layout of the / })).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
      console.expectClean();
    });

    test('No Results: "Edit these inputs" goes back to the form with what was entered', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, { ...NO_FIT_SEARCH, buildingHeight: '42' });
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'no results');
      await expectSettledPageAccessible(page, 'no results');
      await page.getByRole('link', { name: 'Edit these inputs' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('textbox', { name: 'Building height' })).toHaveValue('42 feet');
      await expect(page.getByRole('combobox', { name: 'Antenna' })).toHaveValue(NO_FIT_SEARCH.antenna);
      await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(NO_FIT_SEARCH.city!.pick);
      await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Towers');
      console.expectClean([failedResource(404)]);
    });

    test("a share link with an unknown token shows the specification's No Results page", async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/results?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await expect(page.getByText('We could not determine a mount based on your criteria.')).toBeVisible();
      await expectNoSidewaysScroll(page, 'unknown token');
      await expectSettledPageAccessible(page, 'unknown token');
      console.expectClean([failedResource(404)]);
    });

    test('the error and diagnostics pages pass axe', async ({ page }) => {
      await page.goto('/error');
      await expect(page.getByText('Sorry, something went wrong')).toBeVisible();
      await expectSettledPageAccessible(page, '/error');
      await page.goto('/diagnostics');
      await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
      await expectNoSidewaysScroll(page, '/diagnostics');
      await expectSettledPageAccessible(page, '/diagnostics');
    });
  });
}
