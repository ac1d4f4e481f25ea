import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.js';
import { logIn, unique } from '../helpers/admin.js';
import { choose, saveApiSearch, screenshot, siteReseller, watchConsole } from '../helpers/public.js';

/**
 * The Activity page and the Searches text search (docs/product.md, activity and searches): the Activity page pages
 * a history of 500+ changes on the server, keeps its filter and page across a reload, and links an entry to its
 * record; the Searches page finds a lead by its e-mail. At 1280 and 390 px, each on records of its own.
 */

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** How many changes the journey makes: more than 500, so the pages reach past the old cap. */
const CHANGES = 520;

/** Auth headers of a sign-in of its own for the set-up calls, renewed as the server renews them. */
class ApiSession {
  private headers: Record<string, string> = {};
  constructor(private readonly request: APIRequestContext) {}

  async signIn(): Promise<void> {
    const response = await this.request.post('/api/auth/sign_in', { data: E2E_ADMIN });
    expect(response.status(), await response.text()).toBe(200);
    this.follow(response);
  }

  private follow(response: APIResponse): void {
    const headers = response.headers();
    if (headers['access-token'])
      this.headers = { 'access-token': headers['access-token'], client: headers.client!, uid: headers.uid! };
  }

  /** How many history entries match the query (GET /api/history's x-total-count). */
  async historyTotal(query: string): Promise<number> {
    const response = await this.request.get(`/api/history?${query}&limit=1`, { headers: this.headers });
    expect(response.status()).toBe(200);
    this.follow(response);
    return Number(response.headers()['x-total-count']);
  }

  async send(method: 'POST' | 'PUT', url: string, data: object): Promise<{ id: number; lock_version: number }> {
    const response = await this.request.fetch(url, { method, data, headers: this.headers });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    this.follow(response);
    return (await response.json()) as { id: number; lock_version: number };
  }
}

/** A roof type of the journey's own, changed CHANGES times (each save changes its friction, so each is recorded). */
async function roofTypeWithHistory(request: APIRequestContext, name: string): Promise<[number, ApiSession]> {
  const session = new ApiSession(request);
  await session.signIn();
  let record = await session.send('POST', '/api/roof_types', { name, friction_coefficient: 0.3 });
  for (let change = 1; change < CHANGES; change++) {
    record = await session.send('PUT', `/api/roof_types/${record.id}`, {
      friction_coefficient: change % 2 === 0 ? 0.3 : 0.31,
      lock_version: record.lock_version,
    });
  }
  return [record.id, session];
}

/** "501–520 of 1,040 changes" → [501, 520, 1040]. */
function range(text: string | null): [number, number, number] {
  const match = /^([\d,]+)–([\d,]+) of ([\d,]+) changes$/.exec(text ?? '');
  expect(match, text ?? '').not.toBeNull();
  return match!.slice(1, 4).map((part) => Number(part.replace(/,/g, ''))) as [number, number, number];
}

for (const viewport of VIEWPORTS) {
  test(`activity pages past 500 changes, keeps its filter across a reload, links an entry to its record (${viewport.name} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const name = unique('E2E Activity Roof');
    const [id, session] = await roofTypeWithHistory(request, name);
    const total = await session.historyTotal('entity=roof_types');
    expect(total).toBeGreaterThanOrEqual(CHANGES);
    const console = watchConsole(page);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page);
    await page.goto('/admin/activity');
    await choose(page, 'Entity', 'Roof type');
    await expect(page).toHaveURL(/\/admin\/activity\?entity=roof_types$/);
    const counter = page.getByText(/^[\d,]+–[\d,]+ of [\d,]+ changes$/);
    await expect(counter).toHaveText(`1–50 of ${total.toLocaleString('en-US')} changes`);

    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(/entity=roof_types&page=\d+$/);
    await expect(counter).not.toHaveText(/^1–50 of /);
    const [first, last] = range(await counter.textContent());
    expect(first).toBeGreaterThan(500);
    expect(last).toBe(total);
    const url = page.url();
    await screenshot(page, `admin-activity-last-page-${viewport.name}`);

    // The filter and the page are the URL: a reload shows the same page, Back the one before.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Entity' })).toHaveValue('Roof type');
    await expect(counter).toHaveText(
      `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} changes`,
    );
    expect(page.url()).toBe(url);
    await page.goBack();
    await expect(counter).toHaveText(/^1–50 of /);
    await page.goForward();
    await expect(page).toHaveURL(url);

    // The newest entry of the journey's roof type, by name, opens its form.
    await page.goto('/admin/activity?entity=roof_types');
    const table = page.getByRole('table', { name: 'History' });
    await expect(table.getByRole('link', { name: `Roof type: ${name}` }).first()).toBeVisible();
    await expect(table).toContainText('Friction Coefficient');
    await table
      .getByRole('link', { name: `Roof type: ${name}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/roof-type/${id}$`));
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    console.expectClean();
  });

  test(`leads are found by e-mail, and the search is kept in the URL (${viewport.name} px)`, async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const email = `${unique('lead').replace(/\s+/g, '-')}@example.com`;
    const summit = await siteReseller(request);
    const saved = await saveApiSearch(request, {
      reseller_id: summit.id,
      wind_speed: 115,
      customer_name: 'Searched Lead',
      customer_email: email,
      customer_company: 'Searchable Co',
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page);
    await page.goto('/admin/searches');
    await page.getByRole('searchbox', { name: 'Search' }).fill(email.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`/admin/searches\\?q=${encodeURIComponent(email.toUpperCase())}$`));
    const table = page.getByRole('table', { name: 'Recent searches' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first()).toContainText('Searched Lead');
    await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
    await screenshot(page, `admin-leads-search-${viewport.name}`);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(email.toUpperCase());
    await expect(rows).toHaveCount(1);
    console.expectClean();
  });
}
