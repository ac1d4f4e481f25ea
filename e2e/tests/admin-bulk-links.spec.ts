import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenshot, watchConsole } from '../helpers/public.js';
import { E2E_ADMIN } from '../playwright.config.js';
import { expectToast, logIn, row, sledMountData, unique } from '../helpers/admin.js';

/**
 * Many links at once (docs/product.md, reseller mounts and forms): an administrator links several mounts
 * to a reseller from the "Add Mounts" checklist, and finds one antenna among sixty by typing in the reseller's
 * Antennas select. Each journey runs at 1280 and 375 px, on records of its own (a reseller of its own; the antennas
 * it adds are deactivated again, so the visitor journeys still see the demo catalogue).
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;

/**
 * Auth headers of a sign-in of its own, for set-up calls through the API: the page's session is left alone, so the
 * many calls cannot renew its token under it.
 */
async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/sign_in', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const headers = response.headers();
  return { 'access-token': headers['access-token']!, client: headers.client!, uid: headers.uid! };
}

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<number> {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function createReseller(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const host = name.split(' ').pop()!.toLowerCase();
  return created(
    await request.post('/api/resellers', {
      headers,
      data: { name, domain: `${host}.bulk.example.com`, logo_url: '/demo/summit-logo.svg' },
    }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('links several mounts to a reseller at once from the Add Mounts checklist', async ({ page, request }) => {
      const console = watchConsole(page);
      await logIn(page);
      const headers = await apiHeaders(request);
      const name = unique('E2E Bulk Reseller');
      const resellerId = await createReseller(request, headers, name);
      const tag = unique('BLK').split(' ').pop()!.toUpperCase();
      const parts = ['A', 'B', 'C', 'D', 'E'].map((letter) => `${tag}-${letter}`);
      for (const [index, part] of parts.entries()) {
        await created(
          await request.post('/api/mounts', {
            headers,
            data: sledMountData(part, index === 4 ? 'Bulk ridge' : 'Bulk sled', {
              ridge_mount: index === 4,
              product_url: 'https://example.com/bulk',
            }),
          }),
        );
      }

      await page.goto(`/admin/reseller/${resellerId}/mounts`);
      await expect(page.getByText('No Mounts')).toBeVisible();
      await page.getByRole('button', { name: 'Add Mounts', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Add mounts to ${name}` });
      await dialog.getByRole('searchbox', { name: 'Search mounts' }).fill(tag.toLowerCase());
      await expect(dialog.getByRole('checkbox', { name: new RegExp(tag) })).toHaveCount(5);
      await expect(dialog.getByRole('group', { name: 'Ridge mounts (peaked roofs)' })).toContainText(parts[4]!);
      await dialog.getByText('Select all visible').click();
      await expect(dialog.getByTestId('selected-count')).toHaveText('5 selected');
      await dialog.getByText(`${parts[1]} Bulk sled`).click();
      await expect(dialog.getByTestId('selected-count')).toHaveText('4 selected');
      await screenshot(page, `admin-add-mounts-${viewport.name}`);
      await dialog.getByRole('button', { name: 'Add 4 mounts' }).click();
      await expectToast(page, `Added 4 mounts to ${name}`);
      await expect(dialog).toHaveCount(0);
      for (const part of [parts[0]!, parts[2]!, parts[3]!, parts[4]!]) {
        await expect(row(page, 'Reseller Mounts', part)).toBeVisible();
      }
      await expect(row(page, 'Reseller Mounts', parts[1]!)).toHaveCount(0);

      // Linked ones are not offered again; the one left is.
      await page.getByRole('button', { name: 'Add Mounts', exact: true }).click();
      await dialog.getByRole('searchbox', { name: 'Search mounts' }).fill(tag);
      await expect(dialog.getByRole('checkbox', { name: new RegExp(tag) })).toHaveCount(1);
      await expect(dialog.getByRole('checkbox', { name: `${parts[1]} Bulk sled` })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      console.expectClean();
    });

    test("finds one antenna among many by typing in the reseller's Antennas select", async ({ page, request }) => {
      // Sixty antennas are created and deactivated again through the API: slow on a busy machine.
      test.setTimeout(180_000);
      const console = watchConsole(page);
      await logIn(page);
      const headers = await apiHeaders(request);
      const name = unique('E2E Antenna Reseller');
      const resellerId = await createReseller(request, headers, name);
      // Letters only: a digit in the tag would let the typed "58" below match every antenna of that make.
      const tag = unique('Zz')
        .split(' ')
        .pop()!
        .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
      const makes = ['North', 'South', 'East', 'West'].map((make) => `${tag} ${make}`);
      const antennaIds: number[] = [];
      try {
        for (let index = 0; index < 60; index += 1) {
          antennaIds.push(
            await created(
              await request.post('/api/antennas', {
                headers,
                data: { make: makes[index % 4], model: `Dish ${index}`, mast_diameter: 1.66, square_footage: 1 },
              }),
            ),
          );
        }
        await page.goto(`/admin/reseller/${resellerId}`);
        const antennas = page.getByRole('combobox', { name: /^Antennas/ });
        await antennas.click();
        await expect(page.getByRole('listbox').getByText(makes[2]!, { exact: true })).toBeVisible();
        // Dish 58 is an East one (every fourth antenna from Dish 2).
        await antennas.fill(`${tag} east 58`);
        await expect(page.getByRole('option')).toHaveText([`${makes[2]!} Dish 58`]);
        await page.getByRole('option', { name: `${makes[2]!} Dish 58` }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Save' }).click();
        await expectToast(page, 'Updated Reseller');
        const saved = (await (await request.get(`/api/resellers/${resellerId}`, { headers })).json()) as {
          antenna_ids: number[];
        };
        expect(saved.antenna_ids).toEqual([antennaIds[58]]);
      } finally {
        // One after the other: parallel calls with one session can outrun its token's renewal window on a busy
        // machine (401), which left antennas behind for the white-label journey.
        for (const id of antennaIds) expect((await request.delete(`/api/antennas/${id}`, { headers })).ok()).toBe(true);
      }
      console.expectClean();
    });
  });
}
