import { expect, test, type Page } from '@playwright/test';
import {
  adminHeaders,
  createSledMount,
  expectToast,
  input,
  logIn,
  radioAntennaData,
  unique,
} from '../helpers/admin.js';
import {
  failedResource,
  fillCalculator,
  FITTING_SEARCH,
  screenshot,
  siteReseller,
  watchConsole,
} from '../helpers/public.js';

/**
 * Ridge mounts (decision 0060) at 1280 and 390 px: a ridge mount without ballast trays that needs ballast is not
 * offered, and No Results says why, naming it; once the administrator gives it trays it is, with its blocks in them
 * and the assumption that the roof's slope is not applied to sliding.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function calculate(page: Page, antenna: string): Promise<void> {
  await page.goto('/');
  await fillCalculator(page, { ...FITTING_SEARCH, antenna, ridgeMount: true });
  await page.getByRole('button', { name: 'Calculate' }).click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a ridge mount without ballast trays is refused its ballast until it has trays', async ({ page, request }) => {
      const console = watchConsole(page);
      // The demo's ridge mounts have trays: this journey brings a trayless one and an antenna only it carries.
      const headers = await adminHeaders(request);
      const name = unique('Ridge mount [e2e]');
      const mountId = await createSledMount(request, unique('RIDGE'), name, {
        ridge_mount: true,
        minimum_ballast_weight: 60,
        max_roof_load: 60,
      });
      const summit = await siteReseller(request);
      const link = await request.post('/api/reseller_mounts', {
        headers,
        data: { reseller_id: summit.id, mount_id: mountId },
      });
      expect(link.status(), await link.text()).toBe(201);
      const model = unique('Ridge test radio');
      const antenna = await request.post('/api/antennas', {
        headers,
        data: radioAntennaData(model, [mountId]),
      });
      expect(antenna.status(), await antenna.text()).toBe(201);
      const antennaId = ((await antenna.json()) as { id: number }).id;

      await calculate(page, `E2E ${model}`);
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await expect(page.getByTestId('no-fit-reason')).toHaveText(
        new RegExp(
          `^The only compatible mount, the ${escaped(name)}, has no ballast trays or positions for the [\\d,]+ lb ` +
            'of ballast it needs here$',
        ),
      );
      await screenshot(page, `ridge-mount-no-fit-${width}`);

      // The administrator gives it a ballast tray on each side of the ridge, in the mount form.
      await logIn(page);
      await page.goto(`/admin/mount/${mountId}`);
      await input(page, 'Ballast Trays').fill('2');
      await input(page, 'Tray Capacity').fill('600');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Updated Mount');

      await calculate(page, `E2E ${model}`);
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
      await expect(page.getByTestId('mount-name')).toHaveText(name);
      await expect(page.getByTestId('blocks-per-tray')).toHaveText(/· \d+ per tray in 2 trays/);
      await expect(page.getByTestId('block-layout').getByTestId('layout-tray')).toHaveCount(2);
      await expect(page.getByRole('region', { name: 'Assumptions and limits' })).toContainText(
        "Ridge mount: the frame straddles the ridge, so the roof's slope is not applied to sliding",
      );
      await screenshot(page, `ridge-mount-fit-${width}`);

      // Leave the catalogue as the other journeys expect it (they count the antennas offered).
      for (const path of [`/api/antennas/${antennaId}`, `/api/mounts/${mountId}`]) {
        expect((await request.delete(path, { headers })).status(), path).toBe(200);
      }
      console.expectClean([failedResource(404)]);
    });
  });
}
