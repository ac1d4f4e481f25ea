import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fillCalculator, FITTING_SEARCH, watchConsole } from '../helpers/public.js';

/**
 * At 1280 and 390 px: the project typed in the form is on the results page and on page 1 of the report
 * PDF, with the forces a reviewer checks; the PDF is fetched as the page links it and read back with pdftotext.
 */
const PROJECT = 'Tower 7 rooftop backhaul, phase 2';
const ADDRESS = '1200 North Michigan Avenue, Chicago, IL 60611';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the project goes from the form to the results page and to page 1 of the report', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, FITTING_SEARCH);
      await page.getByRole('textbox', { name: 'Project name' }).fill(PROJECT);
      await page.getByRole('textbox', { name: 'Site address' }).fill(ADDRESS);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();

      const project = page.getByRole('region', { name: 'Project' });
      await expect(project.getByTestId('project-name')).toHaveText(PROJECT);
      await expect(project.getByTestId('site-address')).toHaveText(ADDRESS);
      const forces = page.getByRole('region', { name: 'Forces and checks' });
      await expect(forces.getByTestId('force-lateral')).toContainText(/^F_H [\d,.]+ lb$/);
      const sliding = (await forces.getByTestId('check-sliding').textContent()) ?? '';
      expect(sliding).toMatch(/F_sl [\d,.]+ lb against friction capacity F_fr [\d,.]+ lb: \d+ %/);

      const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
      const response = await page.request.get(new URL(href!, page.url()).toString());
      expect(response.status()).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), 'e2e-project-'));
      const file = join(dir, 'report.pdf');
      writeFileSync(file, await response.body());
      const page1 = execFileSync('pdftotext', ['-nodiag', '-f', '1', '-l', '1', file, '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, ' ');
      for (const text of [PROJECT, ADDRESS, 'Prepared for', 'Acme Towers', 'Reviewed by']) {
        expect(page1, text).toContain(text);
      }
      expect(page1).not.toContain('Ada Lovelace');
      // The same figures as the page: the sliding check's demand, capacity and utilisation.
      for (const figure of sliding.match(/F_sl [\d,.]+ lb|F_fr [\d,.]+ lb|\d+ %/g)!) expect(page1).toContain(figure);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(new RegExp(`^Title: +${PROJECT}: ballast calculation report R-`, 'm'));
      console.expectClean();
    });
  });
}
