import { expect, test, type Page } from '@playwright/test';
import { expectToast, fill, logIn, tab, unique } from '../helpers/admin.js';
import { fillCalculator, FITTING_SEARCH, screenshot, watchConsole } from '../helpers/public.js';

/**
 * Honest wind data: an administrator corrects a county's wind speed and a visitor's result shows it with
 * its source; a special wind region asks the visitor to confirm the value. At desktop and phone widths.
 */

/** A visitor's search at `city` without a wind speed: the result's wind speed row and its source lines. */
async function searchAt(page: Page, city: { type: string; pick: string }): Promise<void> {
  await page.goto('/');
  await fillCalculator(page, { ...FITTING_SEARCH, city });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
}

/**
 * The result shows the administrator's value in the criteria table and names its source under it. Arizona has no
 * statewide code, so the edition in force is not known and the search computes to ASCE 7-16, where a looked-up value
 * is a planning estimate (docs/engineering.md, "Code editions"): the source line says so first.
 */
async function expectOverrideOnResult(page: Page, mph: string, county: string, source: string): Promise<void> {
  await expect(page.getByRole('table').getByRole('row', { name: /Wind Speed/ })).toContainText(`${mph} mph`);
  await expect(
    page.getByText(
      "Wind speed source: The administrator's value for the county, a planning estimate under ASCE 7-16 (enter the ASCE 7-16 value " +
        `with its source): ${mph} mph for ${county}, set by the administrator from ${source}.`,
    ),
  ).toBeVisible();
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 800 } });

    test('a special wind region asks the visitor to confirm the value, with the ATC link', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Location' }).fill('Boulde');
      await page.getByRole('option', { name: 'Boulder, CO, United States' }).click();
      const notice = page.getByTestId('wind-speed-notice');
      await expect(notice).toContainText('Special wind region: please confirm the wind speed');
      await expect(notice).toContainText('Special wind region: the local building department sets the value.');
      await expect(notice).toContainText('confirm 115 mph with it, or enter its value in Wind speed.');
      const link = notice.getByRole('link', { name: 'ATC Hazards by Location' });
      await expect(link).toHaveAttribute('href', 'https://hazards.atcouncil.org/');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, `wind-special-region-${width}`);
      console.expectClean();
    });
  });
}

test.describe('an administrator override', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('set in the Wind Speeds form is shown with its source on a visitor result (1280 px)', async ({ page }) => {
    const source = unique('Maricopa County building department letter');
    await logIn(page);
    await tab(page, 'Wind Speeds').click();
    await expect(page.getByRole('heading', { name: 'Wind Speeds' })).toBeVisible();
    await page.getByRole('link', { name: 'New Wind Speed' }).click();
    await fill(page, {
      'County FIPS Code': '04013',
      'Wind Speed': '125',
      Source: source,
      Note: 'E2E: corrected value',
    });
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Created Wind Speed');
    const listed = page.getByRole('table', { name: 'Wind Speeds' }).getByRole('row').filter({ hasText: '04013' });
    await expect(listed).toContainText('Maricopa, AZ');
    await expect(listed).toContainText('125');
    await screenshot(page, 'admin-wind-speeds-1280');

    await searchAt(page, { type: 'Phoeni', pick: 'Phoenix, AZ, United States' });
    await expectOverrideOnResult(page, '125', 'Maricopa, AZ', source);
    await expect(page.getByTestId('wind-speed-basis')).toContainText(
      'Set by the administrator for Maricopa, AZ: E2E: corrected value',
    );
    await expect(page.getByRole('link', { name: 'ATC Hazards by Location' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await screenshot(page, 'results-wind-override-1280');
  });
});

test.describe('an imported override', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('imported from a CSV is shown with its source on a visitor result (375 px)', async ({ page }) => {
    const source = unique('Pima County building code amendment');
    await logIn(page);
    await page.goto('/admin/wind-speeds/import');
    await expect(page.getByRole('heading', { name: 'Import Wind Speeds' })).toBeVisible();
    const box = page.getByRole('textbox', { name: /^CSV/ });
    await box.fill('fips,wind_speed,source,note\n04019,130,Bad,\n99999,120,Unknown county,');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('import-errors')).toContainText(
      'has an error on line 3: County FIPS Code is not a known county',
    );
    await box.fill(`fips,wind_speed,source,note\n04019,130,"${source}",E2E import`);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('import-result')).toHaveText(
      '1 rows checked: 1 new, 0 updated. Nothing was written.',
    );
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('import-result')).toHaveText('Imported 1 rows: 1 new, 0 updated.');
    await screenshot(page, 'admin-wind-import-375');

    await searchAt(page, { type: 'Tucso', pick: 'Tucson, AZ, United States' });
    await expectOverrideOnResult(page, '130', 'Pima, AZ', source);
    await screenshot(page, 'results-wind-import-375');
  });
});
