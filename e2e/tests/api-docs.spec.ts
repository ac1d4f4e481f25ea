import { expect, test } from '@playwright/test';
import { screenshot, watchConsole } from '../helpers/public.js';

for (const width of [1280, 390]) {
  test(`the API reference at /api/docs lists the operations from the server's own files at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const console = watchConsole(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: 'NPRM Ballast Calculator API', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ operations, OpenAPI 3\.1\.0$/)).toBeVisible();
    const search = page.locator('details.operation', {
      has: page.locator('summary', { hasText: /^POST \/api\/mount_search_results .+ public$/ }),
    });
    await expect(search).toHaveCount(1);
    await expect(
      page.locator('summary', { hasText: /^PUT \/api\/antennas\/\{id\} .+ token: administrator$/ }),
    ).toBeVisible();
    await expect(
      page.locator('summary', { hasText: /^GET \/api\/mounts .+ token: administrator, reseller user$/ }),
    ).toBeVisible();
    await expect(page.locator('summary', { hasText: /^GET \/api\/antennas .+ public, token optional$/ })).toBeVisible();

    // An operation opens to its request body and answers, with the error bodies' media types.
    await search.locator(':scope > summary').click();
    await expect(search.getByText('Public: no token.')).toBeVisible();
    await expect(search.getByRole('heading', { name: 'Request body' })).toBeVisible();
    await expect(search.locator('.answers > li', { hasText: /^201 Created/ })).toBeVisible();
    await expect(search.locator('.answers > li', { hasText: /^422 Validation failed/ })).toBeVisible();

    // The filter keeps the matching operations only.
    await page.getByRole('searchbox', { name: 'Filter' }).fill('report.pdf');
    await expect(page.locator('details.operation:visible')).toHaveCount(1);
    await expect(page.locator('details.operation:visible > summary')).toContainText('/report.pdf');
    await page.getByRole('searchbox', { name: 'Filter' }).fill('');

    // Nothing wider than the window at 390 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `api-docs-${width}`);

    // Every request stayed on this server: the page, its script and style sheet, and the document.
    expect(requested.length).toBeGreaterThanOrEqual(4);
    for (const url of requested) expect(new URL(url).hostname, url).toMatch(/^(localhost|127\.0\.0\.1)$/);
    expect(requested.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining(['/api/docs', '/api/docs/api-docs.js', '/api/docs/api-docs.css', '/api/openapi.json']),
    );
    // The site's Content-Security-Policy holds (a refused script or style would log an error).
    console.expectClean();
  });
}
