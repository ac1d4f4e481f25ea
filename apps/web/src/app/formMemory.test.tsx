import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
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
    const user = userEvent.setup({ delay: null });
    renderApp();
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

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

  it('No Results opened without a search (or without a reason) shows no reason', async () => {
    formRoutes({ 'POST /api/mount_search_results': { status: 404, json: { errors: ['No compatible mount found'] } } });
    renderApp('/results');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('no-fit-reason')).toBeNull();
  });

  it('Back from Results returns to the filled form; "New Ballast Calculation" starts blank', async () => {
    formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderApp();
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('mount-name')).toHaveTextContent('8×8 ft Dish Sled');

    await goThroughHistory(-1);
    await expectFilledForm();

    await goThroughHistory(1);
    await user.click(await screen.findByRole('link', { name: 'New Ballast Calculation' }));
    expect(await screen.findByRole('combobox', { name: 'Antenna' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Building height' })).toHaveValue('');
  });

  it('"Edit these inputs" opens the form filled from the saved result: another exposure is two clicks away', async () => {
    const fetchMock = formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderApp();
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
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
