import { Autocomplete, Loader, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Place } from '@nprm/contracts';
import { api } from '../lib/api';

/** The location a visitor picked: the formatted city name, with its coordinates once chosen from the list. */
export interface LocationValue {
  location: string;
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_LOCATION: LocationValue = { location: '', latitude: null, longitude: null };

const MIN_QUERY_LENGTH = 2;
/** docs/product.md, constants: the dropdown page size is 5 (the API's own default for /api/places stays 8). */
export const SUGGESTION_LIMIT = 5;

/** GET /api/places: the SUGGESTION_LIMIT largest cities whose name starts with the typed text. */
export function fetchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  return api<Place[]>('/api/places', { query: { q: query, limit: SUGGESTION_LIMIT }, signal });
}

export interface LocationAutocompleteProps extends Omit<AutocompleteProps, 'value' | 'onChange' | 'data' | 'filter'> {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
}

/**
 * City autocomplete over /api/places (debounced). Choosing a suggestion keeps its latitude and longitude; typing
 * afterwards drops them again, so the coordinates always belong to the text shown.
 */
export function LocationAutocomplete({ value, onChange, ...props }: LocationAutocompleteProps) {
  const [debounced] = useDebouncedValue(value.location.trim(), 250);
  const enabled = debounced.length >= MIN_QUERY_LENGTH && value.latitude === null;
  const places = useQuery({
    queryKey: ['places', debounced],
    queryFn: ({ signal }) => fetchPlaces(debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const suggestions = enabled ? uniqueByName(places.data ?? []).slice(0, SUGGESTION_LIMIT) : [];

  return (
    <Autocomplete
      placeholder="Start typing a city name..."
      autoComplete="off"
      {...props}
      value={value.location}
      data={suggestions.map((place) => place.name)}
      // The server already matched and ranked the places; filtering again would hide accent-insensitive matches.
      filter={({ options }) => options}
      // Choosing a suggestion (click or Enter) sets the text to its name; that text carries its coordinates.
      onChange={(text) => {
        const place = suggestions.find((candidate) => candidate.name === text);
        onChange(
          place
            ? { location: place.name, latitude: place.latitude, longitude: place.longitude }
            : { location: text, latitude: null, longitude: null },
        );
      }}
      rightSection={places.isFetching ? <Loader size="xs" aria-label="Looking up cities" /> : undefined}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}

function uniqueByName(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((place) => (seen.has(place.name) ? false : (seen.add(place.name), true)));
}
