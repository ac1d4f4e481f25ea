import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast, logIn } from '../helpers/admin.js';
import { choose, screenshot } from '../helpers/public.js';

/**
 * One price list open in two browsers (docs/api.md, "Concurrent edits"). A prices one mount in USD and saves; B, who
 * opened the list earlier, prices another mount in EUR: B's save is refused with what A changed, then and now. B
 * reloads A's version, edits again, and is asked to confirm the currency change, which names A's price it re-labels.
 * Both prices hold. Run twice, each person once at 1280 and once at 390 px; the list is put back on request after.
 */

const SUMMIT = 'Summit Roof Mounts [demo]';
const WIDTHS = { 1280: { width: 1280, height: 900 }, 390: { width: 390, height: 844 } } as const;

async function openPrices(browser: Browser, width: 1280 | 390): Promise<Page> {
  const page = await (await browser.newContext({ viewport: WIDTHS[width] })).newPage();
  await logIn(page);
  await page.goto('/admin/resellers');
  await page.getByRole('link', { name: `Prices of ${SUMMIT}` }).click();
  await expect(page.getByRole('heading', { name: `Prices of ${SUMMIT}` })).toBeVisible();
  return page;
}

const price = (page: Page, part: string) => page.getByRole('textbox', { name: `Unit price of ${part}` });
const save = (page: Page) => page.getByRole('button', { name: 'Save prices' }).click();

for (const [aWidth, bWidth] of [
  [1280, 390],
  [390, 1280],
] as const) {
  test(`two people editing one price list (A at ${aWidth} px, B at ${bWidth} px): no edit is lost`, async ({
    browser,
  }) => {
    const a = await openPrices(browser, aWidth);
    const b = await openPrices(browser, bWidth);
    const parts = await a
      .getByRole('textbox', { name: /^Unit price of DEMO-/ })
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')!.replace('Unit price of ', '')));
    const [first, second] = parts as [string, string];

    // The first run finds the list never saved; the second finds it in USD, as the first one left it.
    const openedCurrency = await a.getByRole('combobox', { name: 'Currency' }).inputValue();
    await choose(a, 'Currency', /^USD$/);
    await price(a, first).fill('1250');
    await save(a);
    await expectToast(a, 'Saved the price list');

    // B opened the list before A saved: B's save is refused, with A's changes then and now.
    await choose(b, 'Currency', /^EUR$/);
    await price(b, second).fill('990');
    await save(b);
    const conflict = b.getByTestId('conflict');
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText(/This record was changed by .+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    const changed = conflict.getByRole('table', { name: 'What changed' }).getByRole('row');
    if (openedCurrency === '') await expect(changed.filter({ hasText: 'Currency' })).toHaveText('Currency(empty)USD');
    else await expect(changed.filter({ hasText: 'Currency' })).toHaveCount(0);
    await expect(changed.filter({ hasText: `Unit price of ${first}` })).toHaveText(
      `Unit price of ${first}On request$1,250.00`,
    );
    await screenshot(b, `price-list-conflict-${bWidth}`);
    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect(b.getByTestId('conflict')).toHaveCount(0);
    await expect(price(b, first)).toHaveValue('1250.00');

    // B's edit again, now on A's list: the change of currency names the price it re-labels and waits for a yes.
    await choose(b, 'Currency', /^EUR$/);
    await price(b, second).fill('990');
    await save(b);
    const dialog = b.getByRole('dialog', { name: 'Change the currency from USD to EUR?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Prices re-labelled' })).toHaveText(first);
    await screenshot(b, `price-list-currency-confirm-${bWidth}`);
    await dialog.getByRole('button', { name: 'Change to EUR and save' }).click();
    await expectToast(b, 'Saved the price list');

    // Both prices hold, in EUR, as A sees after a reload.
    await a.reload();
    await expect(price(a, first)).toHaveValue('1250.00');
    await expect(price(a, second)).toHaveValue('990.00');
    await expect(a.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');

    // Back on request for the other journeys: both prices cleared (nothing left to re-label), in USD.
    await choose(a, 'Currency', /^USD$/);
    await price(a, first).fill('');
    await price(a, second).fill('');
    await save(a);
    await expectToast(a, 'Saved the price list');
    await b.context().close();
    await a.context().close();
  });
}
