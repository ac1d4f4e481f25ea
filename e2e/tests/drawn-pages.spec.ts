import { expect, test, type Page } from '@playwright/test';
import { fillCalculator, FITTING_SEARCH, saveApiSearch, screenshot, watchConsole } from '../helpers/public.js';

/**
 * The public pages come drawn by the server: the form and a share link's figure show before any script has run, and
 * what the visitor types meanwhile is the form's once the scripts take the page over.
 */

/** Holds every script of the page until `release()`, as a phone's slow link does. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the form shows before its scripts run, and what was typed then is searched with', async ({ page }) => {
      const console = watchConsole(page);
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Summit Roof Mounts [demo] NPRM Ballast Calculator',
      );
      const height = page.getByRole('textbox', { name: 'Building height' });
      await expect(height).toBeEditable();
      await screenshot(page, `form-drawn-${width}`);
      // Typed while no script has run: only the browser holds it.
      await height.pressSequentially('45');
      await expect(height).toHaveValue('45');

      release();
      await page.waitForLoadState('load');
      await fillCalculator(page, { ...FITTING_SEARCH, buildingHeight: undefined });
      await expect(height).toHaveValue(/^45/);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Calculator Criteria' })
          .getByRole('row', { name: 'Building Height (feet) 45' }),
      ).toBeVisible();
      console.expectClean();
    });

    test('a share link shows its ballast before its scripts run, then works as the page it was', async ({
      page,
      request,
    }) => {
      const saved = (await (await saveApiSearch(request)).json()) as { token: string; ballast_weight: number };
      const console = watchConsole(page);
      const release = await holdScripts(page);
      await page.goto(`/results?t=${saved.token}`, { waitUntil: 'commit' });
      await expect(page.getByText(`${saved.ballast_weight.toLocaleString('en-US')} lbs`).first()).toBeVisible();
      await screenshot(page, `results-drawn-${width}`);

      release();
      await page.waitForLoadState('load');
      // The report is dated in the visitor's time zone, on the visitor's paper, once the page is the browser's.
      await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /time_zone=.*paper=/);
      await expect(page.getByRole('region', { name: 'Calculator Criteria' })).toBeVisible();
      console.expectClean();
    });
  });
}
