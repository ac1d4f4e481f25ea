import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fillCalculator, FITTING_SEARCH } from '../helpers/public.js';

/** At 1280 and 375 px: Download PDF saves the report named after its reference; page 1 renders to PNG. */
for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Download PDF saves the report, and its first page renders', async ({ page }) => {
      await page.goto('/');
      await fillCalculator(page, FITTING_SEARCH);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\.pdf$/);
      const dir = mkdtempSync(join(tmpdir(), 'e2e-report-'));
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

      execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, join(dir, 'page')]);
      const png = join(dir, 'page-1.png');
      // A blank Letter page at 50 dpi compresses to about a kilobyte; the summary's text and QR code to far more.
      expect(statSync(png).size).toBeGreaterThan(10_000);
      expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
    });
  });
}
