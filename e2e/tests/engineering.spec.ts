import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, expectToast, input, logIn, radioAntennaData, unique } from '../helpers/admin.js';
import { choose, fillCalculator, FITTING_SEARCH, screenshot, siteReseller, watchConsole } from '../helpers/public.js';

/**
 * Engineering journeys at 1280 and 375 px: a dish with uplift, a block choice, and a mount whose trays cannot hold the
 * ballast (passed over until an administrator gives its trays room).
 */

const DISH = 'Prodelin 1.2 m Series 1134 Dish [demo]';

async function calculate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/results\?token=/);
  await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a dish gets its uplift in the calculation, its blocks per tray and the reminder to weigh them', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, { ...FITTING_SEARCH, antenna: DISH });
      await calculate(page);
      await expect(page.getByTestId('ballast-blocks')).toContainText(
        'blocks of 30 lb (Solid concrete block 4" × 8" × 16")',
      );
      await expect(page.getByTestId('blocks-per-tray')).toHaveText(/· \d+ per tray in 12 trays/);
      await expect(page.getByTestId('weigh-blocks')).toHaveText(/^Weigh the ballast blocks on site/);
      // The calculation sheet shows the uplift as a row: its area, its force and the clause.
      await page.getByRole('button', { name: 'Show the calculation sheet' }).click();
      const sheet = page.getByRole('region', { name: 'Calculation sheet' });
      const area = sheet.getByRole('row').filter({ hasText: 'horizontal projected area' });
      await expect(area.locator('.calculation-value')).toHaveText('6.1');
      await expect(area).toContainText('ft²');
      const uplift = sheet.getByRole('row').filter({ hasText: 'vertical uplift on the antenna' });
      await expect(uplift.locator('.calculation-value')).toHaveText(/^[1-9][\d,.]*$/);
      // q_h with the digits its line recomputes with, then the factor and the area as given.
      await expect(uplift.locator('.calculation-expression')).toContainText(/= 31\.59\d*·1\.5·6\.1/);
      // Chicago computes to ASCE 7-16 (Illinois's code references ASCE 7-22, not computed yet): its clause alone.
      await expect(uplift).toContainText('ASCE 7-16 §29.4.1');
      const assumptions = page.getByRole('region', { name: 'Assumptions and limits' });
      // Outside Florida's High-Velocity Hurricane Zone its rule is not said (decision 0041).
      await expect(assumptions.getByRole('listitem')).toHaveCount(6);
      await expect(assumptions).not.toContainText('High-Velocity Hurricane Zone');
      await screenshot(page, `engineering-dish-uplift-${width}`);
      console.expectClean();
    });

    test('the visitor counts the ballast in the block of their choice', async ({ page }) => {
      await page.goto('/');
      const block = page.getByRole('combobox', { name: 'Ballast block (optional)' });
      await expect(block).toHaveAttribute('placeholder', 'Default: Solid concrete block 4" × 8" × 16", 30 lb');
      await fillCalculator(page, FITTING_SEARCH);
      await choose(page, 'Ballast block (optional)', 'Half-height solid block 2" × 8" × 16", 14 lb');
      await calculate(page);
      await expect(page.getByTestId('ballast-blocks')).toContainText(
        'blocks of 14 lb (Half-height solid block 2" × 8" × 16")',
      );
      await page.getByRole('button', { name: 'Show the calculation sheet' }).click();
      const sheet = page.getByRole('region', { name: 'Calculation sheet' });
      await expect(
        sheet.getByRole('row').filter({ hasText: 'weight of one ballast block' }).locator('.calculation-value'),
      ).toHaveText('14');
      await expect(page.getByTestId('report-options')).toContainText('ballast block 14 lb');
      await screenshot(page, `engineering-block-choice-${width}`);
    });
  });
}

test('a mount whose trays cannot hold the ballast is passed over until its trays have room', async ({
  page,
  request,
}) => {
  // A light sled with two small trays and a heavier one without trays; only this journey's antenna fits them.
  const headers = await adminHeaders(request);
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path} ${await response.text()}`).toBe(201);
    return (await response.json()) as { id: number; name: string };
  };
  const sled = { weight: 40, half_base_width: 3, height_to_antenna_centerline: 3, mast_diameter: 1.66, mast_length: 5 };
  const common = { ...sled, max_roof_load: 60, square_footage: 1, product_url: 'https://example.com/e2e' };
  const limited = await post('/api/mounts', {
    ...common,
    part_number: unique('TRAY'),
    name: unique('Tray-limited sled [e2e]'),
    ballast_trays: 2,
    tray_capacity: 60,
  });
  const roomy = await post('/api/mounts', {
    ...common,
    // Its minimum ballast makes it the heavier choice, taken only when the light sled does not fit.
    minimum_ballast_weight: 1000,
    part_number: unique('ROOMY'),
    name: unique('Roomy sled [e2e]'),
  });
  const summit = await siteReseller(request);
  for (const mount of [limited, roomy])
    await post('/api/reseller_mounts', { reseller_id: summit.id, mount_id: mount.id });
  const model = unique('Tray test radio');
  const radio = await post('/api/antennas', radioAntennaData(model, [limited.id, roomy.id]));

  await page.goto('/');
  await fillCalculator(page, { ...FITTING_SEARCH, antenna: `E2E ${model}` });
  await calculate(page);
  await expect(page.getByTestId('mount-name')).toHaveText(roomy.name);
  await expect(page.getByTestId('blocks-per-tray')).toHaveCount(0);

  // The administrator gives the light sled's trays room in the mount form.
  await logIn(page);
  await page.goto(`/admin/mount/${limited.id}`);
  await expect(input(page, 'Ballast Trays')).toHaveValue('2');
  await expect(input(page, 'Tray Capacity')).toHaveValue('60');
  await input(page, 'Tray Capacity').fill('300');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Updated Mount');

  await page.goto('/');
  await fillCalculator(page, { ...FITTING_SEARCH, antenna: `E2E ${model}` });
  await calculate(page);
  await expect(page.getByTestId('mount-name')).toHaveText(limited.name);
  await expect(page.getByTestId('blocks-per-tray')).toHaveText(/· \d+ per tray in 2 trays/);
  await screenshot(page, 'engineering-tray-limited');

  // Leave the catalogue as the other journeys expect it (they count the antennas offered).
  for (const path of [`/api/antennas/${radio.id}`, `/api/mounts/${limited.id}`, `/api/mounts/${roomy.id}`]) {
    expect((await request.delete(path, { headers })).status(), path).toBe(200);
  }
});

test('an administrator manages block types and the engineering settings', async ({ page }) => {
  await logIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Block Types' }).click();
  await expect(page.getByRole('heading', { name: 'Block Types' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cap block' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Engineering' }).click();
  await expect(page.getByRole('heading', { name: 'Engineering Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Wind Directionality Factor K_d/ })).toHaveValue('0.95');
  await expect(page.getByText(/0.95 suits round members and antennas/)).toBeVisible();
  await screenshot(page, 'engineering-settings');
});
