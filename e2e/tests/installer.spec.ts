import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, signInHeaders } from '../helpers/admin.js';
import {
  failedResource,
  fillCalculator,
  FITTING_SEARCH,
  saveApiSearch,
  screenshot,
  watchConsole,
} from '../helpers/public.js';

/**
 * The installer's journeys (docs/product.md, calculator form, results, No Results), at 1280 and 390 px: a search on
 * the hurricane coast is no dead end (its No Results asks an engineer, who answers from the queue); the installer's
 * details stay for the next site; the answer is the first thing under the heading; the printed page is at most two
 * sheets without buttons; axe finds nothing on /results.
 */
const ENGINEER_PASSWORD = 'e2e-engineer-password-789';

/** An engineer with a profile (no seal: it only returns the no-fit's review), made through the API. */
async function createEngineer(request: APIRequestContext, email: string): Promise<void> {
  const id = await createUser(request, { email, name: 'Nikola Tesla', role: 'engineer', password: ENGINEER_PASSWORD });
  const engineer = await signInHeaders(request, email, ENGINEER_PASSWORD);
  const profile = await request.put(`/api/users/${id}/engineer_profile`, {
    headers: engineer,
    data: { name: 'Nikola Tesla', licences: [{ state: 'FL', number: 'PE-90210' }] },
  });
  expect(profile.status()).toBe(200);
}

/** Orlando: a fit whose wind speed is an estimate (the "approximate" badge), with a project for the phone order. */
const ORLANDO = {
  location: 'Orlando, FL, United States',
  location_latitude: 28.53834,
  location_longitude: -81.37924,
  project_name: 'Lake Eola tower',
  site_address: '195 N Rosalind Ave, Orlando, FL 32801',
};

async function orlandoResult(request: APIRequestContext): Promise<string> {
  const response = await saveApiSearch(request, ORLANDO);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** Prints the page to a PDF of `format` with print media, as the browser's print does, and reads it back. */
async function printed(page: Page, format: 'Letter' | 'A4', name: string): Promise<{ pages: number; text: string }> {
  await page.emulateMedia({ media: 'print' });
  // Kept beside the screenshots (gitignored), to look at.
  const file = join(
    dirname(fileURLToPath(import.meta.url)),
    '..',
    'screenshots',
    `results-print-${name}-${format}.pdf`,
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await page.pdf({ format, margin: { top: '0', bottom: '0', left: '0', right: '0' } }));
  await page.emulateMedia({ media: 'screen' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a Miami search finds no mount; "Ask an engineer" puts it in the engineer\'s queue, who answers it', async ({
      page,
      request,
      browser,
    }) => {
      const engineerEmail = `coast-pe-${width}@example.com`;
      await createEngineer(request, engineerEmail);
      const console = watchConsole(page);

      await page.goto('/');
      await fillCalculator(page, {
        ...FITTING_SEARCH,
        city: { type: 'Miami', pick: 'Miami, FL, United States' },
        email: `coast-${width}@example.com`,
      });
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      const reason = await page.getByTestId('no-fit-reason').textContent();
      expect(reason).toMatch(/^Every compatible mount would load the roof above its allowable/);

      const ask = page.getByRole('region', { name: 'Ask an engineer' });
      await ask.getByRole('button', { name: 'Ask an engineer' }).click();
      await ask.getByLabel('Note for the engineer (optional)').fill('Coastal site, parapet 3 ft. Any way to mount it?');
      const posting = page.waitForResponse((response) => response.url().endsWith('/review_requests'));
      await ask.getByRole('button', { name: 'Send review request' }).click();
      const requested = (await (await posting).json()) as { reference: string };
      await expect(ask.getByTestId('review-status')).toContainText('Engineer review: Pending');

      const quote = page.getByRole('region', { name: 'Request a quote' });
      await quote.getByRole('button', { name: 'Request a quote' }).click();
      await quote.getByRole('textbox', { name: 'Number of sites' }).fill('4');
      await quote.getByRole('button', { name: 'Send quote request' }).click();
      await expect(quote.getByTestId('quote-request-message')).toContainText('Your quote request was sent');
      await screenshot(page, `no-results-next-steps-${width}`);
      const box = await page.locator('#no-results-page').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);

      // The engineer, in a browser of its own, finds it in the queue with why nothing fitted.
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const admin = await context.newPage();
      await admin.goto('/admin/login');
      await admin.getByRole('textbox', { name: 'Email' }).fill(engineerEmail);
      await admin.getByRole('textbox', { name: 'Password' }).fill(ENGINEER_PASSWORD);
      await admin.getByRole('button', { name: 'Login' }).click();
      await expect(admin).toHaveURL(/\/admin\/reviews$/);
      const row = admin.getByTestId('review-queue').getByRole('row').filter({ hasText: requested.reference });
      await expect(row).toContainText('No fit');
      await row.getByRole('link', { name: requested.reference }).click();
      await expect(admin.getByTestId('queued-review-no-fit')).toContainText(reason!);
      await expect(admin.getByText('Coastal site, parapet 3 ft. Any way to mount it?')).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      await screenshot(admin, `no-fit-review-admin-${width}`);
      await admin.getByLabel('Note (the reason, when you return it)').fill('Use the 8×8 sled with two anchors.');
      await admin.getByRole('button', { name: 'Return' }).click();
      await expect(admin.getByTestId('queued-review-status')).toHaveText('Returned');
      await context.close();

      // Back on No Results (reloaded), the visitor sees the answer's state.
      await page.reload();
      await expect(ask.getByTestId('review-status')).toContainText('Engineer review: Returned');
      console.expectClean([failedResource(404)]);
    });

    test("a second calculation keeps the installer's details; the answer comes first, and focus is on the heading", async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto('/');
      await fillCalculator(page, { ...FITTING_SEARCH, name: 'Ivy Installer', company: 'Ivy Rooftop Comms' });
      await page.getByRole('textbox', { name: 'Project name' }).fill('Wacker Drive roof');
      await page.getByRole('button', { name: 'Calculate' }).press('Enter');
      const heading = page.getByRole('heading', { name: 'Your Ballast Calculator Results', level: 1 });
      await expect(heading).toBeFocused();

      // Straight under the heading: the mount's name and the ballast, before the pictures and the project.
      const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
      const headingBottom = await heading.evaluate((element) => element.getBoundingClientRect().bottom);
      const [mountName, ballast, project] = [
        await top('mount-name'),
        await top('ballast-weight'),
        await top('project-facts'),
      ];
      const pictures = (await page.locator('.slide-carousel').first().boundingBox())!.y;
      expect(mountName).toBeGreaterThan(headingBottom);
      expect(Math.max(mountName, ballast)).toBeLessThan(project);
      // On a phone the pictures follow, and the answer is on the first screen; wider, they stand to its left.
      if (width === 390) {
        expect(Math.max(mountName, ballast)).toBeLessThan(pictures);
        expect(ballast).toBeLessThan(844);
      }
      await screenshot(page, `results-answer-first-${width}`);

      await page.getByRole('link', { name: 'New Ballast Calculation' }).click();
      await expect(page.getByRole('combobox', { name: 'Antenna' })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ivy Installer');
      await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Ivy Rooftop Comms');
      // A new visit on this device (the tab's session gone) still has them, until "Forget me".
      await page.evaluate(() => window.sessionStorage.clear());
      await page.goto('/');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
      await page.getByRole('button', { name: 'Forget me' }).click();
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
      console.expectClean();
    });

    test('the results page: axe finds nothing, tooltips open on focus, and it prints on at most 2 pages without buttons', async ({
      page,
      request,
    }) => {
      const console = watchConsole(page);
      await page.goto(`/results?t=${await orlandoResult(request)}`);
      await expect(page.getByTestId('mount-name')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const criteria = page.getByRole('region', { name: 'Calculator Criteria' });
      await expect(criteria.getByText('approximate')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);

      await criteria.getByRole('img', { name: /^About Wind Speed/ }).focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await screenshot(page, `results-tooltip-focus-${width}`);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tooltip')).toHaveCount(0);

      for (const format of ['Letter', 'A4'] as const) {
        const paper = await printed(page, format, String(width));
        expect(paper.pages, `${format} pages`).toBeLessThanOrEqual(2);
        expect(paper.text).toContain('Ballast Calculation Report');
        for (const button of [
          'Request engineer review',
          'Request a quote',
          'Download PDF',
          'Show the calculation sheet',
        ])
          expect(paper.text, `${format}: ${button}`).not.toContain(button);
      }
      await page.emulateMedia({ media: 'print' });
      await screenshot(page, `results-print-${width}`);
      console.expectClean();
    });
  });
}
