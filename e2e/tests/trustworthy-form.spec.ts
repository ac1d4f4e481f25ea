import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  failedResource,
  fillCalculator,
  FITTING_SEARCH,
  NO_FIT_SEARCH,
  screenshot,
  watchConsole,
} from '../helpers/public.js';

/**
 * A trustworthy answer from the form. Each journey runs on a desktop (1280 px) and a phone (375 px):
 * typed places resolve or are refused, numbers keep their magnitude, Back and "Edit these inputs" keep the work,
 * and No Results says why.
 */

/**
 * The form filled except for the location (the journey types it): at Miami's 175 mph, under the Florida HVHZ rule's
 * G·C_f 3.1 (decision 0041), this dish on a 10 ft building in exposure B fits.
 */
const WITHOUT_PLACE = {
  ...FITTING_SEARCH,
  antenna: 'Skyware Global 0.9 m Ku-band Dish [demo]',
  buildingHeight: '10',
  windExposure: 'B' as const,
  city: undefined,
};

const location = (page: Page) => page.getByRole('combobox', { name: 'Location' });
const height = (page: Page) => page.getByRole('textbox', { name: 'Building height' });
const windSpeed = (page: Page) => page.getByRole('textbox', { name: 'Wind speed (optional)' });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate' });
const criteriaRow = (page: Page, name: RegExp) => page.getByRole('table').getByRole('row', { name });

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 740 } });

    test('Miami + Enter: the typed city is looked up, shown plainly and used with its mapped wind speed', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, WITHOUT_PLACE);
      await location(page).fill('Miami');
      await location(page).press('Enter');
      await expect(page.getByTestId('location-note')).toHaveText('Using Miami, FL, United States');
      await expect(location(page)).toHaveValue('Miami, FL, United States');
      await expect(page.getByTestId('wind-speed-hint')).toContainText('175 mph for Miami, FL, United States');
      await screenshot(page, `trustworthy-miami-enter-${width}`);
      await calculate(page).click();
      await expect(page.getByTestId('mount-name')).toBeVisible();
      await expect(criteriaRow(page, /City/)).toContainText('Miami, FL, United States');
      await expect(criteriaRow(page, /Wind Speed/)).toContainText('175 mph');
      // Miami's 175 mph under the Florida HVHZ rule's G·C_f 3.1, not the 115 mph default.
      await expect(page.getByTestId('ballast-weight')).toHaveText('4,680 lbs');
      console.expectClean();
    });

    test('a place that matches nothing is refused at the field until a wind speed is given', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, WITHOUT_PLACE);
      await location(page).fill('Qxzqxz');
      await expect(page.getByTestId('location-note')).toHaveText('No place matches “Qxzqxz”.');
      await location(page).press('Enter');
      await expect(
        page.getByText("Location was not found: pick a listed place or give the site's coordinates"),
      ).toBeVisible();
      await expect(calculate(page)).toBeDisabled();
      await windSpeed(page).fill('120');
      await expect(calculate(page)).toBeEnabled();
      console.expectClean();
    });

    test('a typo still finds the city, a ZIP code and coordinates are places', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await location(page).fill('Chicgo');
      await page.getByRole('option', { name: 'Chicago, IL, United States' }).click();
      await expect(page.getByTestId('wind-speed-hint')).toContainText('mph for Chicago, IL, United States');

      await location(page).fill('33139');
      await page.getByRole('option', { name: /^33139, Miami Beach, FL/ }).click();
      await expect(page.getByTestId('wind-speed-hint')).toContainText(/\d+ mph for 33139, Miami Beach, FL/);

      await location(page).fill('25.79, -80.13');
      await page.getByRole('option', { name: '25.79, -80.13' }).click();
      await expect(page.getByTestId('wind-speed-hint')).toContainText(/\d+ mph for 25.79, -80.13/);
      // Editing a chosen place drops it, visibly.
      await location(page).press('End');
      await location(page).press('Backspace');
      await expect(page.getByTestId('location-note')).toContainText('25.79, -80.13 is no longer selected');
      await expect(page.getByText('Leave blank to use the wind speed for your location.')).toBeVisible();
      console.expectClean();
    });

    test('numbers keep their magnitude: a decimal is rounded up, a minus sign is refused, a pasted 12,345 is too big', async ({
      page,
      context,
    }) => {
      const console = watchConsole(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await fillCalculator(page, { ...FITTING_SEARCH, buildingHeight: '12.7' });
      await expect(height(page)).toHaveValue('12.7 feet');
      await expect(page.getByText('Rounded up to 13 feet')).toBeVisible();

      await height(page).fill('-5');
      await expect(height(page)).toHaveValue('-5 feet');
      await expect(page.getByText('Building height must be between 1 and 500 feet')).toBeVisible();
      await expect(calculate(page)).toBeDisabled();
      await height(page).fill('12.7');

      await page.evaluate(() => navigator.clipboard.writeText('12,345'));
      await windSpeed(page).click();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(windSpeed(page)).toHaveValue('12,345 mph');
      await expect(page.getByText('Wind speed must be between 1 and 1000 mph')).toBeVisible();
      await windSpeed(page).fill('');

      await calculate(page).click();
      await expect(page.getByTestId('mount-name')).toBeVisible();
      await expect(criteriaRow(page, /Building Height/)).toContainText('13');
      console.expectClean();
    });

    test('a wind speed below the mapped one is refused without a reason, then given with one, and stated on the result', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, {
        ...WITHOUT_PLACE,
        city: { type: 'Miami', pick: 'Miami, FL, United States' },
        windSpeed: '150',
      });
      await expect(page.getByTestId('low-wind-warning')).toContainText(
        'Your 150 mph is below the 175 mph mapped for Miami-Dade, FL',
      );
      // Below the floor (√0.8 × 175 mph, rounded up) no reason helps: the form says so, the API refuses it.
      await expect(page.getByTestId('low-wind-warning')).toContainText('No reason can justify less than 157 mph here');
      await windSpeed(page).fill('160');
      // Without a reason the API refuses it: the form stays, with the mapped value at the field.
      await calculate(page).click();
      await expect(page.getByText(/is below the 175 mph mapped for Miami-Dade, FL/).first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      const reason = "The building department's letter of 3 March sets 160 mph for this site.";
      await page.getByRole('textbox', { name: 'Reason for a lower wind speed' }).fill(reason);
      await calculate(page).click();
      await expect(criteriaRow(page, /Wind Speed/)).toContainText('160 mph');
      await expect(page.getByTestId('below-mapped-wind-speed')).toHaveText(
        `Entered 160 mph, below the 175 mph mapped for Miami-Dade, FL, for this reason: ${reason}`,
      );
      // The refused search's 422 is the one expected failure.
      console.expectClean([failedResource(422)]);
    });

    test('Back from Results keeps the filled form, and "Edit these inputs" tries another exposure in two clicks', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, FITTING_SEARCH);
      await calculate(page).click();
      await expect(page.getByTestId('mount-name')).toBeVisible();

      await page.goBack();
      await expect(location(page)).toHaveValue('Chicago, IL, United States');
      await expect(height(page)).toHaveValue('30 feet');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
      await expect(calculate(page)).toBeEnabled();

      await page.goForward();
      await page.getByRole('link', { name: 'Edit these inputs' }).click();
      await expect(location(page)).toHaveValue('Chicago, IL, United States');
      await expect(height(page)).toHaveValue('30 feet');
      await choose(page, 'Wind exposure', /^B – /);
      await calculate(page).click();
      await expect(criteriaRow(page, /Wind Exposure/)).toContainText('B – ');
      await expect(criteriaRow(page, /City/)).toContainText('Chicago, IL, United States');
      console.expectClean();
    });

    test('No Results says why nothing fits, and Back returns to the filled form', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, NO_FIT_SEARCH);
      await calculate(page).click();
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await expect(page.getByText('We could not determine a mount based on your criteria.')).toBeVisible();
      await expect(page.getByTestId('no-fit-reason')).toHaveText(
        'This site offers no mount for this antenna with a ridge mount',
      );
      await screenshot(page, `trustworthy-no-results-reason-${width}`);
      await page.goBack();
      await expect(page.getByRole('combobox', { name: 'Antenna' })).toHaveValue(NO_FIT_SEARCH.antenna);
      await expect(height(page)).toHaveValue('30 feet');
      console.expectClean([failedResource(404)]);
    });
  });
}
