import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, requestsTo, renderPage } from '../../test/renderPage';
import { chicago } from '../../test/publicFixtures';
import { fillValidForm, formRoutes, windAnswer } from '../../test/calculatorForm';
import { CalculatorPage } from './CalculatorPage';

/** On the form: the wind speed follows the risk category; a special wind region needs a speed. */
afterEach(() => vi.unstubAllGlobals());

const patient = { timeout: 5000 };

describe('the wind speed by risk category', () => {
  it('asks the look-up again for the chosen category and names it in the hint', async () => {
    const fetchMock = formRoutes({
      'GET /api/wind_speed': (url) => {
        const category = url.searchParams.get('risk_category') ?? 'II';
        return { json: windAnswer({ risk_category: category as 'II', wind_speed: category === 'IV' ? 120 : 115 }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await user.type(await screen.findByRole('combobox', { name: 'Location' }, patient), 'Chic');
    await user.click(await screen.findByRole('option', { name: chicago.name }, patient));
    expect(await screen.findByTestId('wind-speed-hint', {}, patient)).toHaveTextContent(
      '115 mph for Chicago, IL, United States (ASCE 7-10 Risk Category II)',
    );
    await chooseOption(user, 'Risk category', /^IV/);
    await waitFor(() =>
      expect(screen.getByTestId('wind-speed-hint')).toHaveTextContent(
        '120 mph for Chicago, IL, United States (ASCE 7-10 Risk Category IV)',
      ),
    );
    const categories = requestsTo(fetchMock, 'GET /api/wind_speed').map((r) =>
      r?.url.searchParams.get('risk_category'),
    );
    expect(categories).toEqual(['II', 'IV']);
  });
});

describe('a special wind region', () => {
  const special = windAnswer({
    wind_speed: 115,
    approximate: true,
    special_wind_region: true,
    place: 'Boulder, CO',
    basis: 'Special wind region: the local building department sets the value.',
  });

  it('marks the wind speed required, says why, and refuses to submit without one', async () => {
    const fetchMock = formRoutes({ 'GET /api/wind_speed': { json: special } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' }, patient);
    await fillValidForm(user);
    const field = await screen.findByRole('textbox', { name: /^Wind speed/ }, patient);
    await waitFor(() => expect(screen.getByTestId('wind-speed-hint')).toHaveTextContent('Required here: Boulder, CO'));
    expect(screen.queryByText('Wind speed (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        /^Wind speed is required: Boulder, CO lies in a special wind region, where the building department sets/,
        {},
        patient,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(0);
    // Given, the search goes.
    await user.type(field, '130');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(1));
  });
});

describe('no mapped value for the chosen place', () => {
  it("says the lowest speed the search takes there: the map's lowest value for the category", async () => {
    formRoutes({
      'GET /api/wind_speed': {
        json: windAnswer({
          wind_speed: 115,
          default_wind_speed: true,
          note: 'No wind-speed data for this location; 115 mph is used as a default.',
          place: null,
          fips: null,
          wind_speed_floor: 115,
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await user.type(await screen.findByRole('combobox', { name: 'Location' }, patient), 'Chic');
    await user.click(await screen.findByRole('option', { name: chicago.name }, patient));
    expect(await screen.findByTestId('wind-speed-hint', {}, patient)).toHaveTextContent(
      'No wind-speed data for this location; 115 mph is used as a default. With no mapped value the search takes ' +
        'no less than 115 mph, the lowest value of the ASCE 7-10 map for Risk Category II, whatever the reason.',
    );
  });
});
