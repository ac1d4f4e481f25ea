import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenshot, watchConsole } from '../helpers/public.js';
import { adminHeaders, expectToast, logIn, sectionTabs } from '../helpers/admin.js';

/**
 * The engineering settings are saved only after a confirmation showing their effect
 * on example searches (before → after ballast); the Outbox is reachable from the navigation at both widths.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

interface Settings {
  load_combination: string;
  lock_version: number;
}

async function readSettings(request: APIRequestContext): Promise<Settings> {
  return (await (await request.get('/api/engineering_settings')).json()) as Settings;
}

/** Back to the method defaults' load combination, so the other journeys see the settings they expect. */
async function restoreLrfd(request: APIRequestContext): Promise<void> {
  const { lock_version } = await readSettings(request);
  const response = await request.put('/api/engineering_settings', {
    headers: await adminHeaders(request),
    data: { load_combination: 'lrfd', lock_version },
  });
  expect(response.status(), await response.text()).toBe(200);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.afterEach(async ({ request }) => restoreLrfd(request));

    test('a settings change shows before → after ballast; Back leaves it unsaved, Save settings saves', async ({
      page,
      request,
    }) => {
      const console = watchConsole(page);
      await logIn(page);
      await page.goto('/admin/engineering-settings');
      const combination = page.getByRole('combobox', { name: /^Load Combination/ });
      await expect(combination).toHaveValue('0.9D + 1.0W (ASCE 7-10 §2.3.2)');
      await combination.click();
      await page.getByRole('option', { name: '0.6D + 0.6W (ASCE 7-10 §2.4.1)' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: 'Save these engineering settings?' });
      await expect(dialog.getByRole('list', { name: 'Changes' })).toHaveText(
        'Load combination: 0.9D + 1.0W (ASCE 7-10 §2.3.2) → 0.6D + 0.6W (ASCE 7-10 §2.4.1)',
      );
      const examples = dialog.getByTestId('settings-preview-example');
      await expect(examples).toHaveCount(4);
      await expect(examples.first()).toContainText('Exposure B, 105 mph, 20 ft building');
      // Each example: the engine's ballast and governing case with the current settings, then with the proposed.
      for (const text of await examples.allInnerTexts()) {
        expect(text).toMatch(/Before: .+: [\d,]+ lbs, \d+ blocks of \d+ lb; governed by /);
        expect(text).toMatch(/After: .+: [\d,]+ lbs, \d+ blocks of \d+ lb; governed by /);
      }
      // 0.6D + 0.6W asks less ballast somewhere among the examples.
      const pounds = (text: string, label: string) =>
        Number(new RegExp(`${label}: .+?: ([\\d,]+) lbs`).exec(text)![1]!.replace(/,/g, ''));
      const texts = await examples.allInnerTexts();
      expect(texts.some((text) => pounds(text, 'After') < pounds(text, 'Before'))).toBe(true);
      if (viewport.width === 390) {
        await expect(dialog.getByRole('button', { name: 'Save settings' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await screenshot(page, `engineering-settings-confirm-${viewport.name}`);

      await dialog.getByRole('button', { name: 'Back' }).click();
      await expect(dialog).toBeHidden();
      await expect(combination).toHaveValue('0.6D + 0.6W (ASCE 7-10 §2.4.1)');
      expect((await readSettings(request)).load_combination).toBe('lrfd');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Saved Engineering Settings');
      await expect(dialog).toBeHidden();
      expect((await readSettings(request)).load_combination).toBe('asd');
      console.expectClean();
    });

    test('the Outbox opens from the navigation, its status filter in the URL', async ({ page }) => {
      await logIn(page);
      const nav = await sectionTabs(page);
      const outbox = nav.getByRole('link', { name: /^Outbox/ });
      await expect(outbox).toBeInViewport();
      await outbox.click();
      await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: /^Failed/ }).click();
      await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/);
      await expect(page.getByText(/No messages with this status\.|Failed/).first()).toBeVisible();
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(/^Failed/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
