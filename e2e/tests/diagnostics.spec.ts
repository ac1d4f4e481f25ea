import { expect, test } from '@playwright/test';
import { adminHeaders, AUTH_STORAGE_KEY } from '../helpers/admin.js';
import { choose, failedResource, screenshot, watchConsole } from '../helpers/public.js';

test("a visitor may pick only this site's reseller; a signed-in admin picks any, which resets and limits the antennas", async ({
  page,
  request,
}) => {
  await page.goto('/diagnostics');
  await page.getByRole('combobox', { name: 'Reseller' }).click();
  await expect(page.getByRole('option')).toHaveText(['Summit Roof Mounts [demo]']);

  // Signed in as the admin app would be: its auth record in local storage.
  const record = JSON.stringify(await adminHeaders(request));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, record] as const);
  await page.reload();

  await choose(page, 'Antenna', 'Prodelin 1.2 m Series 1134 Dish [demo]');
  await page.getByRole('combobox', { name: 'Reseller' }).click();
  // Every active reseller is offered (the admin journeys may have added more than the two demo ones).
  await expect(page.getByRole('option', { name: 'Northwind Wireless [demo]' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Summit Roof Mounts [demo]' })).toBeVisible();
  await page.getByRole('option', { name: 'Northwind Wireless [demo]' }).click();
  await expect(page.getByRole('combobox', { name: 'Antenna' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Antenna' }).click();
  await expect(page.getByRole('option')).toHaveCount(4);
  await expect(page.getByRole('option', { name: /Prodelin/ })).toHaveCount(0);
});

test('diagnostics runs the engine for the inputs and prints the trace', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/diagnostics');
  const calculate = page.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();

  await choose(page, 'Reseller', 'Summit Roof Mounts [demo]');
  await choose(page, 'Antenna', 'Prodelin 1.2 m Series 1134 Dish [demo]');
  await page.getByRole('textbox', { name: 'Building height' }).fill('30');
  await choose(page, 'Roof type', 'Metal');
  await choose(page, 'Wind exposure', /^C – /);
  await expect(calculate).toBeDisabled();
  await page.getByRole('textbox', { name: 'Wind speed' }).focus();
  await page.getByRole('textbox', { name: 'Wind speed' }).blur();
  await expect(page.getByText('Either wind speed or location must be given')).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).fill('Miami');
  await page.getByRole('option', { name: 'Miami, FL, United States' }).click();
  await expect(calculate).toBeEnabled();
  // The search's optional roof inputs: checked and stated as the search would.
  await page.getByRole('textbox', { name: 'Roof allowable load (psf)' }).fill('25');
  await page.getByRole('textbox', { name: 'Distance to the roof edge (ft)' }).fill('4');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/mount_search_results/diagnostics**', async (route) => {
    await held;
    await route.continue();
  });
  await calculate.click();
  const output = page.getByRole('textbox', { name: 'Output' });
  await expect(output).toHaveValue('Calculating...');
  release();
  await expect(output).toHaveValue(/NPRM ballast calculator diagnostics/);
  await expect(output).toHaveValue(/Miami/);
  await expect(output).toHaveValue(/DEMO-S8/);
  await expect(output).toHaveValue(/Roof structure's allowable load: 25 psf/);
  await expect(output).toHaveValue(/Roof edge: 4 ft from the nearest roof edge/);
  await screenshot(page, 'diagnostics');
  console.expectClean();
});

test('a failing diagnostics call says "An unexpected error occurred"', async ({ page }) => {
  await page.route('**/api/mount_search_results/diagnostics**', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await page.goto('/diagnostics');
  await choose(page, 'Antenna', 'Prodelin 1.2 m Series 1134 Dish [demo]');
  await page.getByRole('textbox', { name: 'Wind speed' }).fill('120');
  await page.getByRole('textbox', { name: 'Building height' }).fill('30');
  await choose(page, 'Roof type', 'Metal');
  await choose(page, 'Wind exposure', /^B – /);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue('An unexpected error occurred');
});

for (const { name, width, height } of [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
]) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport: { width, height } });

    test('explains the search at the risk category chosen: Miami at IV takes 195 mph and the HVHZ rule; below the floor it is refused as the search refuses it', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/diagnostics');
      await choose(page, 'Antenna', 'Prodelin 1.2 m Series 1134 Dish [demo]');
      await page.getByRole('textbox', { name: 'Building height' }).fill('10');
      await choose(page, 'Roof type', 'Metal');
      await choose(page, 'Wind exposure', /^B – /);
      await page.getByRole('combobox', { name: 'Location' }).fill('Miami');
      await page.getByRole('option', { name: 'Miami, FL, United States' }).click();
      await choose(page, 'Risk category', /^IV/);
      await page.getByRole('button', { name: 'Calculate' }).click();
      const output = page.getByRole('textbox', { name: 'Output' });
      // Florida's code references ASCE 7-22, which is not computed: the search computes to ASCE 7-16 and says so.
      await expect(output).toHaveValue(/Risk category: IV \(ASCE 7-16 Table 1\.5-1\)/);
      await expect(output).toHaveValue(
        /Code edition: chosen: ASCE 7-16; in force here: ASCE 7-22 \(not supported yet\) \(adopted code: Florida Building Code, 8th Edition/,
      );
      await expect(output).toHaveValue(/Wind speed: 195 mph, looked up for the location/);
      await expect(output).toHaveValue(/Jurisdiction rule: Miami-Dade is in the Florida High-Velocity Hurricane Zone/);
      await expect(output).toHaveValue(
        /Code basis: chosen: ASCE 7-16; in force here: ASCE 7-22 \(not supported yet\), Risk Category IV, Florida HVHZ rule/,
      );
      await screenshot(page, `diagnostics-risk-category-${name}`);

      await page.getByRole('textbox', { name: 'Wind speed' }).fill('1');
      await page
        .getByRole('textbox', { name: 'Reason for a lower wind speed' })
        .fill('Site-specific wind study by Example Wind Engineering, 2026');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByText(/^Wind speed is below 175 mph, the least any reason can justify/)).toBeVisible();
      await expect(output).toHaveValue(
        /^Wind Speed is below 175 mph, the least any reason can justify against the 195 mph/,
      );
      await screenshot(page, `diagnostics-below-floor-${name}`);
      console.expectClean([failedResource(422)]);
    });
  });
}
