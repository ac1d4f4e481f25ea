import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Lead } from '@nprm/contracts';
import { createUser, expectToast, signInHeaders } from '../helpers/admin.js';
import { saveApiSearch, screenshot, siteReseller, watchConsole } from '../helpers/public.js';
import { expectNoSeriousViolations } from '../helpers/a11y.js';

/**
 * A lead worked from the board to "won" (docs/product.md, "Lead pipeline"), at 1280 and 390 px: the reseller's
 * sales user moves a new lead across the board by dragging (1280 px) and from the keyboard (both widths: ← → on
 * the focused card, its "Move to…" menu), each move announced; reads the search on the lead page with its result
 * and report links; writes two notes and a next step; sees a move refused when someone else changed the lead; and
 * finds every change in the lead's timeline.
 */
const PASSWORD = 'e2e-board-password-456';

const column = (page: Page, status: string) => page.getByRole('region', { name: new RegExp(`^${status} \\(`) });
const card = (place: Page | Locator, customer: string) => place.getByLabel(new RegExp(`^${customer}, `));

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a lead worked from the board to won, with two notes, a next step and its timeline', async ({
      page,
      request,
    }) => {
      const salesEmail = `board-sales-${width}@example.com`;
      const customer = `Board Customer ${width}`;
      const site = await siteReseller(request);
      await createUser(request, {
        email: salesEmail,
        name: 'Bea Board',
        role: 'reseller_user',
        reseller_id: site.id,
        password: PASSWORD,
      });
      const saved = await saveApiSearch(request, {
        reseller_id: site.id,
        customer_name: customer,
        customer_email: `buyer-${width}@example.com`,
      });
      expect(saved.status()).toBe(201);
      const console = watchConsole(page);

      await page.goto('/admin/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(salesEmail);
      await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/admin\/reseller\/\d+$/);
      await page.goto('/admin/searches');
      await page.getByRole('link', { name: 'Leads board' }).click();
      await expect(page.getByRole('heading', { name: 'Leads board' })).toBeVisible();
      const announced = page.getByRole('status').filter({ hasText: customer });

      // New → Contacted: dragged at 1280 px; from the keyboard on a phone.
      await expect(card(column(page, 'New'), customer)).toBeVisible();
      if (width >= 1000) {
        // Held by its padding, not its link (a link drags as a URL), moved in steps as a hand moves it, and dropped
        // at the top of the column: with many leads on the board the column's middle is screens below.
        await card(column(page, 'New'), customer).dragTo(column(page, 'Contacted'), {
          sourcePosition: { x: 6, y: 6 },
          targetPosition: { x: 24, y: 24 },
          steps: 10,
        });
      } else {
        await card(column(page, 'New'), customer).focus();
        await page.keyboard.press('ArrowRight');
      }
      await expect(announced).toHaveText(`${customer} moved to Contacted.`);
      await expect(card(column(page, 'Contacted'), customer)).toBeVisible();
      // Contacted → Quoted with → on the card, which keeps the focus.
      await expect(card(column(page, 'Contacted'), customer)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(announced).toHaveText(`${customer} moved to Quoted.`);
      await expect(card(column(page, 'Quoted'), customer)).toBeFocused();
      await screenshot(page, `lead-board-${width}`);
      await expectNoSeriousViolations(page, 'the leads board');
      const box = await page.getByRole('group', { name: 'Leads by status' }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      // The lead page: its search and links, two notes, a next step.
      await card(column(page, 'Quoted'), customer).getByRole('link', { name: customer }).click();
      await expect(page.getByRole('heading', { name: new RegExp(`^Lead: ${customer}`) })).toBeVisible();
      const search = page.getByRole('table', { name: 'Search' });
      await expect(search.getByRole('row', { name: /^Site/ })).toContainText('Chicago');
      await expect(search.getByRole('row', { name: /^Antenna/ })).not.toContainText('–');
      await expect(search.getByRole('row', { name: /^Mount/ })).toContainText(/\(.+\)/);
      await expect(search.getByRole('row', { name: /^Ballast/ })).toContainText(/\d lbs/);
      await expect(search.getByRole('row', { name: /^Wind speed/ })).toContainText(/\d mph, /);
      await expect(search.getByRole('row', { name: /^Code basis/ })).toContainText(/ASCE 7-\d+.*, Risk Category II, /);
      const resultLink = page.getByRole('link', { name: 'Result page' });
      await expect(resultLink).toHaveAttribute('href', /\/results\?t=/);
      const report = await request.get((await page.getByRole('link', { name: 'Report PDF' }).getAttribute('href'))!);
      expect(report.headers()['content-type']).toContain('application/pdf');
      for (const text of ['Called: wants <b>four</b> sites', 'Sent the price list']) {
        await page.getByRole('textbox', { name: 'New note' }).fill(text);
        await page.getByRole('button', { name: 'Add note' }).click();
        await expectToast(page, 'Note added');
        await expect(page.getByRole('list', { name: 'Notes' })).toContainText(text);
      }
      await page.getByRole('textbox', { name: /^Next step/ }).fill('Send the contract');
      await page.getByLabel(/^Due/).fill('2026-12-04');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Lead saved');

      // Back on the board, someone else moves the lead first: this board's move is refused and said so.
      await page.getByRole('link', { name: 'Leads board' }).click();
      const stale = card(column(page, 'Quoted'), customer);
      await expect(stale).toContainText('Next: Send the contract, due December 4, 2026');
      const headers = await signInHeaders(request, salesEmail, PASSWORD);
      const id = Number(await stale.getAttribute('data-lead'));
      const lead = (await (await request.get(`/api/leads/${id}`, { headers })).json()) as Lead;
      const other = await request.put(`/api/leads/${id}`, {
        headers,
        data: { status: 'contacted', lock_version: lead.lock_version },
      });
      expect(other.status()).toBe(200);
      await stale.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('alert').filter({ hasText: 'Not moved' })).toContainText(
        `${customer} was not moved: someone else changed this lead since the board was loaded (it is now Contacted).`,
      );
      // The card is shown where it is now, and keeps the focus.
      await expect(card(column(page, 'Contacted'), customer)).toBeFocused();

      // To Won from its "Move to…" menu, with the keyboard alone.
      const menu = card(column(page, 'Contacted'), customer).getByRole('button', { name: `Move to… ${customer}` });
      await menu.focus();
      await page.keyboard.press('Enter');
      const won = page.getByRole('menuitem', { name: 'Won' });
      await expect(won).toBeVisible();
      // The menu opens on its first item; ↓ walks to Won.
      for (let step = 0; step < 4 && !(await won.evaluate((item) => item === document.activeElement)); step += 1)
        await page.keyboard.press('ArrowDown');
      await expect(won).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(announced).toHaveText(`${customer} moved to Won.`);
      await expect(card(column(page, 'Won'), customer)).toBeVisible();
      await screenshot(page, `lead-board-won-${width}`);

      // The lead page shows it won (not the copy read before the moves), and its timeline tells it all, in order.
      await card(column(page, 'Won'), customer).getByRole('link', { name: customer }).click();
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Won');
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await expect(timeline.getByRole('listitem')).toHaveText([
        /^Searched on the calculator by buyer-/,
        /^Status: New → Contacted by board-sales-/,
        /^Status: Contacted → Quoted by board-sales-/,
        /^Note by board-sales-.*Called: wants <b>four<\/b> sites/,
        /^Note by board-sales-.*Sent the price list/,
        /^Next step: Send the contract, due December 4, 2026 by board-sales-/,
        /^Status: Quoted → Contacted by board-sales-/,
        /^Status: Contacted → Won by board-sales-/,
      ]);
      await screenshot(page, `lead-timeline-${width}`);
      await expectNoSeriousViolations(page, 'the lead page');
      console.expectClean([/status of 409/]);
    });
  });
}
