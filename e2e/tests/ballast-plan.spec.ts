import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { fillCalculator, FITTING_SEARCH, reportPdf, screenshot, watchConsole } from '../helpers/public.js';

/**
 * At 1280 and 390 px: the roof allowable load and the distance to the roof edge go from the form to the results
 * page (both utilisations, the edge against the setback, the ballast plan drawn as SVG) and to the report: page 1's
 * roof structure row, and the layout page's stated scale, dimensions and block positions, read back with pdftotext.
 */
for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the roof inputs reach the results page and the report, with the plan to scale', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, FITTING_SEARCH);
      const allowable = page.getByRole('textbox', { name: 'Roof allowable load (optional)' });
      const edge = page.getByRole('textbox', { name: 'Distance to the roof edge (optional)' });
      // Refused at the field, then corrected.
      await allowable.fill('0');
      await edge.fill('1200');
      await edge.blur();
      await expect(page.getByText('Roof allowable load must be greater than 0 and at most 500 psf')).toBeVisible();
      await expect(page.getByText('Distance to the roof edge must be between 0 and 1000 feet')).toBeVisible();
      await allowable.fill('60');
      await edge.fill('4.5');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();

      const forces = page.getByRole('region', { name: 'Forces and checks' });
      await expect(forces.getByTestId('check-roof-load')).toContainText(/psf allowable: \d+ %/);
      await expect(forces.getByTestId('check-roof-structure')).toContainText(
        /Roof load [\d.]+ psf is \d+ % of the roof structure's allowable 60 psf/,
      );
      await expect(forces.getByTestId('check-roof-edge')).toContainText('4.5 ft from the nearest roof edge, inside');

      const plan = page.getByTestId('block-layout');
      const drawing = plan.getByRole('img', { name: /^Block layout of/ });
      await drawing.scrollIntoViewIfNeeded();
      await expect(drawing).toBeVisible();
      const box = (await drawing.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThan(200);
      await expect(drawing.getByText(/ft \(scale bar\)$/)).toBeVisible();
      await expect(plan.getByTestId('block-layout-positions')).toContainText(/Tray 1: \d+ blocks? in/);
      await expect(plan.getByTestId('block-layout-notes')).toContainText('inside the 6 ft setback');
      await screenshot(page, `ballast-plan-results-${width}`);
      // The plan alone too (gitignored, as the helper's), to look at the drawing at this width.
      await plan.screenshot({ path: new URL(`../screenshots/ballast-plan-${width}.png`, import.meta.url).pathname });

      const file = await reportPdf(page);
      const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
        .split('\f')
        .map((text) => text.replace(/\s+/g, ' '));
      // The row's label wraps in its cell: its figures read across on the first line.
      expect(pages[0]).toContain('Roof load against the roof structure');
      expect(pages[0]).toMatch(/p [\d.]+ psf 60 psf \(building engineer\) \d+ %/);
      const layout = pages.find((text) => text.trimStart().startsWith('Block layout'))!;
      expect(layout).toMatch(/Scale 1:\d+ on the printed page \([\d.]+ in = 1 ft\)/);
      expect(layout).toContain('4 ft');
      expect(layout).toMatch(/Tray 1: \d+ blocks? in (one layer|2 layers)/);
      expect(layout).toContain('4.5 ft from the nearest roof edge, inside the 6 ft setback');
      console.expectClean();
    });
  });
}
