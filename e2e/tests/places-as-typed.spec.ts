import { expect, test, type Page } from '@playwright/test';
import { fillCalculator, FITTING_SEARCH, screenshot, watchConsole } from '../helpers/public.js';

/**
 * Places as people type them, on a desktop (1280 px) and a phone (390 px). "Chicago, IL"
 * typed and not picked is used; "Springfield" names big places in several states, so the form asks which one, and
 * the one picked gives a result.
 */

/** The form filled except for the location (the journey types it). */
const WITHOUT_PLACE = { ...FITTING_SEARCH, city: undefined };

const location = (page: Page) => page.getByRole('combobox', { name: 'Location' });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate' });
const criteriaRow = (page: Page, name: RegExp) => page.getByRole('table').getByRole('row', { name });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 800 } });

    test('"Chicago, IL" typed and not picked is used', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, WITHOUT_PLACE);
      await location(page).fill('Chicago, IL');
      await location(page).press('Enter');
      await expect(page.getByTestId('location-note')).toHaveText('Using Chicago, IL, United States');
      await expect(location(page)).toHaveValue('Chicago, IL, United States');
      await calculate(page).click();
      await expect(page.getByTestId('mount-name')).toBeVisible();
      await expect(criteriaRow(page, /City/)).toContainText('Chicago, IL, United States');
      console.expectClean();
    });

    test('"Springfield" asks which one, and the one picked gives a result', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, WITHOUT_PLACE);
      await location(page).fill('Springfield');
      await calculate(page).click();
      await expect(page.getByTestId('location-note')).toHaveText('“Springfield” names more than one place: pick one.');
      await expect(page.getByText('Location names more than one place: pick one below')).toBeVisible();
      const choices = page.getByRole('group', { name: 'Places named “Springfield”' });
      await expect(choices.getByRole('button')).toHaveText([
        'Springfield, MO, United States',
        'Springfield, MA, United States',
        'Springfield, IL, United States',
        'Springfield, OR, United States',
        'Springfield, OH, United States',
      ]);
      await expect(calculate(page)).toBeDisabled();
      await expect(page).toHaveURL(/\/$/);
      await screenshot(page, `places-springfield-pick-${width}`);

      await choices.getByRole('button', { name: 'Springfield, IL, United States' }).click();
      await expect(location(page)).toHaveValue('Springfield, IL, United States');
      await expect(choices).toHaveCount(0);
      await expect(page.getByTestId('wind-speed-hint')).toContainText('115 mph for Springfield, IL, United States');
      await calculate(page).click();
      await expect(page.getByTestId('mount-name')).toBeVisible();
      await expect(criteriaRow(page, /City/)).toContainText('Springfield, IL, United States');
      await expect(criteriaRow(page, /Wind Speed/)).toContainText('115 mph');
      console.expectClean();
    });
  });
}
