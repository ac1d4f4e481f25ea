import { expect, test } from '@playwright/test';
import { saveApiSearch, screenshot, watchConsole } from '../helpers/public.js';

/**
 * The roof type's friction coefficient source beside μ on the results page's calculation sheet, and on μ's row of
 * its plain text, at 1280 and 390 px: the seeded EPDM cites its table; Metal (a judgement value) says "Source not
 * given" in the warning style.
 */
for (const { name, width, height } of [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
]) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport: { width, height } });

    test('says beside μ where the roof type’s μ comes from, or "Source not given" in the warning style', async ({
      page,
      request,
    }) => {
      const console = watchConsole(page);
      const roofTypes = (await (await request.get('/api/roof_types')).json()) as { id: number; name: string }[];
      const roof = (named: string) => roofTypes.find((type) => type.name === named)!.id;
      for (const [roofName, expected] of [
        ['EPDM membrane', /^source: IBC SOLAR AeroFix\/AeroFlat/],
        ['Metal', /^Source not given$/],
      ] as const) {
        const saved = await saveApiSearch(request, { roof_type: roof(roofName) });
        expect(saved.status()).toBe(201);
        const { token } = (await saved.json()) as { token: string };
        await page.goto(`/results?t=${token}`);
        await page.getByRole('button', { name: 'Show the calculation sheet' }).click();
        const source = page.getByTestId('friction-source').first();
        await expect(source).toBeVisible();
        await expect(source).toHaveText(expected);
        const text = await (await request.get(`/api/mount_search_results/token/${token}/calculations.txt`)).text();
        const muLine = text.split('\n').find((line) => line.startsWith('  μ '));
        expect(muLine).toContain(roofName === 'Metal' ? '; Source not given [' : '; source: IBC SOLAR');
        if (roofName === 'Metal') {
          // The warning style: bold, in the report's amber.
          await expect(source).toHaveCSS('color', 'rgb(180, 83, 9)');
          await expect(source).toHaveCSS('font-weight', '700');
          await source.scrollIntoViewIfNeeded();
          await screenshot(page, `friction-source-${name}`);
        }
      }
      console.expectClean();
    });
  });
}
