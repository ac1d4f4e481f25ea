import { expect, test } from '@playwright/test';
import { screenshot, watchConsole, failedResource } from '../helpers/public.js';
import { AUTH_STORAGE_KEY, input, logIn, unique } from '../helpers/admin.js';
import { E2E_ADMIN } from '../playwright.config.js';

/** A session that ends during an edit keeps the draft (docs/product.md L-14; docs/api.md, "Authentication"). */

for (const width of [1280, 375]) {
  test(`at ${width} px: the token revoked mid-edit, Save goes to login, and the draft comes back after it (L-14)`, async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const roofTypes = (await (await request.get('/api/roof_types')).json()) as { id: number; name: string }[];
    const roofType = roofTypes[0]!;
    await logIn(page);
    await page.goto(`/admin/roof-type/${roofType.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Roof Type' })).toBeVisible();
    await expect(input(page, 'Name')).toHaveValue(roofType.name);
    const draft = unique('Draft roof');
    await input(page, 'Name').fill(draft);

    // Signed out elsewhere: the stored token no longer works.
    const record = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}',
    ) as Record<string, string>;
    expect((await request.delete('/api/auth/sign_out', { headers: record })).status()).toBe(200);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/roof-type/${roofType.id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes were restored.' })).toBeVisible();
    await expect(input(page, 'Name')).toHaveValue(draft);
    await screenshot(page, `admin-draft-restored-${width}`);
    // Not saved: the demo roof type keeps its name for the other journeys.
    expect(((await (await request.get(`/api/roof_types/${roofType.id}`)).json()) as { name: string }).name).toBe(
      roofType.name,
    );
    console.expectClean([failedResource(401)]);
  });
}
