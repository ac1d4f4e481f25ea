import { expect, test } from '@playwright/test';

test('the server answers health and serves the app shell on any path', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  await page.goto('/some/unknown/path');
  await expect(page).toHaveURL(/\/$/);
});
