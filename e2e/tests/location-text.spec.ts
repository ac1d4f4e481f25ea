import { expect, test, type Locator, type Page } from '@playwright/test';
import { failedResource, fillCalculator, FITTING_SEARCH, screenshot, watchConsole } from '../helpers/public.js';

/**
 * Location text read as a person reads it (decision 0059), on a desktop (1280 px) and a phone (390 px): a street
 * address the server cannot read is refused at the Location field even with a wind speed, nothing searched; the
 * Brickell address resolves to its ZIP in Miami-Dade, so a typed 115 mph meets the below-map rule.
 */

/** The form filled except for the location (the journey types it), with a wind speed. */
const WITH_WIND_SPEED = { ...FITTING_SEARCH, city: undefined, windSpeed: '150' };
const NOT_FOUND = "Location was not found: pick a listed place or give the site's coordinates";

const location = (page: Page) => page.getByRole('combobox', { name: 'Location' });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate' });
/**
 * The message under a field itself (the "Please check the form" notification repeats it): the element the field is
 * described by, once it has one.
 */
async function fieldError(field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-describedby', /-error/);
  const id = (await field.getAttribute('aria-describedby'))?.split(' ').find((part) => part.endsWith('-error'));
  return field.page().locator(`[id="${id}"]`);
}
const searchAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/mount_search_results') && response.request().method() === 'POST',
  );

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 800 } });

    test('a street address that names no place, with a wind speed, is refused at the Location field', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, WITH_WIND_SPEED);
      await location(page).fill('742 Evergreen Terrace, Nowhereville, FL');
      await location(page).press('Enter');
      await expect(page.getByTestId('location-note')).toHaveText(
        'No place matches “742 Evergreen Terrace, Nowhereville, FL”.',
      );
      // The wind speed lets the form send it; the server, which knows the text is not abroad, refuses it.
      await expect(calculate(page)).toBeEnabled();
      const answer = searchAnswer(page);
      await calculate(page).click();
      expect((await answer).status()).toBe(422);
      const message = await fieldError(location(page));
      await expect(message).toHaveText(NOT_FOUND);
      await expect(message).toBeVisible();
      await expect(location(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/$/);
      await message.scrollIntoViewIfNeeded();
      await screenshot(page, `location-text-refused-${width}`);
      console.expectClean([failedResource(422)]);
    });

    test('the Brickell address resolves to Miami-Dade: 175 mph, and 115 mph typed needs a reason', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, { ...WITH_WIND_SPEED, windSpeed: '115' });
      await location(page).fill('1200 Brickell Ave, Miami, FL 33131');
      await location(page).press('Enter');
      await expect(page.getByTestId('location-note')).toHaveText('Using 33131, Miami, FL, United States');
      await expect(page.getByTestId('low-wind-warning')).toContainText(
        'Your 115 mph is below the 175 mph mapped for Miami-Dade, FL.',
      );
      const answer = searchAnswer(page);
      await calculate(page).click();
      expect((await answer).status()).toBe(422);
      const message = await fieldError(page.getByRole('textbox', { name: /^Wind speed/ }));
      await expect(message).toHaveText(
        /^Wind speed is below .*the 175 mph mapped for Miami-Dade, FL \(Risk Category II\)/,
      );
      await expect(message).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await screenshot(page, `location-text-brickell-${width}`);
      console.expectClean([failedResource(422)]);
    });
  });
}
