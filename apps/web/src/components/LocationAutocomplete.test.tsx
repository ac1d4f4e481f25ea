import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@nprm/contracts';
import { mockApi, renderPage, requestsTo } from '../test/renderPage';
import {
  EMPTY_LOCATION,
  LocationAutocomplete,
  locationNote,
  PLACE_SEARCH_UNAVAILABLE,
  type LocationValue,
} from './LocationAutocomplete';

afterEach(() => vi.unstubAllGlobals());

const CITIES = [
  'Sacramento',
  'Saint Paul',
  'Salem',
  'Salt Lake City',
  'San Antonio',
  'San Diego',
  'San Francisco',
  'San Jose',
];
const places: Place[] = CITIES.map((name, i) => ({
  id: i + 1,
  name: `${name}, US`,
  latitude: 30 + i,
  longitude: -100 - i,
  kind: 'city',
}));

function Harness() {
  const [value, setValue] = useState<LocationValue>(EMPTY_LOCATION);
  return <LocationAutocomplete label="Location" value={value} onChange={setValue} />;
}

describe('location autocomplete', () => {
  it('asks for 5 suggestions and shows at most 5, even when the server sends more (K-14)', async () => {
    // The mock ignores limit and answers 8 places, as the API does by default.
    const fetchMock = mockApi({ 'GET /api/places': { json: places } });
    renderPage(<Harness />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Sa');
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(places.slice(0, 5).map((place) => place.name));
    const [request] = requestsTo(fetchMock, 'GET /api/places');
    expect(request?.url.searchParams.get('limit')).toBe('5');
    expect(request?.url.searchParams.get('q')).toBe('Sa');
  });
});

describe('the line under the location', () => {
  const typed = { ...EMPTY_LOCATION, location: 'Chicgo' };
  const list = { noMatch: false, searchFailed: false };

  it('names the place typed text resolved to, a dropped choice, several places, no match and a failed look-up', () => {
    const miami = { location: 'Miami, FL, United States', latitude: 25.77, longitude: -80.19, dropped: null };
    expect(locationNote({ ...miami, status: 'resolved' }, list)).toBe('Using Miami, FL, United States');
    expect(locationNote({ ...miami, status: 'picked' }, list)).toBeNull();
    expect(locationNote(typed, list)).toBeNull();
    expect(locationNote(typed, { ...list, noMatch: true })).toBe('No place matches “Chicgo”.');
    expect(locationNote({ ...typed, status: 'unmatched' }, list)).toBe('No place matches “Chicgo”.');
    expect(locationNote({ ...typed, location: 'Springfield', status: 'ambiguous' }, list)).toBe(
      '“Springfield” names more than one place: pick one.',
    );
    expect(locationNote({ ...typed, status: 'failed' }, list)).toBe(PLACE_SEARCH_UNAVAILABLE);
    expect(locationNote(typed, { ...list, searchFailed: true })).toBe(PLACE_SEARCH_UNAVAILABLE);
    expect(locationNote({ ...typed, dropped: 'Chicago, IL, United States' }, list)).toBe(
      'Chicago, IL, United States is no longer selected. Pick a place from the list, or press Enter to look up what you typed.',
    );
  });
});
