import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { createUser, signInHeaders } from '../helpers/admin.js';
import {
  fillCalculator,
  FITTING_SEARCH,
  reportPageOne,
  watchConsole,
  type CalculatorInput,
} from '../helpers/public.js';

/**
 * Engineer review (docs/product.md, "Engineer review"), at 1280 and 390 px: a visitor asks for a review on
 * the results page of a result for permit (Columbus, a cited wind speed), page 1 of the report says it is requested,
 * an engineer approves it with a note in the admin's review queue, and the approval line and the note show on the
 * results page (with the seal) and on page 1 of the report (with the seal image).
 */
const FOR_PERMIT: CalculatorInput = {
  ...FITTING_SEARCH,
  city: { type: 'Columbus, O', pick: 'Columbus, OH, United States' },
  windSpeed: '115',
};
const HAZARD_TOOL = 'ASCE Hazard Tool, 2026-11-20';
const NOTE = 'Checked against the roof plan; ATC: 115 mph.';
const ENGINEER = { name: 'Grace Hopper', password: 'e2e-engineer-password-456' };
const LINE = /Reviewed and approved by Grace Hopper, P\.E\. \(IL No\. 062-071234\), \w+ \d+, \d{4}/;

function sealPng(): Buffer {
  const png = new PNG({ width: 48, height: 48 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([180, 20, 20, 255], i);
  return PNG.sync.write(png);
}

/** An engineer with a profile and a seal, made by the administrator through the API (the Users screen's calls). */
async function createEngineer(request: APIRequestContext, email: string): Promise<void> {
  const id = await createUser(request, { email, name: ENGINEER.name, role: 'engineer', password: ENGINEER.password });
  const engineer = await signInHeaders(request, email, ENGINEER.password);
  const profile = await request.put(`/api/users/${id}/engineer_profile`, {
    headers: engineer,
    data: { name: ENGINEER.name, licences: [{ state: 'IL', number: '062-071234' }] },
  });
  expect(profile.status()).toBe(200);
  const seal = await request.put(`/api/users/${id}/engineer_profile/seal`, {
    headers: { ...engineer, 'content-type': 'image/png' },
    data: sealPng(),
  });
  expect(seal.status()).toBe(200);
}

async function engineerLogIn(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ENGINEER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a review requested on the results page, approved in the queue, shown on the page and the report', async ({
      page,
      request,
      browser,
    }) => {
      const engineerEmail = `pe-${width}@example.com`;
      await createEngineer(request, engineerEmail);
      const console = watchConsole(page);

      await page.goto('/');
      await fillCalculator(page, { ...FOR_PERMIT, email: `permit-${width}@example.com` });
      await page.getByRole('textbox', { name: 'Source of the wind speed' }).fill(HAZARD_TOOL);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
      const review = page.getByRole('region', { name: 'Engineer review' });
      await review.getByRole('button', { name: 'Request engineer review' }).click();
      await review.getByLabel('Note for the engineer (optional)').fill('Parapet is 3 ft; please check.');
      const posting = page.waitForResponse((response) => response.url().endsWith('/review_requests'));
      await review.getByRole('button', { name: 'Send review request' }).click();
      const requested = (await (await posting).json()) as { reference: string };
      await expect(review.getByTestId('review-request-message')).toContainText('Your request is with our engineers');
      await expect(review.getByTestId('review-status')).toContainText('Engineer review: Pending');
      const resultUrl = page.url();
      const token = /\/token\/([^/]+)\/review_requests$/.exec((await posting).url())![1]!;
      // On paper: requested, with its date, and not yet decided; the result is prepared for the company.
      const requestedPage = await reportPageOne(page);
      expect(requestedPage).toMatch(
        new RegExp(`Status Requested \\w+ \\d+, \\d{4} \\(review ${requested.reference}\\), not yet decided`),
      );
      expect(requestedPage).toContain('Prepared for Acme Towers');
      expect(requestedPage).not.toContain('Planning estimate');

      // The engineer, in a browser of its own.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const admin = await context.newPage();
      await engineerLogIn(admin, engineerEmail);
      await admin.getByRole('link', { name: requested.reference }).click();
      await expect(admin.getByText('Parapet is 3 ft; please check.')).toBeVisible();
      await expect(admin.getByRole('link', { name: 'Report (PDF)' })).toBeVisible();
      await admin.getByLabel('Note (the reason, when you return it)').fill(NOTE);
      await admin.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.getByTestId('queued-review-status')).toHaveText('Approved');
      await expect(admin.getByText(LINE)).toBeVisible();
      await context.close();

      await page.goto(resultUrl);
      await expect(review.getByTestId('approval-line')).toHaveText(LINE);
      await expect(review.getByText(`Review reference ${requested.reference}`)).toBeVisible();
      const seal = review.getByTestId('review-seal');
      await expect(seal).toBeVisible();
      expect(await seal.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
      await expect(review.getByText(`Engineer’s note: ${NOTE}`)).toBeVisible();
      await expect(review.getByTestId('approval-not-covering')).toHaveCount(0);
      const box = await review.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      const approvedPage = await reportPageOne(page, `engineer-review-approved-pdf-${width}`);
      expect(approvedPage).toMatch(new RegExp(`Status Approved \\w+ \\d+, \\d{4} \\(review ${requested.reference}\\)`));
      expect(approvedPage).toContain('Licence IL No. 062-071234');
      expect(approvedPage).toContain(`Note ${NOTE}`);

      const pdf = await request.get(`/api/mount_search_results/token/${token}/report.pdf`);
      const file = join(mkdtempSync(join(tmpdir(), 'review-e2e-')), 'report.pdf');
      writeFileSync(file, await pdf.body());
      const pageOne = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
      expect(pageOne.replace(/\s+/g, ' ')).toMatch(LINE);
      expect(pageOne).toContain(requested.reference);
      // The seal is stamped beside the approval: the one image on page 1.
      const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', file], { encoding: 'utf8' });
      expect(
        images
          .trim()
          .split('\n')
          .slice(2)
          .filter((row) => /\bimage\s+48\s+48\b/.test(row)),
      ).toHaveLength(1);
      const verified: unknown = await (await request.get(`/api/reviews/${requested.reference}`)).json();
      expect(verified).toMatchObject({ status: 'approved', engineer: { name: ENGINEER.name } });
      expect(JSON.stringify(verified)).not.toContain('permit-');
      console.expectClean();
    });
  });
}
