import { expect, test, type Page } from '@playwright/test';
import {
  type CalculatorInput,
  fillCalculator,
  FITTING_SEARCH,
  reportPageOne,
  screenshot,
  watchConsole,
} from '../helpers/public.js';

/**
 * The ASCE 7 edition in force at the site (docs/engineering.md, "Code editions"; planning_reasons at /api/docs), at
 * 1280 and 390 px. Florida's Building Code 8th edition references ASCE 7-22, which is not computed: an Orlando search
 * computes to ASCE 7-16 and says so. A typed wind speed with its source is cited; without one the result rests on the
 * bundled ASCE 7-10 map and is a planning estimate. In Los Angeles (the 2025 California Building Code, also ASCE
 * 7-22) S_DS 1.5 and S_D1 0.6 put the site in seismic design category D or above, where Chapter 13 applies to a
 * friction-held mount. Each is read on the results page and on page 1 of the report (pdftotext).
 */
const HAZARD_TOOL = 'ASCE Hazard Tool, 2026-11-20';
const SOILS_REPORT = 'Geotechnical report GR-118, 2026-10-02';
const EDITION_WORDS = 'chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet)';
const PLANNING = 'Planning estimate: not for permit';
// Orlando's mapped value is 135 mph (/api/wind_speed, an estimate); Los Angeles's 115 mph.
const ORLANDO: CalculatorInput = {
  ...FITTING_SEARCH,
  city: { type: 'Orlando', pick: 'Orlando, FL, United States' },
};
const LOS_ANGELES: CalculatorInput = {
  ...FITTING_SEARCH,
  city: { type: 'Los Angeles', pick: 'Los Angeles, CA, United States' },
  windSpeed: '115',
};

/** Submits the form and waits for the results page's mount. */
async function calculate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('mount-name')).toBeVisible({ timeout: 30_000 });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 780 } });

    test('Orlando with a typed wind speed and its source: cited, computed to ASCE 7-16 where ASCE 7-22 is in force', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, { ...ORLANDO, windSpeed: '140' });
      await page.getByRole('textbox', { name: 'Source of the wind speed' }).fill(HAZARD_TOOL);
      await calculate(page);

      await expect(page.getByTestId('report-wind-speed')).toContainText('140 mph');
      await expect(page.getByTestId('report-wind-citation')).toHaveText(`Cited: ${HAZARD_TOOL}`);
      await expect(page.getByTestId('report-code-basis')).toContainText(EDITION_WORDS);
      // The cited speed settles the wind: the one reason left is the edition.
      const planning = page.getByTestId('report-planning');
      await expect(planning).toContainText(PLANNING);
      await expect(planning).toContainText('ASCE 7-22 is in force here and cannot be computed yet');
      await expect(planning).not.toContainText('bundled ASCE 7-10 map');
      await screenshot(page, `code-in-force-orlando-cited-${width}`);

      const page1 = await reportPageOne(page, `code-in-force-orlando-cited-pdf-${width}`);
      expect(page1).toContain('140 mph');
      expect(page1).toContain(`Cited ${HAZARD_TOOL}`);
      expect(page1).toContain(EDITION_WORDS);
      expect(page1).toContain('Florida Building Code, 8th Edition (2023)');
      console.expectClean();
    });

    test('Orlando without a wind speed: a planning estimate, the speed being the bundled ASCE 7-10 map’s', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, ORLANDO);
      await expect(page.getByRole('textbox', { name: 'Source of the wind speed' })).toHaveCount(0);
      await calculate(page);

      const mapReason = "The wind speed is the bundled ASCE 7-10 map's, not the ASCE 7-16 map's";
      const planning = page.getByTestId('report-planning');
      await expect(planning).toContainText(PLANNING);
      await expect(planning).toContainText(mapReason);
      await expect(page.getByTestId('report-wind-citation')).toHaveCount(0);
      await expect(page.getByTestId('report-code-basis')).toContainText(EDITION_WORDS);
      await screenshot(page, `code-in-force-orlando-map-${width}`);

      const page1 = await reportPageOne(page, `code-in-force-orlando-map-pdf-${width}`);
      expect(page1).toContain(PLANNING);
      expect(page1).toContain(mapReason);
      expect(page1).not.toContain('Cited');
      console.expectClean();
    });

    test('Los Angeles with S_DS 1.5 and S_D1 0.6: Chapter 13 applies, a friction-held mount does not meet §13.4', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, LOS_ANGELES);
      await page.getByRole('textbox', { name: 'Source of the wind speed' }).fill(HAZARD_TOOL);
      await page.getByRole('textbox', { name: 'S_DS (optional)' }).fill('1.5');
      await page.getByRole('textbox', { name: 'S_D1 (optional)' }).fill('0.6');
      await page.getByRole('textbox', { name: 'Source of the seismic values' }).fill(SOILS_REPORT);
      await screenshot(page, `code-in-force-los-angeles-form-${width}`);
      await calculate(page);

      const seismic = page.getByTestId('report-seismic');
      await expect(seismic).toContainText('Seismic design category D or above (S_DS 1.5 g, S_D1 0.6 g)');
      await expect(seismic).toContainText('ASCE 7-16 Chapter 13 applies');
      await expect(seismic).toContainText('does not meet §13.4');
      await expect(seismic).toContainText(/F_E = [\d,]+ lb/);
      await expect(seismic).toContainText(`Values from: ${SOILS_REPORT}`);
      const planning = page.getByTestId('report-planning');
      await expect(planning).toContainText(PLANNING);
      await expect(planning).toContainText('ASCE 7 Chapter 13 applies: a friction-held mount does not meet §13.4.');
      await expect(page.getByTestId('report-code-basis')).toContainText(EDITION_WORDS);
      const force = (await seismic.textContent())!.match(/F_E = [\d,]+ lb/)![0];
      await screenshot(page, `code-in-force-los-angeles-seismic-${width}`);

      // Page 1 opens with the two notices, the planning one first; the rows after the wind speed's may go on to page 2.
      const page1 = await reportPageOne(page, `code-in-force-los-angeles-seismic-pdf-${width}`);
      expect(page1).toContain(`${PLANNING} ASCE 7-22 is in force here`);
      expect(page1).toContain(
        'Seismic Seismic design category D or above (S_DS 1.5 g, S_D1 0.6 g): ASCE 7-16 Chapter 13 applies.',
      );
      expect(page1).toContain('does not meet §13.4');
      // The same force as the results page.
      expect(page1).toContain(force);
      expect(page1.indexOf('Chapter 13 applies')).toBeLessThan(page1.indexOf('PROJECT'));
      expect(page1).toContain(`Cited ${HAZARD_TOOL}`);
      console.expectClean();
    });
  });
}
