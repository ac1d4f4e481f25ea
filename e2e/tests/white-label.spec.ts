import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { screenshot, watchConsole } from '../helpers/public.js';

/** The same server brands itself per domain: northwind.localhost resolves to 127.0.0.1 in Chromium. */

test("a second reseller's domain shows its own branding, antennas and footer", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(`http://northwind.localhost:${E2E_PORT}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northwind Wireless [demo] NPRM Ballast Calculator');
  await expect(page.getByRole('img', { name: 'Northwind Wireless [demo] logo' })).toHaveAttribute(
    'src',
    '/demo/northwind-logo.svg',
  );
  await expect(page.getByRole('link', { name: 'Northwind Wireless [demo] home' })).toHaveAttribute('href', '/');
  // Northwind has no hero image: the banner has no background image.
  await expect(page.locator('.brand-hero')).toHaveAttribute('data-has-image', 'false');
  expect(
    await page.locator('.brand-hero').evaluate((element) => getComputedStyle(element).backgroundImage),
  ).not.toContain('url(');
  await expect(
    page.getByText('If you do not see the antenna you are looking for please email support@example.com'),
  ).toBeVisible();

  // Only the four antennas Northwind offers.
  await page.getByRole('combobox', { name: 'Antenna' }).click();
  await expect(page.getByRole('option')).toHaveCount(4);
  await page.keyboard.press('Escape');

  // Footer: no white-label invitation (is_baird false), its website and e-mail.
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Northwind Wireless [demo]`);
  await expect(footer).not.toContainText('white-label');
  await expect(footer.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://example.com/northwind-wireless',
  );
  await expect(footer.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
  await screenshot(page, 'white-label-northwind');
  console.expectClean();
});

test('the default reseller shows its hero image and the white-label invitation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summit Roof Mounts [demo] NPRM Ballast Calculator');
  await expect(page.locator('.brand-hero')).toHaveAttribute('data-has-image', 'true');
  expect(await page.locator('.brand-hero').evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
    '/demo/hero-rooftop.svg',
  );
  await expect(page.locator('footer')).toContainText('white-label');
  // The default reseller names no antennas, so it offers every active one: the nine demo antennas plus any an earlier
  // journey on this server imported. The list is what the public antennas call answers for it.
  const init = (await (await page.request.get('/api/resellers/init')).json()) as { id: number };
  const offered = (await (await page.request.get(`/api/antennas?reseller_id=${init.id}`)).json()) as unknown[];
  expect(offered.length).toBeGreaterThanOrEqual(9);
  await page.getByRole('combobox', { name: 'Antenna' }).click();
  await expect(page.getByRole('option')).toHaveCount(offered.length);
});
