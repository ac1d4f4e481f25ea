import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Saves a full-page screenshot to e2e/screenshots/{name}.png (gitignored), for looking at the design. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Fetches the report PDF as the results page links it ("Download PDF") and reads page 1 back with pdftotext in its
 * layout mode (a row's label and its value on one line), whitespace collapsed (a wrapped line reads as one; the two
 * columns of a side-by-side block read across), a planning estimate's diagonal mark left out. With `picture`, page 1 is also drawn to
 * e2e/screenshots/{picture}.png with pdftoppm, for looking at its layout.
 */
export async function reportPageOne(page: Page, picture?: string): Promise<string> {
  const file = await reportPdf(page);
  if (picture) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(SCREENSHOT_DIR, picture),
    ]);
  }
  return execFileSync('pdftotext', ['-nodiag', '-layout', '-f', '1', '-l', '1', file, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
}

/** Fetches the report PDF as the results page links it ("Download PDF") into a temporary file: its path. */
export async function reportPdf(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const response = await page.request.get(new URL(href!, page.url()).toString());
  expect(response.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-report-')), 'report.pdf');
  writeFileSync(file, await response.body());
  return file;
}

/**
 * Collects console errors and uncaught page errors. `expected` lists messages a journey causes on purpose (the
 * browser logs every 404 answer, a no-fit search included).
 */
export function watchConsole(page: Page): { expectClean(expected?: RegExp[]): void } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    expectClean(expected = []) {
      expect(errors.filter((error) => !expected.some((pattern) => pattern.test(error)))).toEqual([]);
    },
  };
}

/** The browser's own log line for an answer with this status. */
export function failedResource(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}

/** Where a journey fills the calculator: the page, or the frame a reseller's embed snippet put it in. */
export type CalculatorSurface = Pick<Page, 'getByRole'>;

/** Opens a searchable select (role combobox) by its label and picks the option. */
export async function choose(page: CalculatorSurface, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

export interface CalculatorInput {
  antenna: string;
  city?: { type: string; pick: string };
  /** Left as it is when absent (a journey typed it itself). */
  buildingHeight?: string;
  roofType: string;
  ridgeMount?: boolean;
  windExposure: 'B' | 'C' | 'D';
  windSpeed?: string;
  name?: string;
  email?: string;
  company?: string;
}

/** A search the demo catalogue answers with a mount (every antenna fits at 30 ft, exposure C, Chicago's 115 mph). */
export const FITTING_SEARCH: CalculatorInput = {
  antenna: 'Cambium Networks ePMP Force 300-25 [demo]',
  city: { type: 'Chicag', pick: 'Chicago, IL, United States' },
  buildingHeight: '30',
  roofType: 'EPDM membrane',
  windExposure: 'C',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Acme Towers',
};

/** A search the demo catalogue answers with No Results: no ridge mount carries the 1.8 m dish. */
export const NO_FIT_SEARCH: CalculatorInput = {
  ...FITTING_SEARCH,
  antenna: 'Prodelin 1.8 m Series 1183 Dish [demo]',
  ridgeMount: true,
};

/** The reseller the site's host belongs to (GET /api/resellers/init): the demo catalogue's Summit on the e2e server. */
export async function siteReseller(request: APIRequestContext): Promise<{ id: number; name: string }> {
  return (await (await request.get('/api/resellers/init')).json()) as { id: number; name: string };
}

/** The site of a search made through the API that the demo catalogue answers with a mount: 30 ft, exposure C, Chicago. */
export const CHICAGO_API_SEARCH = {
  building_height: 30,
  wind_exposure: 'C',
  ridge_mount: false,
  location: 'Chicago, IL, United States',
  location_latitude: 41.8781,
  location_longitude: -87.6298,
} as const;

/**
 * Saves a search through the API at CHICAGO_API_SEARCH's site, with the first antenna (of `reseller_id`'s, when
 * `fields` name one) and the first roof type unless `fields` give them; `fields` replace or add any others.
 */
export async function saveApiSearch(
  request: APIRequestContext,
  fields: { reseller_id?: number } & Record<string, unknown> = {},
): Promise<APIResponse> {
  const firstId = async (path: string) => ((await (await request.get(path)).json()) as { id: number }[])[0]!.id;
  const reseller = fields.reseller_id === undefined ? '' : `?reseller_id=${fields.reseller_id}`;
  return request.post('/api/mount_search_results', {
    data: {
      antenna: fields.antenna ?? (await firstId(`/api/antennas${reseller}`)),
      roof_type: fields.roof_type ?? (await firstId('/api/roof_types')),
      ...CHICAGO_API_SEARCH,
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      customer_company: 'Acme Towers',
      ...fields,
    },
  });
}

/** Fills the calculator form the way a visitor does: typing, picking from the menus, clicking Yes/No. */
export async function fillCalculator(page: CalculatorSurface, input: CalculatorInput): Promise<void> {
  await choose(page, 'Antenna', input.antenna);
  if (input.city) {
    await page.getByRole('combobox', { name: 'Location' }).fill(input.city.type);
    await page.getByRole('option', { name: input.city.pick }).click();
  }
  if (input.buildingHeight !== undefined) {
    await page.getByRole('textbox', { name: 'Building height' }).fill(input.buildingHeight);
  }
  await choose(page, 'Roof type', input.roofType);
  // The radio inputs of the button group are visually hidden behind their labels: click the label.
  await page
    .getByRole('radiogroup', { name: 'Peaked roof / ridge mount' })
    .getByText(input.ridgeMount ? 'Yes' : 'No', { exact: true })
    .click();
  await choose(page, 'Wind exposure', new RegExp(`^${input.windExposure} – `));
  if (input.windSpeed) await page.getByRole('textbox', { name: /Wind speed/ }).fill(input.windSpeed);
  await page.getByRole('textbox', { name: 'Full Name' }).fill(input.name ?? 'Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(input.email ?? 'ada@example.com');
  await page.getByRole('textbox', { name: 'Company' }).fill(input.company ?? 'Acme Towers');
}
