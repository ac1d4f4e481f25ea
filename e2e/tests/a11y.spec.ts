import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn } from '../helpers/admin.js';
import { E2E_ADMIN } from '../playwright.config.js';
import { saveApiSearch, siteReseller } from '../helpers/public.js';
import { expectNoSeriousViolations } from '../helpers/a11y.js';

/**
 * Accessibility pass: axe-core on every public screen and the admin login and forms, in their loaded
 * state; no serious or critical violation. A failure lists rule, impact, the offending selectors and axe's
 * summary of what to fix.
 */

/**
 * Expects the action ("New Mount", "Add Mount"), whether the screen shows it as a button or as a link; the name
 * exactly ("Add Mount" beside "Add Mounts").
 */
async function actionVisible(page: Page, name: string): Promise<void> {
  await expect(
    page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true })),
  ).toBeVisible();
}

/** Waits until nothing on the page is loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** A saved search that found a mount (the demo catalogue fits every antenna at 30 ft, exposure C, 115 mph). */
async function savedResultToken(request: APIRequestContext): Promise<string> {
  const response = await saveApiSearch(request, {
    wind_speed: 115,
    customer_name: 'Axe Visitor',
    customer_email: 'axe@example.com',
    customer_company: 'Axe Roofing',
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

test.describe('accessibility: public screens', () => {
  test('calculator form /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, '/');

    // With a select's list open and a field error shown.
    await page.getByRole('combobox', { name: 'Antenna' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousViolations(page, '/ with the antenna list open');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Location' }).fill('chica');
    await expect(page.getByRole('option', { name: /Chicago/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/ with the location suggestions open');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Building height' }).fill('900');
    await page.getByRole('textbox', { name: 'Building height' }).blur();
    await expect(page.getByText('Building height must be between 1 and 500 feet')).toBeVisible();
    await expectNoSeriousViolations(page, '/ with a field error');
  });

  test('results /results?t= with a saved result', async ({ page, request }) => {
    const token = await savedResultToken(request);
    await page.goto(`/results?t=${token}`);
    await expect(page.getByRole('heading', { name: 'Your Ballast Calculator Results' })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, '/results?t=');
    await page.getByRole('img', { name: /^About Wind Speed/ }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoSeriousViolations(page, '/results?t= with a tooltip open');
  });

  // Screens that are checked as they load: the path, and what shows once the screen is there.
  const loadedScreens: { name: string; path: string; label: string; ready: (page: Page) => Locator }[] = [
    {
      name: 'No Results /results',
      path: '/results',
      label: 'No Results',
      ready: (page) => page.getByRole('heading', { name: 'No Results Found' }),
    },
    { name: '/error', path: '/error', label: '/error', ready: (page) => page.getByText('500 Error').first() },
    {
      name: '/diagnostics',
      path: '/diagnostics',
      label: '/diagnostics',
      ready: (page) => page.getByRole('button', { name: 'Calculate' }),
    },
  ];
  for (const screen of loadedScreens) {
    test(screen.name, async ({ page }) => {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, screen.label);
    });
  }
});

test.describe('accessibility: admin', () => {
  test('login /admin/login', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByText('Admin Login').first()).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, '/admin/login');
    // With the login's error shown too.
    await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('not the password at all');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid login credentials. Please try again.').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/login with an error');
  });

  test('lists and forms', async ({ page, request }) => {
    // Twelve screens, each read by axe: three times the project's minute.
    test.slow();
    const reseller = await siteReseller(request);
    const antennas = (await (await request.get('/api/antennas')).json()) as { id: number }[];

    await logIn(page);

    const screens: [path: string, ready: (page: Page) => Promise<void>][] = [
      ['/admin/mounts', (p) => actionVisible(p, 'New Mount')],
      ['/admin/mount/new', (p) => expect(p.getByRole('button', { name: 'Create' })).toBeVisible()],
      ['/admin/antennas', (p) => actionVisible(p, 'New Antenna')],
      ['/admin/antenna/new', (p) => expect(p.getByRole('button', { name: 'Create' })).toBeVisible()],
      [`/admin/antenna/${antennas[0]!.id}`, (p) => expect(p.getByRole('button', { name: 'Save' })).toBeVisible()],
      ['/admin/resellers', (p) => actionVisible(p, 'New Reseller')],
      ['/admin/reseller/new', (p) => expect(p.getByRole('button', { name: 'Create' })).toBeVisible()],
      [`/admin/reseller/${reseller.id}`, (p) => expect(p.getByRole('button', { name: 'Save' })).toBeVisible()],
      [`/admin/reseller/${reseller.id}/mounts`, (p) => actionVisible(p, 'Add Mount')],
      [
        `/admin/reseller/${reseller.id}/mount/new`,
        (p) => expect(p.getByRole('button', { name: 'Create' })).toBeVisible(),
      ],
      ['/admin/searches', (p) => expect(p.getByRole('button', { name: /export|download/i }).first()).toBeVisible()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await ready(page);
      await settled(page);
      await expectNoSeriousViolations(page, path);
    }

    // A multi-select's list open.
    await page.goto(`/admin/reseller/${reseller.id}`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Antennas', exact: true })
      .or(page.getByRole('combobox', { name: 'Antennas', exact: true }))
      .first()
      .click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousViolations(page, `/admin/reseller/${reseller.id} with the antennas list open`);

    // A form with its validation errors shown.
    await page.goto('/admin/mount/new');
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
    await page.getByRole('textbox').first().fill(' ');
    await page.getByRole('textbox').first().press('Tab');
    await expectNoSeriousViolations(page, '/admin/mount/new with field errors');
  });

  test('wind speeds: list, form and import, and the calculator with a special-region notice', async ({ page }) => {
    await logIn(page);
    for (const [path, action] of [
      ['/admin/wind-speeds', 'New Wind Speed'],
      ['/admin/wind-speed/new', 'Create'],
      ['/admin/wind-speeds/import', 'Check'],
    ] as const) {
      await page.goto(path);
      await actionVisible(page, action);
      await settled(page);
      await expectNoSeriousViolations(page, path);
    }
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Location' }).fill('Boulde');
    await page.getByRole('option', { name: 'Boulder, CO, United States' }).click();
    await expect(page.getByTestId('wind-speed-notice')).toBeVisible();
    await expectNoSeriousViolations(page, '/ with the special wind region notice');
  });
});
