import { expect, test, type Page } from '@playwright/test';
import { fillCalculator, FITTING_SEARCH, screenshot, watchConsole } from '../helpers/public.js';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('at 360 px every public screen fits the width, and the tooltips sit on top', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'mobile-form');

  await fillCalculator(page, FITTING_SEARCH);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('mount-name')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('img', { name: /^About Wind Speed/ })).toHaveAttribute('data-tooltip-position', 'top');
  await page.getByRole('img', { name: /^About Wind Speed/ }).tap();
  await expect(page.getByRole('tooltip')).toHaveText('Wind speed based on ASCE 7-10 Risk Category II');
  await screenshot(page, 'mobile-results');

  await page.goto('/results');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'mobile-no-results');

  await page.goto('/diagnostics');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'mobile-diagnostics');

  await page.goto('/error');
  await expect(page.getByText('Sorry, something went wrong')).toBeVisible();
  await expectNoSidewaysScroll(page);
  console.expectClean();
});

/** Types into the focused select, takes the first match with the arrow key and Enter, and tabs on. */
async function pickByKeyboard(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
}

/** Types into the focused field and tabs on. */
async function typeAndTab(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test('the calculator can be filled and sent with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Antenna' }).focus();
  await pickByKeyboard(page, 'Cambium');
  await expect(page.getByRole('combobox', { name: 'Antenna' })).toHaveValue(
    'Cambium Networks ePMP Force 300-25 [demo]',
  );
  // The antenna's height on the mast stays blank (its own applies), and one antenna is on the mount.
  await expect(page.getByRole('textbox', { name: 'Height on the mast (optional)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add antenna' })).toBeFocused();
  await page.keyboard.press('Tab');
  // The optional ballast block stays blank: the default block applies.
  await expect(page.getByRole('combobox', { name: 'Ballast block (optional)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Chicag');
  await expect(page.getByRole('option', { name: 'Chicago, IL, United States' })).toBeVisible();
  await pickByKeyboard(page, '');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Chicago, IL, United States');
  await typeAndTab(page, '30');
  await pickByKeyboard(page, 'EPDM');
  // Ridge mount: the radio group takes one tab stop; No stays chosen.
  await expect(page.getByRole('radio', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Tab');
  await pickByKeyboard(page, 'C');
  // The risk category stays II, the default.
  await expect(page.getByRole('combobox', { name: 'Risk category' })).toBeFocused();
  await page.keyboard.press('Tab');
  // The wind speed stays blank: the location's applies; next comes the link to verify it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'ATC Hazards by Location' })).toBeFocused();
  // The code and seismic section is optional and stays blank: the edition in force at the site applies.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Code edition' })).toBeFocused();
  for (const field of [
    'Ground elevation (optional)',
    'S_DS (optional)',
    'S_D1 (optional)',
    'Source of the seismic values',
  ]) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: field })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Published values for some places/ })).toBeFocused();
  // The roof structure's allowable load and the edge distance are optional and stay blank: not checked.
  for (const field of ['Roof allowable load (optional)', 'Distance to the roof edge (optional)']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: field })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  await typeAndTab(page, 'Ada Lovelace');
  await typeAndTab(page, 'ada@example.com');
  await typeAndTab(page, 'Acme Towers');
  // "Forget me" (the details are kept on this device) takes one tab stop once they are typed.
  await expect(page.getByRole('button', { name: 'Forget me' })).toBeFocused();
  await page.keyboard.press('Tab');
  // The project name and the site address are optional: typed here, they go with the search.
  await expect(page.getByRole('textbox', { name: 'Project name' })).toBeFocused();
  await typeAndTab(page, 'Tower 7 backhaul');
  await expect(page.getByRole('textbox', { name: 'Site address' })).toBeFocused();
  await typeAndTab(page, '12 Main St, Chicago, IL');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/results\?token=/);
});
