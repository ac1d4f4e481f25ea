import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestsTo, renderPage } from '../../test/renderPage';
import { chicago, savedResult } from '../../test/publicFixtures';
import { fillValidForm, formRoutes } from '../../test/calculatorForm';
import { CalculatorPage } from './CalculatorPage';

/** The message at the field, as docs/product.md V-55 words it. */
const PICK_A_PLACE = "Location was not found: pick a listed place or give the site's coordinates";
const PICK_ONE_PLACE = 'Location names more than one place: pick one below';

afterEach(() => vi.unstubAllGlobals());

// Whole journeys through several pages: on a busy machine they need more than the default second per step.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

const miami = {
  id: 4164138,
  name: 'Miami, FL, United States',
  latitude: 25.77427,
  longitude: -80.19366,
  kind: 'city' as const,
};
const miamiWind = {
  wind_speed: 175,
  default_wind_speed: false,
  source: 'ASCE 7-10',
  approximate: false,
  note: '',
  place: 'Miami-Dade, FL',
  wind_speed_floor: 157,
};

const springfields = (['MO', 'MA', 'IL'] as const).map((state, i) => ({
  id: 100 + i,
  name: `Springfield, ${state}, United States`,
  latitude: 37 + i,
  longitude: -90 - i,
  kind: 'city' as const,
}));

/** GET /api/places/resolve as the server answers it: Miami, the Springfields to pick from, or nothing. */
function resolveAnswer(q: string | null) {
  if (q === 'Miami') return { place: miami, candidates: [] };
  return { place: null, candidates: q === 'Springfield' ? springfields : [] };
}

/** The form with Miami as the place "Miami" resolves to, "Springfield" ambiguous, and nothing for anything else. */
function miamiRoutes(extra: Parameters<typeof formRoutes>[0] = {}) {
  return formRoutes({
    'GET /api/places': (url) => ({ json: url.searchParams.get('q')?.startsWith('Chic') ? [chicago] : [] }),
    'GET /api/places/resolve': (url) => ({ json: resolveAnswer(url.searchParams.get('q')) }),
    'GET /api/wind_speed': { json: miamiWind },
    ...extra,
  });
}

async function typeLocation(user: ReturnType<typeof userEvent.setup>, text: string) {
  const location = screen.getByRole('combobox', { name: 'Location' });
  await user.clear(location);
  await user.type(location, text);
  return location;
}

function sentBody(fetchMock: ReturnType<typeof formRoutes>): Record<string, unknown> {
  const [request] = requestsTo(fetchMock, 'POST /api/mount_search_results');
  return JSON.parse(request?.init?.body as string) as Record<string, unknown>;
}

describe('calculator form: the location resolves or is refused (F-13, F-14, V-55)', { timeout: 60_000 }, () => {
  it('looks typed text up on Enter, says "Using Miami, FL, United States" and searches with its coordinates', async () => {
    const fetchMock = miamiRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    const location = await typeLocation(user, 'Miami');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location-note')).toHaveTextContent('Using Miami, FL, United States');
    expect(location).toHaveValue('Miami, FL, United States');
    expect(requestsTo(fetchMock, 'GET /api/places/resolve')[0]?.url.searchParams.get('q')).toBe('Miami');
    expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(0);
    expect(await screen.findByTestId('wind-speed-hint')).toHaveTextContent('175 mph for Miami, FL, United States');

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere');
    expect(sentBody(fetchMock)).toMatchObject({
      location: miami.name,
      location_latitude: miami.latitude,
      location_longitude: miami.longitude,
    });
  });

  it('looks typed text up when Calculate is clicked straight away, then searches with the place', async () => {
    const fetchMock = miamiRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await typeLocation(user, 'Miami');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere');
    expect(sentBody(fetchMock)).toMatchObject({ location: miami.name, location_latitude: miami.latitude });
  });

  it('refuses text that names no place: the message at the field, Calculate disabled until a wind speed is given, then the API decides', async () => {
    const fetchMock = miamiRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await typeLocation(user, 'Atlantis');
    expect(await screen.findByTestId('location-note')).toHaveTextContent('No place matches “Atlantis”.');
    await user.tab();
    expect(await screen.findByText(PICK_A_PLACE)).toBeInTheDocument();
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Wind speed (optional)' }), '120');
    await waitFor(() => expect(screen.queryByText(PICK_A_PLACE)).toBeNull());
    await waitFor(() => expect(calculate).toBeEnabled());
    await user.click(calculate);
    await screen.findByTestId('elsewhere');
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({ location: 'Atlantis', wind_speed: 120 });
    expect(body).not.toHaveProperty('location_latitude');
  });

  it("shows the API's 422 on location at the Location field and stays on the form (an address it cannot read)", async () => {
    const fetchMock = miamiRoutes({
      'POST /api/mount_search_results': {
        status: 422,
        json: {
          errors: { location: ["was not found: pick a listed place or give the site's coordinates"] },
          full_messages: [PICK_A_PLACE],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    const location = await typeLocation(user, '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'Wind speed (optional)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(PICK_A_PLACE)).toBeInTheDocument();
    expect(location).toHaveAccessibleDescription(expect.stringContaining(PICK_A_PLACE));
    expect(sentBody(fetchMock)).toMatchObject({ location: '1 Main St', wind_speed: 150 });
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('asks which place an ambiguous name means, and searches with the one picked', async () => {
    const fetchMock = miamiRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    const location = await typeLocation(user, 'Springfield');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('location-note')).toHaveTextContent(
      '“Springfield” names more than one place: pick one.',
    );
    expect(await screen.findByText(PICK_ONE_PLACE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    // A wind speed does not settle which place: the API refuses the name with one too.
    await user.type(screen.getByRole('textbox', { name: 'Wind speed (optional)' }), '180');
    expect(screen.getByText(PICK_ONE_PLACE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    const choices = within(screen.getByRole('group', { name: 'Places named “Springfield”' }));
    expect(choices.getAllByRole('button').map((button) => button.textContent)).toEqual(
      springfields.map((place) => place.name),
    );
    expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(0);

    await user.click(choices.getByRole('button', { name: 'Springfield, IL, United States' }));
    expect(location).toHaveValue('Springfield, IL, United States');
    expect(screen.queryByTestId('location-candidates')).toBeNull();
    await waitFor(() => expect(screen.queryByText(PICK_ONE_PLACE)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere');
    expect(sentBody(fetchMock)).toMatchObject({
      location: 'Springfield, IL, United States',
      location_latitude: 39,
      location_longitude: -92,
    });
  });

  it('drops a picked place visibly when its text is edited, and looks the new text up when leaving the field', async () => {
    miamiRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled());
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.type(location, '{Backspace}');
    expect(screen.getByTestId('location-note')).toHaveTextContent(
      'Chicago, IL, United States is no longer selected. Pick a place from the list, or press Enter to look up what you typed.',
    );
    expect(screen.getByText('Leave blank to use the wind speed for your location.')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(PICK_A_PLACE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(screen.getByTestId('location-note')).toHaveTextContent(
      'Chicago, IL, United States is no longer selected. No place matches “Chicago, IL, United State”.',
    );
  });

  it('says so when place search is unavailable', async () => {
    miamiRoutes({ 'GET /api/places': { status: 503 }, 'GET /api/places/resolve': { status: 503 } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await typeLocation(user, 'Miami');
    expect(await screen.findByTestId('location-note')).toHaveTextContent(
      'Place search is unavailable at the moment: enter a wind speed, or try again.',
    );
    await user.tab();
    expect(await screen.findByText(PICK_A_PLACE)).toBeInTheDocument();
  });

  it('warns before submit when the wind speed entered is below the mapped one, and below the floor (O-27)', async () => {
    miamiRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await typeLocation(user, 'Miami');
    await user.keyboard('{Enter}');
    await screen.findByText('Using Miami, FL, United States');
    expect(await screen.findByTestId('wind-speed-hint')).toHaveTextContent(
      'enter your own: a lower one needs a reason, and not below 157 mph.',
    );
    const wind = screen.getByRole('textbox', { name: 'Wind speed (optional)' });
    await user.type(wind, '160');
    expect(await screen.findByTestId('low-wind-warning')).toHaveTextContent(
      'Your 160 mph is below the 175 mph mapped for Miami-Dade, FL. The result will use your 160 mph; leave the ' +
        'field blank to use 175 mph. Give the reason for it below; no reason can justify less than 157 mph here.',
    );
    // Below the floor the search refuses it whatever the reason (the API's 422 says the same): said before submit.
    await user.clear(wind);
    await user.type(wind, '150');
    expect(await screen.findByTestId('low-wind-warning')).toHaveTextContent(
      'No reason can justify less than 157 mph here: a wind-tunnel or site-specific study may not take the wind ' +
        'loads below 80 % of the standard’s (IBC 2009 §1609.1.1.2; ASCE 7-10 §31.4.3), and the loads go with the ' +
        'square of the speed. The search will refuse 150 mph.',
    );
    await user.clear(wind);
    await user.type(wind, '180');
    expect(screen.queryByTestId('low-wind-warning')).toBeNull();
  });

  it('sends a decimal rounded up, never concatenated (V-18)', async () => {
    const fetchMock = miamiRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    const height = screen.getByRole('textbox', { name: 'Building height' });
    await user.clear(height);
    await user.type(height, '12.7');
    expect(screen.getByText('Rounded up to 13 feet')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Wind speed (optional)' }));
    await user.paste('1,000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere');
    expect(sentBody(fetchMock)).toMatchObject({ building_height: 13, wind_speed: 1000 });
  });
});
