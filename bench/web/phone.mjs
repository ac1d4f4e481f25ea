/* global document, requestAnimationFrame, MutationObserver, addEventListener, Element */
// What the installer feels, on an emulated phone, each visit in a new browser context (a cold cache): Chromium's
// throttling through CDP (1.6 Mbps down, 750 kbps up, 150 ms round trip, 4× CPU slowdown) and a 412×823 screen.
// Times come from the page's own clock (a script installed before the page's own): an element "painted" is the
// first animation frame after it is in the document, plus the task after that frame (the paint itself).
//
// - form usable: from navigation start until the calculator's first input is painted, enabled, and the main thread
//   is free to take a key (Playwright then types into it to be sure, untimed); on a page the server drew, that is
//   before its scripts have run, and "form live" is when they took the drawn form over (every control working);
// - results after Calculate: from the click on Calculate (the event's own time) to the ballast figure painted, the
//   form filled by the journeys' steps first, as a visitor would;
// - share link cold: from navigation start of /results?t=… to the ballast figure painted.
import { CHICAGO } from '../http/searches.mjs';

export const PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

export const FIGURE = '[data-testid="ballast-weight"]';
const FORM_INPUT = '#form-page input:not([disabled])';

/** Runs in the page before its scripts: records when the form's input and the figure are first painted, and the click. */
function pageClock({ figure, formInput }) {
  const marks = {};
  globalThis.__benchMarks = marks;
  const watched = { form: formInput, figure };
  const afterPaint = (name) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks[name] ??= performance.now();
      }, 0),
    );
  const seen = new Set();
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(watched)) {
      if (!seen.has(name) && document.querySelector(selector)) {
        seen.add(name);
        afterPaint(name);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() === 'Calculate') marks.click ??= event.timeStamp;
    },
    true,
  );
}

/** A new context and page on the phone; `watch` logs each script and stylesheet request's start. */
export async function phonePage(browser) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(pageClock, { figure: FIGURE, formInput: FORM_INPUT });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page };
}

const TIMEOUT = 60_000;

async function mark(page, name) {
  await page.waitForFunction((n) => globalThis.__benchMarks?.[n] !== undefined, name, { timeout: TIMEOUT });
  return page.evaluate((n) => globalThis.__benchMarks[n], name);
}

async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The demo catalogue's fitting search of the journeys (e2e/helpers/public.ts, FITTING_SEARCH). */
async function fillFittingSearch(page) {
  await choose(page, 'Antenna', 'Cambium Networks ePMP Force 300-25 [demo]');
  await page.getByRole('combobox', { name: 'Location' }).fill('Chicag');
  await page.getByRole('option', { name: 'Chicago, IL, United States' }).click();
  await page.getByRole('textbox', { name: 'Building height' }).fill('30');
  await choose(page, 'Roof type', 'EPDM membrane');
  await page.getByRole('radiogroup', { name: 'Peaked roof / ridge mount' }).getByText('No', { exact: true }).click();
  await choose(page, 'Wind exposure', /^C – /);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Company' }).fill('Acme Towers');
}

/** One cold visit to the form: { formUsableMs, formLiveMs (null when the page was not drawn), resultsAfterCalculateMs }. */
export async function calculateVisit(browser, url) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${url}/`, { timeout: TIMEOUT });
    const formUsableMs = await mark(page, 'form');
    await page.getByRole('combobox', { name: 'Antenna' }).pressSequentially('e', { timeout: TIMEOUT });
    await page.getByRole('combobox', { name: 'Antenna' }).fill('');
    await fillFittingSearch(page);
    // A page drawn by the server: when its scripts took it over, every control working from then on.
    const formLiveMs = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
      'nprm:drawn-page-taken-over',
    );
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await calculate.click({ timeout: TIMEOUT });
    const figureAt = await mark(page, 'figure');
    const clickAt = await mark(page, 'click');
    return { formUsableMs, formLiveMs, resultsAfterCalculateMs: figureAt - clickAt };
  } finally {
    await context.close();
  }
}

/** One cold visit to a share link: milliseconds from navigation start to the figure painted. */
export async function shareLinkVisit(browser, url, token) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${url}/results?t=${token}`, { timeout: TIMEOUT });
    return await mark(page, 'figure');
  } finally {
    await context.close();
  }
}

/** A fitting search saved through the API (the journeys' Chicago site on the default reseller): its token. */
export async function savedFitToken(url) {
  const first = async (path) => (await (await fetch(`${url}${path}`)).json())[0].id;
  const response = await fetch(`${url}/api/mount_search_results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      antenna: await first('/api/antennas'),
      roof_type: await first('/api/roof_types'),
      building_height: 30,
      wind_exposure: 'C',
      ridge_mount: false,
      ...CHICAGO,
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      customer_company: 'Acme Towers',
    }),
  });
  if (response.status !== 201) throw new Error(`the search answered ${response.status}: ${await response.text()}`);
  return (await response.json()).token;
}
