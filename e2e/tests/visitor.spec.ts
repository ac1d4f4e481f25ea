import { expect, test } from '@playwright/test';
import { REQUIRED_RESULT_PARAMS } from '../../apps/web/src/lib/resultParamNames.js';
import {
  failedResource,
  fillCalculator,
  FITTING_SEARCH,
  NO_FIT_SEARCH,
  saveApiSearch,
  screenshot,
  watchConsole,
} from '../helpers/public.js';

/** Visitor journeys on the seeded demo catalogue: search → results → share → print, no fit, errors. */

test('a full search reaches the results, which a share link with ?t= reopens', async ({ page, context }) => {
  const console = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('#form-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summit Roof Mounts [demo] NPRM Ballast Calculator');
  await expect(page.getByRole('link', { name: 'sales@example.com' }).first()).toHaveAttribute(
    'href',
    'mailto:sales@example.com',
  );
  const calculate = page.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();
  await screenshot(page, 'form-empty');

  // The menus carry the hint, and filter as the visitor types.
  await page.getByRole('combobox', { name: 'Antenna' }).click();
  await expect(page.getByRole('listbox').getByText('Start typing to filter the list...')).toBeVisible();
  await page.getByRole('combobox', { name: 'Antenna' }).fill('prod');
  await expect(page.getByRole('option')).toHaveText([
    'Prodelin 1.2 m Series 1134 Dish [demo]',
    'Prodelin 1.8 m Series 1183 Dish [demo]',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Antenna' }).fill('');

  // Out-of-range values show the messages of docs/product.md (V-11, V-15).
  const height = page.getByRole('textbox', { name: 'Building height' });
  await height.fill('501');
  await expect(page.getByText('Building height must be between 1 and 500 feet')).toBeVisible();
  await height.fill('');

  await fillCalculator(page, FITTING_SEARCH);
  await expect(height).toHaveValue('30 feet');
  await expect(page.getByTestId('wind-speed-hint')).toContainText('115 mph for Chicago, IL, United States');
  await page.getByRole('combobox', { name: 'Wind exposure' }).click();
  await expect(page.getByRole('listbox').getByText(/Open country: flat or rolling land/)).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshot(page, 'form-filled');

  await expect(calculate).toBeEnabled();
  await calculate.click();
  await expect(page).toHaveURL(/\/results\?token=/);
  const params = new URL(page.url()).searchParams;
  for (const key of [...REQUIRED_RESULT_PARAMS, 'datePrepared']) {
    expect(params.has(key), key).toBe(true);
  }
  await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
  await expect(page.getByTestId('mount-name')).toHaveText('4×4 ft Flat-Roof Sled [demo]');
  await expect(page.getByTestId('part-number')).toHaveText('DEMO-S4');
  await expect(page.getByTestId('ballast-weight')).toHaveText(/^[\d,]+ lbs$/);
  await expect(page.getByTestId('roof-load')).toHaveText(/^\d+\.\d PSF$/);
  // The Calculator Criteria table (the bill of materials is a table too).
  const criteria = page.getByRole('table').filter({ has: page.getByRole('row', { name: /Make\/Model/ }) });
  await expect(criteria.getByRole('row', { name: /Make\/Model/ })).toContainText(
    'Cambium Networks ePMP Force 300-25 [demo]',
  );
  await expect(criteria.getByRole('row', { name: /City/ })).toContainText('Chicago, IL, United States');
  await expect(criteria.getByRole('row', { name: /Roof Type/ })).toContainText('EPDM membrane');
  await expect(criteria.getByRole('row', { name: /Wind Speed/ })).toContainText('115 mph');
  // The sheet waits behind its control.
  await expect(page.getByText(/K_z,a/).first()).toBeHidden();
  await page.getByRole('button', { name: 'Show the calculation sheet' }).click();
  await expect(page.getByText(/K_z,a/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Assembly Instructions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Product Sheet' })).toBeVisible();
  await screenshot(page, 'results');

  // The wind speed tooltip, to the right on a desktop-wide window.
  await page.getByRole('img', { name: /^About Wind Speed/ }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Wind speed based on ASCE 7-10 Risk Category II');
  await screenshot(page, 'results-tooltip');

  // The parameter set alone reopens the result (it is checked against the saved one) ...
  await page.reload();
  await expect(page.getByTestId('mount-name')).toHaveText('4×4 ft Flat-Roof Sled [demo]');
  // ... but not once edited.
  const edited = new URL(page.url());
  edited.searchParams.set('ballastWeight', '1');
  await page.goto(edited.pathname + edited.search);
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();

  // Share opens a mail with the subject and a /results?t= link, which opens the same result in a new visit.
  await page.goBack();
  const share = await page.getByRole('link', { name: 'Share' }).getAttribute('href');
  expect(share).toMatch(/^mailto:\?subject=Mount%20Recommendation&body=/);
  const link = /https?:\/\/[^\s]+\/results\?t=[\w-]+/.exec(decodeURIComponent(share ?? ''))?.[0];
  expect(link).toBeDefined();
  const shared = await context.newPage();
  const sharedConsole = watchConsole(shared);
  await shared.goto(link!);
  await expect(shared.getByTestId('mount-name')).toHaveText('4×4 ft Flat-Roof Sled [demo]');
  await expect(shared.getByTestId('part-number')).toHaveText('DEMO-S4');
  sharedConsole.expectClean();
  console.expectClean();
});

test('printing titles the page with company, antenna, location and date, and prints one clean report', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const antennas = (await (await request.get('/api/antennas')).json()) as { id: number; make: string; model: string }[];
  const antenna = antennas[0]!;
  const created = await saveApiSearch(request, {
    antenna: antenna.id,
    customer_name: 'Grace Hopper',
    customer_email: 'grace@example.com',
    customer_company: 'Hopper Antennas',
  });
  expect(created.status()).toBe(201);
  const result = (await created.json()) as { token: string; created_at: string };
  await page.goto(`/results?t=${result.token}`);
  await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
  const screenTitle = await page.title();
  const date = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(result.created_at));

  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(page).toHaveTitle(
    `Hopper Antennas - ${antenna.make} ${antenna.model} - Chicago, IL, United States - ${date}`,
  );
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'New Ballast Calculation' })).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByText(/View this result online: .*\/results\?t=/)).toBeVisible();
  await screenshot(page, 'results-print');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page).toHaveTitle(screenTitle);

  // The Print button calls the browser's print.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  console.expectClean();
});

test('a search that finds no mount opens /results with no parameters: No Results', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/');
  await fillCalculator(page, NO_FIT_SEARCH);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(page.getByText('We could not determine a mount based on your criteria.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
    'href',
    'mailto:sales@example.com',
  );
  await screenshot(page, 'no-results');
  await page.getByRole('link', { name: 'New Ballast Calculation' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#form-page')).toBeVisible();
  console.expectClean([failedResource(404)]);
});

test("an unknown share token shows the specification's No Results page", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/results?t=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  console.expectClean([failedResource(404)]);
});

test('a failing search goes to /error, which reads "500 Error" and "Sorry, something went wrong"', async ({ page }) => {
  const console = watchConsole(page);
  await page.route('**/api/mount_search_results', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: ['Internal server error'] }),
    }),
  );
  await page.goto('/');
  await fillCalculator(page, FITTING_SEARCH);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: '500 Error' })).toBeVisible();
  await expect(page.getByText('Sorry, something went wrong')).toBeVisible();
  await screenshot(page, 'error');
  console.expectClean([failedResource(500)]);
});

test('the calculator shows Calculating with a spinner while the search runs', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/mount_search_results', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await fillCalculator(page, FITTING_SEARCH);
  await page.getByRole('button', { name: 'Calculate' }).click();
  const busy = page.getByRole('button', { name: 'Calculating' });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.mantine-Loader-root')).toBeVisible();
  await screenshot(page, 'form-calculating');
  release();
  await expect(page).toHaveURL(/\/results\?token=/);
});

test('any other path redirects to /', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('#form-page')).toBeVisible();
});
