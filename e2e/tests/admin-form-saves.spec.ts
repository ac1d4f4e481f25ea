import { expect, test } from '@playwright/test';
import { adminHeaders, expectToast, fill, input, logIn, row, unique } from '../helpers/admin.js';

/**
 * Every admin form's save path has a journey (the Users form broke where none had one). Block types and
 * wind speed edits had none; the default block type's refusal shows the server's reason, not "Something went wrong".
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900, fips: '06037' },
  { name: '390', width: 390, height: 844, fips: '06059' },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a block type is created and edited from its form', async ({ page }) => {
      const name = unique('E2E block');
      await logIn(page);
      await page.goto('/admin/block-types');
      await page.getByRole('link', { name: 'New Block Type' }).click();
      await fill(page, { Name: name, 'Nominal Size': '4" × 8" × 16"', Weight: '28' });
      await page.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Created Block Type');
      await expect(row(page, 'Block Types', name)).toContainText('28');

      await row(page, 'Block Types', name).getByText(name, { exact: true }).click();
      await input(page, 'Weight').fill('31.5');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Updated Block Type');
      await expect(row(page, 'Block Types', name)).toContainText('31.5');
    });

    test('a roof type is created with where its μ comes from, and the source is cleared from its form', async ({
      page,
    }) => {
      const name = unique('E2E roof');
      const source = 'Measured on site: 10 pulls, lowest wet value';
      await logIn(page);
      await page.goto('/admin/roof-types');
      await page.getByRole('link', { name: 'New Roof Type' }).click();
      await fill(page, { Name: name, 'Friction Coefficient': '0.45', 'Source of the friction coefficient': source });
      await page.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Created Roof Type');
      await expect(row(page, 'Roof Types', name)).toContainText(source);

      await row(page, 'Roof Types', name).getByText(name, { exact: true }).click();
      await expect(input(page, 'Source of the friction coefficient')).toHaveValue(source);
      await input(page, 'Source of the friction coefficient').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Updated Roof Type');
      await expect(row(page, 'Roof Types', name)).toContainText('Source not given');
    });

    test('deactivating the default block type shows the server’s reason in the form', async ({ page, request }) => {
      const headers = await adminHeaders(request);
      const settings = await request.get('/api/engineering_settings', { headers });
      const { default_block_type_id: id } = (await settings.json()) as { default_block_type_id: number };
      await logIn(page);
      await page.goto(`/admin/block-type/${id}`);
      await page.getByRole('button', { name: 'Deactivate' }).click();
      const reason =
        'The default block type cannot be deactivated: choose another default in the engineering settings first';
      await expect(page.getByRole('form', { name: 'Edit Block Type' }).getByRole('alert')).toHaveText(reason);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/admin/block-type/${id}$`));
    });

    test('a wind speed is edited from its form', async ({ page, request }) => {
      const headers = await adminHeaders(request);
      const listed = await request.get('/api/wind_speed_overrides', { headers });
      const existing = ((await listed.json()) as { id: number; fips: string }[]).find(
        (override) => override.fips === viewport.fips,
      );
      const id =
        existing?.id ??
        (
          (await (
            await request.post('/api/wind_speed_overrides', {
              headers,
              data: { fips: viewport.fips, wind_speed: 110, source: 'E2E county letter' },
            })
          ).json()) as { id: number }
        ).id;
      const source = unique('E2E county letter, revised');
      await logIn(page);
      await page.goto(`/admin/wind-speed/${id}`);
      await expect(page.getByRole('heading', { name: 'Edit Wind Speed' })).toBeVisible();
      await input(page, 'Source').fill(source);
      await input(page, 'Wind Speed').fill('112');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Updated Wind Speed');
      const saved = await request.get(`/api/wind_speed_overrides/${id}`, { headers });
      expect(await saved.json()).toMatchObject({ source, wind_speed: 112 });
    });
  });
}
