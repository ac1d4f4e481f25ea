import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { CHICAGO_API_SEARCH, screenshot, watchConsole } from '../helpers/public.js';

/** The calculation report (docs/product.md, R-42 to R-57): print, and a share link across domains. */

/** 1 mm in CSS pixels; the printable box is the paper less the 14 mm margins of the print stylesheet. */
const MM = 96 / 25.4;
const PAPER = {
  Letter: { width: 215.9 * MM, height: 279.4 * MM },
  A4: { width: 210 * MM, height: 297 * MM },
} as const;
const MARGIN = 14 * MM;

/** Saves a search from inside the page (so it is made on the page's own domain and reseller) and returns its token. */
async function searchOnThisDomain(page: Page): Promise<string> {
  return page.evaluate(async (site) => {
    const reseller = (await (await fetch('/api/resellers/init')).json()) as { id: number; antenna_ids: number[] };
    const roofTypes = (await (await fetch('/api/roof_types')).json()) as { id: number }[];
    // A reseller without a list offers every antenna.
    const antennas = (await (await fetch('/api/antennas')).json()) as { id: number }[];
    const answer = await fetch('/api/mount_search_results', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        reseller_id: reseller.id,
        antenna: reseller.antenna_ids[0] ?? antennas[0]!.id,
        roof_type: roofTypes[0]!.id,
        ...site,
        customer_name: 'Grace Hopper',
        customer_email: 'grace@example.com',
        customer_company: 'Hopper Antennas',
      }),
    });
    if (answer.status !== 201) throw new Error(`search answered ${answer.status}`);
    return ((await answer.json()) as { token: string }).token;
  }, CHICAGO_API_SEARCH);
}

for (const [name, paper] of Object.entries(PAPER)) {
  test(`printed at ${name}, the summary fills page 1 and the block layout follows; the sheet stays in the PDF`, async ({
    page,
  }) => {
    await page.goto('/');
    const token = await searchOnThisDomain(page);
    // The printable width of the paper: print layout flows the page in that width.
    await page.setViewportSize({ width: Math.floor(paper.width - 2 * MARGIN), height: 900 });
    await page.goto(`/results?t=${token}`);
    const summary = page.getByRole('region', { name: 'Ballast Calculation Report' });
    await expect(summary.getByTestId('report-reference')).toHaveText(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await page.emulateMedia({ media: 'print' });
    const box = await summary.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + window.scrollY, height: rect.height };
    });
    // Nothing prints above it, and it fits the printable height.
    expect(box.top).toBeLessThan(24);
    expect(box.top + box.height).toBeLessThanOrEqual(paper.height - 2 * MARGIN);
    // The block layout follows, never split; the calculation sheet does not print (the PDF report carries it).
    expect(
      await page.locator('.results-block-layout').evaluate((element) => getComputedStyle(element).breakInside),
    ).toBe('avoid');
    await expect(page.getByRole('region', { name: 'Calculations' })).toBeHidden();
    for (const hidden of ['Print', 'Share', 'Copy link', 'Copy as text']) {
      await expect(
        page.getByRole('button', { name: hidden }).or(page.getByRole('link', { name: hidden })),
      ).toBeHidden();
    }
    await expect(page.getByRole('region', { name: 'Calculator Criteria' })).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.locator('.brand-bar')).toBeHidden();
    await expect(summary.getByText(/View this result online: http:\/\/localhost:\d+\/results\?t=/)).toBeVisible();
    await expect(summary.getByRole('img', { name: /^QR code of http:\/\/localhost/ })).toBeVisible();
    await screenshot(page, `report-print-${name.toLowerCase()}`);
    // Chromium lays the same page out as a PDF of this paper size.
    const pdf = await page.pdf({ format: name });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
}

for (const width of [1280, 375]) {
  test(`a result made on northwind.localhost opened on localhost ends on its own domain in its branding (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const console = watchConsole(page);
    await page.goto(`http://northwind.localhost:${E2E_PORT}/`);
    const token = await searchOnThisDomain(page);

    await page.goto(`http://localhost:${E2E_PORT}/results?t=${token}`);
    await expect(page).toHaveURL(`http://northwind.localhost:${E2E_PORT}/results?t=${token}`);
    const summary = page.getByRole('region', { name: 'Ballast Calculation Report' });
    await expect(summary.getByTestId('report-reseller')).toHaveText('Northwind Wireless [demo]');
    await expect(page.getByRole('img', { name: 'Northwind Wireless [demo] logo' }).first()).toBeVisible();
    await expect(summary.getByRole('link', { name: /^http:\/\/northwind\.localhost/ })).toHaveAttribute(
      'href',
      `http://northwind.localhost:${E2E_PORT}/results?t=${token}`,
    );
    const share = await page.getByRole('link', { name: 'Share' }).getAttribute('href');
    expect(decodeURIComponent(share ?? '')).toContain(`http://northwind.localhost:${E2E_PORT}/results?t=${token}`);
    const whatIf = page.getByRole('region', { name: 'What if' });
    await expect(whatIf.getByRole('rowheader', { name: /^Exposure B/ })).toBeVisible();
    await expect(whatIf.getByRole('rowheader', { name: /\(current\)$/ }).first()).toBeVisible();
    // Halved, the current height, doubled.
    await expect(whatIf.getByRole('rowheader', { name: /^Building height/ })).toHaveCount(3);
    await expect(whatIf).toContainText('These factors compound');
    await screenshot(page, `report-northwind-${width}`);
    console.expectClean();
  });
}
