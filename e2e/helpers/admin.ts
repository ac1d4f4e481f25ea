import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { parse } from 'csv-parse/sync';

/** The key the admin app keeps its auth record under (apps/web/src/lib/auth.ts). */
export const AUTH_STORAGE_KEY = 'nprm.admin.auth';

/** Signs in through /admin/login and waits for the mount list. */
export async function logIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/mounts$/);
}

/** A success or failure toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
}

/** Expects the toast, then lets it go (docs/product.md K-07: toasts close themselves after 3000 ms). */
export async function expectToast(page: Page, text: string): Promise<void> {
  // The newest: an earlier toast with the same text may still be closing.
  await expect(toast(page, text).last()).toBeVisible();
}

/** The header's section links. */
/**
 * The section tabs, as a visitor reaches them: in the header from 768 px, behind "Menu" on a phone (opened when it is
 * closed).
 */
export async function sectionTabs(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  if ((page.viewportSize()?.width ?? 1280) < 768 && !(await nav.isVisible())) {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  return nav;
}

export function tab(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });
}

/** Opens a section's New form: its tab, then "New <entity>". */
export async function openNewForm(page: Page, section: string, entity: string): Promise<void> {
  await tab(page, section).click();
  await page.getByRole('link', { name: `New ${entity}` }).click();
}

/** A form input by its label (labels are the field names in start case, "Half Base Width"). */
export function input(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

/** Fills inputs by label. */
export async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await input(page, label).fill(value);
}

/** A new mount's required fields, as the form labels them (docs/product.md, forms), for `fill`. */
export function mountFields(part: string, productUrl: string): Record<string, string> {
  return {
    'Part Number': part,
    Name: `${part} sled`,
    Weight: '50',
    'Half Base Width': '2',
    'Height To Antenna Centerline': '3',
    'Mast Diameter': '1.66',
    'Mast Length': '5',
    'Max Roof Load': '35',
    'Square Footage': '1.5',
    'Product Url': productUrl,
  };
}

/** The list table's body row that contains this text. */
export function row(page: Page, table: string, text: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/** A name no other journey (or earlier run against the same data) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Reads the exported CSV into rows of cells, so the journey checks the file's actual rows rather than its text. The
 * file must start with the UTF-8 byte-order mark every export carries (docs/api.md, "CSV files").
 */
export function parseCsv(text: string): string[][] {
  return parse(withoutBom(text));
}

/**
 * A downloaded CSV's text without the UTF-8 byte-order mark every export starts with (docs/api.md, "CSV files"),
 * which this checks is there.
 */
export function withoutBom(text: string): string {
  expect(text.startsWith('\uFEFF'), 'the export starts with a UTF-8 byte-order mark').toBe(true);
  return text.slice(1);
}

/** The body of POST /api/mounts for a plain 40 lb sled the journeys create for themselves. */
export function sledMountData(partNumber: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    part_number: partNumber,
    name,
    weight: 40,
    half_base_width: 2,
    height_to_antenna_centerline: 3,
    mast_diameter: 1.66,
    mast_length: 5,
    max_roof_load: 35,
    square_footage: 1,
    product_url: 'https://example.com/e2e',
    ...extra,
  };
}

/** The body of POST /api/antennas for a light radio the journeys create for themselves, on `mountIds`. */
export function radioAntennaData(model: string, mountIds: number[]) {
  return {
    make: 'E2E',
    model,
    weight: 6.5,
    mast_diameter: 1.66,
    mast_length: 5,
    square_footage: 1.4,
    mount_ids: mountIds,
  };
}

/** Signs a user in through the API and answers the auth headers its calls carry (the admin app keeps the same). */
export async function signInHeaders(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const signIn = await request.post('/api/auth/sign_in', { data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const auth = signIn.headers();
  return Object.fromEntries(
    ['access-token', 'token-type', 'client', 'expiry', 'uid'].map((name) => [name, auth[name]!]),
  );
}

/** Signs the e2e administrator in through the API and answers the auth headers of its calls. */
export function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return signInHeaders(request, E2E_ADMIN.email, E2E_ADMIN.password);
}

/** Creates a user through the API as the e2e administrator (the Users screen's call); answers its id. */
export async function createUser(
  request: APIRequestContext,
  user: { email: string; name: string; role: string; password: string; reseller_id?: number | null },
): Promise<number> {
  const response = await request.post('/api/users', { headers: await adminHeaders(request), data: user });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Creates a sled mount through the API as the e2e administrator; answers its id. */
export async function createSledMount(
  request: APIRequestContext,
  partNumber: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const response = await request.post('/api/mounts', {
    headers: await adminHeaders(request),
    data: sledMountData(partNumber, name, extra),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
