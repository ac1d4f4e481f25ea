import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Dashboard } from '@nprm/contracts';
import { createUser, expectToast, sectionTabs, signInHeaders, tab } from '../helpers/admin.js';
import { choose, fillCalculator, FITTING_SEARCH, screenshot, siteReseller, watchConsole } from '../helpers/public.js';
import { expectNoSeriousViolations } from '../helpers/a11y.js';

/**
 * The reseller's sales tools (docs/product.md, "Quote requests", "Lead pipeline", "Dashboard"), at 1280 and
 * 390 px: a visitor asks for a quote on the results page; the reseller's user finds the lead in the Searches list,
 * sees the quote request, moves the lead on and saves it; its dashboard draws the weekly chart and tables the same
 * numbers the API answers.
 */
const PASSWORD = 'e2e-reseller-password-789';

/** A reseller user of the site's reseller (Summit, on localhost), made by the administrator through the API. */
async function createResellerUser(request: APIRequestContext, email: string): Promise<void> {
  const site = await siteReseller(request);
  await createUser(request, {
    email,
    name: 'Sam Sales',
    role: 'reseller_user',
    reseller_id: site.id,
    password: PASSWORD,
  });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a quote requested from a result, worked in the pipeline by the reseller user, on its dashboard', async ({
      page,
      request,
      browser,
    }) => {
      const salesEmail = `sales-${width}@example.com`;
      const customer = `Quoting Customer ${width}`;
      await createResellerUser(request, salesEmail);
      const console = watchConsole(page);

      await page.goto('/');
      await fillCalculator(page, { ...FITTING_SEARCH, name: customer, email: `buyer-${width}@example.com` });
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
      const quote = page.getByRole('region', { name: 'Request a quote' });
      await quote.getByRole('button', { name: 'Request a quote' }).click();
      const sites = quote.getByRole('textbox', { name: /Number of sites/ });
      await sites.fill('0');
      await quote.getByRole('button', { name: 'Send quote request' }).click();
      await expect(quote.getByText(/^Quantity must be a whole number from 1 to 10,000$/)).toBeVisible();
      await sites.fill('12');
      await quote.getByLabel('Note for the reseller (optional)').fill('Twelve rooftops <b>downtown</b>');
      await quote.getByRole('button', { name: 'Send quote request' }).click();
      await expect(quote.getByTestId('quote-request-message')).toHaveText(
        'Your quote request was sent to the reseller.',
      );
      const box = await quote.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      await screenshot(page, `quote-request-${width}`);
      await expectNoSeriousViolations(page, 'the results page with the quote request sent');
      console.expectClean([/status of 422/]);

      // The reseller's user, in a browser of its own.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const admin = await context.newPage();
      await admin.goto('/admin/login');
      await admin.getByRole('textbox', { name: 'Email' }).fill(salesEmail);
      await admin.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
      await admin.getByRole('button', { name: 'Login' }).click();
      await expect(admin).toHaveURL(/\/admin\/reseller\/\d+$/);
      await sectionTabs(admin);
      await tab(admin, 'Searches').click();
      await admin.getByRole('searchbox', { name: 'Search' }).fill(customer);
      // The text goes into the URL once typing pauses; the status then joins it.
      await expect(admin).toHaveURL(/q=Quoting/);
      const status = admin.getByRole('group', { name: 'Status' });
      await expect(status.getByRole('button', { name: /^New \(\d+\)$/ })).toBeVisible();
      await admin.getByRole('link', { name: new RegExp(`^Lead of ${customer}, .*: New$`) }).click();
      await expect(admin.getByRole('heading', { name: `Lead: ${customer} (Acme Towers)` })).toBeVisible();
      const quotes = admin.getByRole('table', { name: 'Quote requests' });
      await expect(quotes.getByRole('row').nth(1)).toContainText('12');
      await expect(quotes.getByText('Twelve rooftops <b>downtown</b>')).toBeVisible();
      await choose(admin, 'Status', 'Quoted');
      await choose(admin, 'Assigned to', `Sam Sales, ${salesEmail}`);
      await admin.getByRole('textbox', { name: /^Next step/ }).fill('Call on Monday');
      await admin.getByRole('button', { name: 'Save' }).click();
      await expectToast(admin, 'Lead saved');
      await admin.getByRole('textbox', { name: 'New note' }).fill('Price sent on Monday');
      await admin.getByRole('button', { name: 'Add note' }).click();
      await expectToast(admin, 'Note added');
      await admin.reload();
      await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveValue('Quoted');
      await expect(admin.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(`Sam Sales, ${salesEmail}`);
      await expect(admin.getByRole('textbox', { name: /^Next step/ })).toHaveValue('Call on Monday');
      await expect(admin.getByRole('list', { name: 'Notes' })).toContainText('Price sent on Monday');
      await screenshot(admin, `lead-${width}`);
      await expectNoSeriousViolations(admin, 'the lead page');

      await sectionTabs(admin);
      await tab(admin, 'Searches').click();
      await admin.getByRole('searchbox', { name: 'Search' }).fill(customer);
      // The text goes into the URL once typing pauses; the status then joins it.
      await expect(admin).toHaveURL(/q=Quoting/);
      await status.getByRole('button', { name: /^Quoted \(\d+\)$/ }).click();
      await expect(admin).toHaveURL(/status=quoted/);
      await expect(admin.getByRole('link', { name: new RegExp(`^Lead of ${customer}, .*: Quoted$`) })).toBeVisible();

      await sectionTabs(admin);
      await tab(admin, 'Dashboard').click();
      await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(admin.getByTestId('weekly-chart').locator('canvas')).toBeVisible();
      const headers = await signInHeaders(request, salesEmail, PASSWORD);
      const board = (await (await request.get('/api/dashboard', { headers })).json()) as Dashboard;
      expect(board.totals.quote_requests).toBeGreaterThanOrEqual(1);
      await expect(admin.getByTestId('total-Searches')).toHaveText(board.totals.searches.toLocaleString('en-US'));
      await expect(admin.getByTestId('total-Quote requests')).toHaveText(String(board.totals.quote_requests));
      const thisWeek = board.weeks.at(-1)!;
      const row = admin.getByTestId('weekly-table').getByRole('row').last();
      await expect(row.getByRole('cell')).toHaveText(
        [thisWeek.searches, thisWeek.fits, thisWeek.quote_requests, thisWeek.won].map((n) => n.toLocaleString('en-US')),
      );
      await expect(admin.getByRole('table', { name: 'Top states' })).toContainText('IL');
      await screenshot(admin, `dashboard-${width}`);
      await expectNoSeriousViolations(admin, 'the dashboard');
      await context.close();
    });
  });
}
