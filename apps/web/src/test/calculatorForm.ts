import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { WindSpeedResponse } from '@nprm/contracts';
import { chooseOption, mockApi, pasteInto, type MockAnswer, type MockRoute } from './renderPage';
import { antennas, chicago, roofTypes, summit } from './publicFixtures';

/** Chicago's wind speed answer (107 mph, a code value); `fields` replace some. */
export function windAnswer(fields: Partial<WindSpeedResponse> = {}): WindSpeedResponse {
  return {
    wind_speed: 107,
    risk_category: 'II',
    default_wind_speed: false,
    source: 'ASCE 7-10',
    approximate: false,
    note: '',
    basis:
      'Interior: the county lies outside the hurricane contours of the ASCE 7-10 map, where the map gives 115 mph.',
    special_wind_region: false,
    override: false,
    fips: '17031',
    place: 'Cook, IL',
    wind_speed_floor: 96,
    code_in_force: {
      edition_in_force: 'ASCE 7-22',
      edition: 'ASCE 7-16',
      adopted_code: {
        state: 'IL',
        name: 'Illinois statewide building code (2024 IBC)',
        effective: '2025-01-01',
        source: 'Illinois Capital Development Board',
      },
    },
    ...fields,
  };
}

/** The API the calculator form needs, Chicago as the only place (107 mph); `overrides` replace or add routes. */
export function formRoutes(overrides: Record<string, MockAnswer | MockRoute> = {}) {
  return mockApi({
    'GET /api/resellers/init': { json: summit },
    'GET /api/antennas': { json: antennas },
    'GET /api/roof_types': { json: roofTypes },
    'GET /api/places': { json: [chicago] },
    'GET /api/wind_speed': { json: windAnswer() },
    ...overrides,
  });
}

/** Fills every required field, Chicago picked from the list. */
export async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await chooseOption(user, 'Antenna', 'Prodelin 1.2 m Dish');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Chic');
  await user.click(await screen.findByRole('option', { name: chicago.name }));
  await user.type(screen.getByRole('textbox', { name: 'Building height' }), '40');
  await chooseOption(user, 'Roof type', 'EPDM membrane');
  await chooseOption(user, 'Wind exposure', /C – Open/);
  // The contact fields are pasted, not typed (pasteInto): typing into them is proven where it matters
  // (CalculatorPage.test.tsx, the required-field messages).
  await pasteInto(user, 'Full Name', 'Ada Lovelace');
  await pasteInto(user, 'Email', 'ada@example.com');
  await pasteInto(user, 'Company', 'Acme Towers');
}
