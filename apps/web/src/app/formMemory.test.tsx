import { cleanup, configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chooseOption,
  goThroughHistory,
  LocationProbe,
  openAt,
  renderWithProviders,
  requestsTo,
} from '../test/renderPage';
import { chicago, savedResult } from '../test/publicFixtures';
import { fillValidForm, formRoutes } from '../test/calculatorForm';
import { PublicLayout } from './PublicLayout';

afterEach(() => vi.unstubAllGlobals());

// Whole journeys through several pages: on a busy machine they need more than the default second per step.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

const NO_FIT = {
  errors: ['No compatible mount found'],
  no_fit: {
    reason: 'roof_load',
    message:
      'Every compatible mount would load the roof above its allowable: the closest, the 6×6 ft sled, needs 91 psf where 35 psf is allowed.',
  },
};

/** The public pages as the app shows them, opened at `path`; the current URL is in the "location" test id. */
function renderApp(path = '/') {
  openAt(path);
  return renderWithProviders(
    <>
      <LocationProbe />
      <PublicLayout />
    </>,
  );
}

/** Opens the form, fills it validly and presses Calculate: the visitor, for the next step of the journey. */
async function calculateFromTheForm() {
  const user = userEvent.setup({ delay: null });
  renderApp();
  await screen.findByRole('button', { name: 'Calculate' });
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  return user;
}

async function expectFilledForm() {
  expect(await screen.findByRole('combobox', { name: 'Antenna' })).toHaveValue('Prodelin 1.2 m Dish');
  expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue(chicago.name);
  expect(screen.getByRole('textbox', { name: 'Building height' })).toHaveValue('40 feet');
  expect(screen.getByRole('combobox', { name: 'Roof type' })).toHaveValue('EPDM membrane');
  expect(screen.getByRole('combobox', { name: 'Wind exposure' })).toHaveValue('C – Open');
}

function sentBodies(fetchMock: ReturnType<typeof formRoutes>) {
  return requestsTo(fetchMock, 'POST /api/mount_search_results').map(
    ({ init }) => JSON.parse(init?.body as string) as Record<string, unknown>,
  );
}

describe('going back keeps the work (F-35, F-36, N-09)', { timeout: 60_000 }, () => {
  it('No Results says why nothing fits, below the required texts, and Back returns to the filled form', async () => {
    formRoutes({ 'POST /api/mount_search_results': { status: 404, json: NO_FIT } });
    await calculateFromTheForm();

    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/results$/);
    const required = screen.getByText('We could not determine a mount based on your criteria.');
    const reason = screen.getByTestId('no-fit-reason');
    expect(reason).toHaveTextContent(NO_FIT.no_fit.message);
    expect(required.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await goThroughHistory(-1);
    await expectFilledForm();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled());
  });

  it('No Results is no dead end: "Ask an engineer" and "Request a quote" go on the stored no-fit search', async () => {
    const fetchMock = formRoutes({
      'POST /api/mount_search_results': { status: 404, json: { ...NO_FIT, token: 'nofit-token' } },
      'GET /api/mount_search_results/token/nofit-token/review': { json: { review: null } },
      'POST /api/mount_search_results/token/nofit-token/review_requests': {
        status: 201,
        json: {
          reference: 'V-7KQ2-M9XD',
          status: 'pending',
          result_reference: 'R-NOFI-TTOK',
          requested_at: '2026-11-29T10:00:00.000Z',
          decided_at: null,
          engineer: null,
          approval_line: null,
          seal_url: null,
        },
      },
      'POST /api/mount_search_results/token/nofit-token/quote_requests': {
        status: 201,
        json: { id: 1, quantity: 2, note: null, created_at: '', confirmation_emailed: false, message: 'Sent.' },
      },
    });
    const user = await calculateFromTheForm();
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Ask an engineer' }));
    await user.type(screen.getByLabelText('Note for the engineer (optional)'), 'Parapet 4 ft');
    await user.click(screen.getByRole('button', { name: 'Send review request' }));
    expect(await screen.findByText(/Review reference V-7KQ2-M9XD/)).toBeInTheDocument();
    const [review] = requestsTo(fetchMock, 'POST /api/mount_search_results/token/nofit-token/review_requests');
    expect(JSON.parse(review!.init?.body as string)).toEqual({ note: 'Parapet 4 ft', email: null });

    const quote = screen.getByRole('region', { name: 'Request a quote' });
    expect(quote).toHaveTextContent(/a way to mount this antenna here/);
    await user.click(within(quote).getByRole('button', { name: 'Request a quote' }));
    await user.clear(within(quote).getByRole('textbox', { name: /Number of sites/ }));
    await user.type(within(quote).getByRole('textbox', { name: /Number of sites/ }), '2');
    await user.click(within(quote).getByRole('button', { name: 'Send quote request' }));
    expect(await within(quote).findByText('Sent.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/mount_search_results/token/nofit-token/quote_requests')).toHaveLength(1);
  });

  it('No Results opened without a search (or without a reason) shows no reason', async () => {
    formRoutes({ 'POST /api/mount_search_results': { status: 404, json: { errors: ['No compatible mount found'] } } });
    renderApp('/results');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('no-fit-reason')).toBeNull();
  });

  it('Back from Results returns to the filled form; "New Ballast Calculation" starts blank', async () => {
    formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = await calculateFromTheForm();
    expect(await screen.findByTestId('mount-name')).toHaveTextContent('8×8 ft Dish Sled');

    await goThroughHistory(-1);
    await expectFilledForm();

    await goThroughHistory(1);
    await user.click(await screen.findByRole('link', { name: 'New Ballast Calculation' }));
    expect(await screen.findByRole('combobox', { name: 'Antenna' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Building height' })).toHaveValue('');
    // The installer's details stay for the next site.
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('keeps name, e-mail and company on this device for the next visit until "Forget me" (one click)', async () => {
    formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = await calculateFromTheForm();
    expect(await screen.findByTestId('mount-name')).toBeInTheDocument();
    const kept = JSON.parse(window.localStorage.getItem('nprm.calculator.contact')!) as Record<string, string>;
    expect(kept.customer_name).toBe('Ada Lovelace');
    // The tab closed: its session is gone, the device keeps the details.
    window.sessionStorage.clear();
    cleanup();
    renderApp('/');
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue(kept.customer_company);
    expect(screen.getByRole('combobox', { name: 'Antenna' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Forget me' }));
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByText('Your details are no longer kept on this device.')).toBeInTheDocument();
    expect(window.localStorage.getItem('nprm.calculator.contact')).toBeNull();
  });

  it('"Edit these inputs" opens the form filled from the saved result: another exposure is two clicks away', async () => {
    const fetchMock = formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = await calculateFromTheForm();
    const edit = await screen.findByRole('link', { name: 'Edit these inputs' });
    expect(edit).toHaveAttribute('href', `/?edit=${savedResult.token}`);
    await user.click(edit);

    await expectFilledForm();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await chooseOption(user, 'Wind exposure', /^B – /);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(2));
    const [first, second] = sentBodies(fetchMock);
    // The block the result was counted in is kept (the first search used the default block, which it names).
    expect(second).toEqual({ ...first, wind_exposure: 'B', block_type: String(savedResult.block_type!.id) });
  });

  it('"Edit these inputs" from a shared link fills the site, the wind speed given and the company', async () => {
    formRoutes({
      [`GET /api/mount_search_results/token/${savedResult.token}`]: {
        json: { ...savedResult, wind_speed_source: 'given', wind_speed: 150, ridge_mount: true },
      },
    });
    renderApp(`/?edit=${savedResult.token}`);
    await expectFilledForm();
    expect(screen.getByRole('textbox', { name: 'Wind speed (optional)' })).toHaveValue('150 mph');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Peaked roof / ridge mount' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Towers');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  });
});
