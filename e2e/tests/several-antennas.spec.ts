import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { choose, fillCalculator, FITTING_SEARCH, reportPdf, screenshot, watchConsole } from '../helpers/public.js';

const SECOND = 'Laird FG4500 6 dBi Omni [demo]';
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** At 1280 and 390 px: a second antenna on the mount, added on the form, reaches the results page and the PDF. */
for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Add antenna puts a second antenna on the mount; the results and the PDF list both', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, FITTING_SEARCH);
      await page.getByRole('button', { name: 'Add antenna' }).click();
      await choose(page, 'Antenna 2', SECOND);
      await page.getByRole('textbox', { name: 'Height on the mast of antenna 2 (optional)' }).fill('2');
      await expect(page.getByRole('button', { name: 'Remove antenna 2' })).toBeVisible();
      await screenshot(page, `calculator-two-antennas-${width}`);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();

      const criteria = page.getByRole('region', { name: 'Calculator Criteria' });
      await expect(criteria).toContainText(`${FITTING_SEARCH.antenna} at 0 ft`);
      await expect(criteria).toContainText(`${SECOND} at +2 ft`);
      await screenshot(page, `results-two-antennas-${width}`);

      const file = await reportPdf(page);
      mkdirSync(SCREENSHOTS, { recursive: true });
      execFileSync('pdftoppm', ['-png', '-r', '80', file, join(SCREENSHOTS, `report-two-antennas-${width}`)]);
      // In reading order: each antenna's line of page 1 reads as one, whatever the columns beside it.
      const text = execFileSync('pdftotext', ['-nodiag', file, '-'], { encoding: 'utf8' }).replace(/[ \t\n]+/g, ' ');
      const [pageOne] = text.split('\f');
      expect(pageOne).toContain(`${FITTING_SEARCH.antenna} at 0 ft: q_z`);
      expect(pageOne).toContain(`${SECOND} at +2 ft: q_z`);
      // The sheet: each antenna's own rows, the second one's named.
      for (const symbol of ['q_z,a1', 'q_z,a2', 'F_a1', 'F_a2', 'y_a2']) expect(text).toContain(symbol);
      expect(text).toContain('(antenna 2)');
      console.expectClean();
    });
  });
}
