import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { choose, failedResource, fillCalculator, FITTING_SEARCH, screenshot, watchConsole } from '../helpers/public.js';

/**
 * The code basis: Risk Category IV in Miami (the IV speed and the Florida HVHZ rule on the result and on page 1 of the
 * report, read back with pdftotext), and Boulder, a special wind region, refused in the form until the building
 * department's speed is given. Desktop (1280 px) and phone (390 px).
 */
const MIAMI_IV = {
  ...FITTING_SEARCH,
  antenna: 'Skyware Global 0.9 m Ku-band Dish [demo]',
  city: { type: 'Miami', pick: 'Miami, FL, United States' },
  buildingHeight: '10',
  windExposure: 'B' as const,
};
const BOULDER = { ...FITTING_SEARCH, city: { type: 'Boulder', pick: 'Boulder, CO, United States' } };
const criteriaRow = (page: import('@playwright/test').Page, name: RegExp) =>
  page.getByRole('table').getByRole('row', { name });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 780 } });

    test('Risk Category IV in Miami: the IV speed on the form and the result, page 1 names IV and the HVHZ rule', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, MIAMI_IV);
      await choose(page, 'Risk category', /^IV/);
      await expect(page.getByTestId('wind-speed-hint')).toContainText(
        '195 mph for Miami, FL, United States (ASCE 7-10 Risk Category IV, estimated)',
      );
      const answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/mount_search_results') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Calculate' }).click();
      const { token } = (await (await answer).json()) as { token: string };
      await expect(page.getByTestId('mount-name')).toBeVisible({ timeout: 30_000 });
      await expect(criteriaRow(page, /Wind Speed/)).toContainText('195 mph');
      await expect(page.getByText(/Risk Category IV, Florida HVHZ rule \(FBC 2010 §1609\.8/).first()).toBeVisible();
      await screenshot(page, `code-basis-miami-iv-${width}`);
      const pdf = await request.get(`/api/mount_search_results/token/${token}/report.pdf`);
      expect(pdf.status()).toBe(200);
      const file = join(mkdtempSync(join(tmpdir(), 'e2e-report-')), 'report.pdf');
      writeFileSync(file, await pdf.body());
      const page1 = execFileSync('pdftotext', ['-nodiag', file, '-'], { encoding: 'utf8' })
        .split('\f')[0]!
        .replace(/\s+/g, ' ');
      // Florida's Building Code 8th edition references ASCE 7-22, not computed yet: ASCE 7-16 is, and says so.
      expect(page1).toContain(
        'chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet), Risk Category IV, Florida HVHZ rule (FBC 2010 §1609.8: G·C_f 3.1 at all heights)',
      );
      expect(page1).toContain('195 mph');
      expect(page1).toContain('Florida Building Code 2010 §1609.8');
      console.expectClean();
    });

    test('Boulder, a special wind region: the form requires the wind speed and says why, then the given speed is used', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, BOULDER);
      await expect(page.getByTestId('wind-speed-hint')).toContainText(
        'Required here: Boulder, CO lies in a special wind region, where the building department sets the design wind speed',
      );
      await expect(page.getByRole('textbox', { name: 'Wind speed (optional)' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(
        page.getByText(/^Wind speed is required: Boulder, CO lies in a special wind region/).first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await screenshot(page, `code-basis-boulder-required-${width}`);
      await page.getByRole('textbox', { name: /^Wind speed/ }).fill('135');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByTestId('mount-name')).toBeVisible({ timeout: 30_000 });
      await expect(criteriaRow(page, /Wind Speed/)).toContainText('135 mph');
      await expect(page.getByText(/given|entered/i).first()).toBeVisible();
      // Refused in the form: no request left it, so nothing failed.
      console.expectClean([failedResource(422)]);
    });
  });
}
