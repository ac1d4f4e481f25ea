import { expect, test } from '@playwright/test';
import { adminHeaders, expectToast, logIn, unique } from '../helpers/admin.js';
import { screenshot } from '../helpers/public.js';

/**
 * Embed origins (decisions/0055): an administrator lists the sites that may embed a reseller's calculator
 * in the reseller's form, one origin a line; an origin that is not one is named under the field and nothing is saved.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`a reseller's embed origins are saved from its form, and a bad one is refused (${viewport.name} px)`, async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const name = unique('E2E Embed Shop');
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`;
    const created = await request.post('/api/resellers', { headers, data: { name, domain, logo_url: '/l.svg' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = async () =>
      ((await (await request.get(`/api/resellers/${id}`, { headers })).json()) as { embed_origins: string[] })
        .embed_origins;

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page);
    await page.goto(`/admin/reseller/${id}`);
    const field = page.getByRole('textbox', { name: /^Embed Origins/ });
    await expect(field).toHaveValue('');
    await field.fill('HTTPS://Partner.Example.org/\nhttp://localhost:5173\n');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Updated Reseller');
    expect(await read()).toEqual(['https://partner.example.org', 'http://localhost:5173']);

    await page.goto(`/admin/reseller/${id}`);
    await expect(field).toHaveValue('https://partner.example.org\nhttp://localhost:5173');
    await field.fill('https://partner.example.org\nhttp://shop.example.net/page');
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.getByText(/contains invalid origins: http:\/\/shop\.example\.net\/page/);
    await expect(error).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.scrollIntoViewIfNeeded();
    const box = await field.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `admin-embed-origins-${viewport.name}`);
    expect(await read()).toEqual(['https://partner.example.org', 'http://localhost:5173']);
  });
}
