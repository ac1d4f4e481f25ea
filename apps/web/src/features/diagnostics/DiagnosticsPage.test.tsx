import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../lib/auth';
import { antennas, chicago, roofTypes, summit } from '../../test/publicFixtures';
import {
  chooseOption,
  mockApi,
  pasteInto,
  requestsTo,
  renderPage,
  toResponse,
  type MockAnswer,
} from '../../test/renderPage';
import { DiagnosticsPage } from './DiagnosticsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const northwindAntennas = [{ id: 11, make: 'Ubiquiti', model: 'NanoStation 5AC', mount_ids: [] }];

function routes(diagnostics: MockAnswer = { text: 'Mount DEMO-S4: fits' }) {
  return mockApi({
    'GET /api/resellers/init': { json: summit },
    'GET /api/resellers': {
      json: [
        { ...summit, deleted_at: null },
        { ...summit, id: 2, name: 'Northwind Wireless', deleted_at: null },
        { ...summit, id: 3, name: 'Gone Reseller', deleted_at: '2026-01-01T00:00:00.000Z' },
      ],
    },
    'GET /api/antennas': (url) => ({
      json: url.searchParams.get('reseller_id') === '2' ? northwindAntennas : antennas,
    }),
    'GET /api/roof_types': { json: roofTypes },
    'GET /api/places': { json: [chicago] },
    'GET /api/mount_search_results/diagnostics': diagnostics,
  });
}

/** Opens the page and fills every required field; with `windSpeed`, the wind speed too. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, windSpeed?: string) {
  renderPage(<DiagnosticsPage />, '/diagnostics');
  await screen.findByRole('combobox', { name: 'Antenna' });
  await chooseOption(user, 'Antenna', 'Prodelin 1.2 m Dish');
  await user.type(screen.getByRole('textbox', { name: 'Building height' }), '30');
  await chooseOption(user, 'Roof type', 'Metal');
  await chooseOption(user, 'Wind exposure', /B – Urban/);
  if (windSpeed) await user.type(screen.getByRole('textbox', { name: 'Wind speed' }), windSpeed);
}

describe('diagnostics page', () => {
  it("has every field, and offers only this site's reseller to a visitor who is not signed in", async () => {
    const fetchMock = routes();
    const user = userEvent.setup({ delay: null });
    renderPage(<DiagnosticsPage />, '/diagnostics');
    for (const name of ['Reseller', 'Antenna', 'Location', 'Roof type', 'Wind exposure', 'Risk category']) {
      expect(await screen.findByRole('combobox', { name })).toBeInTheDocument();
    }
    for (const name of ['Wind speed', 'Building height'])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Ridgemount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Reseller' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Summit Roof Mounts']);
    expect(requestsTo(fetchMock, 'GET /api/resellers')).toHaveLength(0);
  });

  it('lists the active resellers for a signed-in administrator; choosing one resets the antenna and limits the list', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        'access-token': 'tok',
        'token-type': 'Bearer',
        client: 'c1',
        expiry: '9999999999',
        uid: 'admin@example.com',
      }),
    );
    const fetchMock = routes();
    const user = userEvent.setup({ delay: null });
    renderPage(<DiagnosticsPage />, '/diagnostics');
    await screen.findByRole('combobox', { name: 'Antenna' });
    await chooseOption(user, 'Antenna', 'Prodelin 1.2 m Dish');
    expect(screen.getByRole('combobox', { name: 'Antenna' })).toHaveValue('Prodelin 1.2 m Dish');
    await user.click(screen.getByRole('combobox', { name: 'Reseller' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Summit Roof Mounts', 'Northwind Wireless']);
    expect(new Headers(requestsTo(fetchMock, 'GET /api/resellers')[0]?.init?.headers).get('access-token')).toBe('tok');
    await user.click(screen.getByRole('option', { name: 'Northwind Wireless' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Antenna' })).toHaveValue(''));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET /api/antennas').some(({ url }) => url.searchParams.get('reseller_id') === '2'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Antenna' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Ubiquiti NanoStation 5AC']),
    );
  });

  it('needs a wind speed or a location, and a building height under 500 feet', async () => {
    routes();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Wind speed' }));
    await user.tab();
    expect(await screen.findByText('Either wind speed or location must be given')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Chic');
    await user.click(await screen.findByRole('option', { name: chicago.name }));
    await waitFor(() => expect(calculate).toBeEnabled());

    const height = screen.getByRole('textbox', { name: 'Building height' });
    await user.clear(height);
    await user.type(height, '501');
    expect(await screen.findByText('Building height must be less than 500 feet')).toBeInTheDocument();
    expect(calculate).toBeDisabled();
  });

  it('sends the diagnostics request, shows "Calculating..." while it runs and then the plain-text answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = routes(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, '120');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    const output = screen.getByRole('textbox', { name: 'Output' });
    await waitFor(() => expect(output).toHaveValue('Calculating...'));
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    const query = requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      antenna: '12',
      building_height: '30',
      roof_type: '7',
      ridge_mount: 'true',
      wind_exposure: 'B',
      wind_speed: '120',
      risk_category: 'II',
      compatible_only: 'false',
    });
    answer(toResponse({ text: 'Inputs\n  wind speed 120 mph\nMount DEMO-S8: fits' }));
    await waitFor(() => expect(output).toHaveValue('Inputs\n  wind speed 120 mph\nMount DEMO-S8: fits'));
  });

  it('sends the risk category chosen and the reason for a lower wind speed, as the search takes them', async () => {
    const fetchMock = routes();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, '160');
    await chooseOption(user, 'Risk category', /^IV/);
    await pasteInto(user, 'Reason for a lower wind speed', 'Site-specific wind study, 2026');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')).toHaveLength(1));
    const query = requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')[0]!.url.searchParams;
    expect(query.get('risk_category')).toBe('IV');
    expect(query.get('wind_speed_reason')).toBe('Site-specific wind study, 2026');
  });

  it('sends the code edition, the ground elevation and the seismic values, as the search takes them', async () => {
    const fetchMock = routes();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, '120');
    await chooseOption(user, 'Code edition', 'ASCE 7-10');
    await user.type(screen.getByRole('textbox', { name: 'Ground elevation (ft)' }), '5280.5');
    await user.type(screen.getByRole('textbox', { name: 'S_DS (g)' }), '1.5');
    await user.type(screen.getByRole('textbox', { name: 'S_D1 (g)' }), '0.6');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')).toHaveLength(1));
    const query = requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')[0]!.url.searchParams;
    expect(query.get('code_edition')).toBe('ASCE 7-10');
    expect(query.get('ground_elevation')).toBe('5280.5');
    expect(query.get('seismic_sds')).toBe('1.5');
    expect(query.get('seismic_sd1')).toBe('0.6');
  });

  it("sends the search's optional roof inputs, and refuses one out of range at its field before sending", async () => {
    const fetchMock = routes();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, '120');
    const allowable = screen.getByRole('textbox', { name: 'Roof allowable load (psf)' });
    await user.type(allowable, '0');
    await user.type(screen.getByRole('textbox', { name: 'Distance to the roof edge (ft)' }), '4.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText('Roof allowable load must be greater than 0 and at most 500 psf'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')).toHaveLength(0);
    await user.clear(allowable);
    await user.type(allowable, '42.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')).toHaveLength(1));
    const query = requestsTo(fetchMock, 'GET /api/mount_search_results/diagnostics')[0]!.url.searchParams;
    expect(query.get('roof_allowable_load')).toBe('42.5');
    expect(query.get('roof_edge_distance')).toBe('4.5');
  });

  it("shows the search's 422 at the wind speed and lists the messages in the output", async () => {
    const message =
      'is below 157 mph, the least any reason can justify against the 175 mph mapped for Miami-Dade, FL (Risk Category II)';
    routes({ status: 422, json: { errors: { wind_speed: [message] }, full_messages: [`Wind Speed ${message}`] } });
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, '120');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(`Wind speed ${message}`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue(`Wind Speed ${message}`);
  });

  it('says "An unexpected error occurred" when the call fails', async () => {
    routes({ status: 500 });
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, '120');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue('An unexpected error occurred'),
    );
  });
});
