import { Autocomplete, Loader, Text, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Place } from '@nprm/contracts';
import {
  fetchPlaces,
  needsLookUp,
  placeLocation,
  resolveLocation,
  SUGGESTION_LIMIT,
  typedLocation,
  type LocationValue,
} from '../lib/places';
import { LocationCandidates } from './LocationCandidates';
import { publicKeys } from '../lib/queryKeys';

export { EMPTY_LOCATION, SUGGESTION_LIMIT, type LocationValue } from '../lib/places';

const MIN_QUERY_LENGTH = 2;
export const PLACE_SEARCH_UNAVAILABLE = 'Place search is unavailable at the moment: enter a wind speed, or try again.';

export interface LocationAutocompleteProps extends Omit<AutocompleteProps, 'value' | 'onChange' | 'data' | 'filter'> {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
}

/**
 * Place autocomplete over /api/places (debounced): a city, a US ZIP code or coordinates. Choosing a suggestion keeps
 * its coordinates; typed text that was not chosen is looked up on Enter or on leaving the field
 * (/api/places/resolve), and the field then says which place it uses ("Using Miami, FL, United States"), that
 * none matches, or, for a name big places share in several states ("Springfield"), asks the visitor to pick one of
 * them. Editing a chosen place's text drops it, and the field says so.
 */
export function LocationAutocomplete({ value, onChange, onBlur, onKeyDown, ...props }: LocationAutocompleteProps) {
  const queryClient = useQueryClient();
  const [debounced] = useDebouncedValue(value.location.trim(), 250);
  const enabled = debounced.length >= MIN_QUERY_LENGTH && value.status === 'typed';
  const places = useQuery({
    queryKey: publicKeys.places(debounced),
    queryFn: ({ signal }) => fetchPlaces(debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const suggestions = enabled ? uniqueByName(places.data ?? []).slice(0, SUGGESTION_LIMIT) : [];
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  /** Looks the typed text up, unless the visitor has typed on since. */
  const lookUp = () => {
    if (!needsLookUp(value)) return;
    const asked = value;
    void resolveLocation(queryClient, asked).then((resolved) => {
      const current = latest.current.value;
      if (current.location === asked.location && current.status === 'typed') latest.current.onChange(resolved);
    });
  };

  const answered = enabled && !places.isFetching && places.isSuccess && debounced === value.location.trim();
  const note = locationNote(value, {
    noMatch: answered && suggestions.length === 0,
    searchFailed: enabled && places.isError,
  });

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
        onChange(place ? placeLocation(place, 'picked') : typedLocation(value, text));
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Enter on a highlighted suggestion chooses it; Enter on typed text looks the text up instead of submitting.
        const highlighted = event.currentTarget.getAttribute('aria-activedescendant');
        if (event.key === 'Enter' && !highlighted && needsLookUp(value)) {
          event.preventDefault();
          lookUp();
        }
      }}
      onBlur={(event) => {
        onBlur?.(event);
        lookUp();
      }}
      rightSection={places.isFetching ? <Loader size="xs" aria-label="Looking up cities" /> : undefined}
      comboboxProps={{ shadow: 'md' }}
      inputContainer={(children) => (
        <>
          {children}
          {note && (
            <Text
              size="sm"
              mt={4}
              role="status"
              data-testid="location-note"
              fw={value.status === 'resolved' ? 600 : 400}
            >
              {note}
            </Text>
          )}
          {value.status === 'ambiguous' && value.candidates && (
            <LocationCandidates
              text={value.location.trim()}
              candidates={value.candidates}
              onPick={(place) => onChange(placeLocation(place, 'picked'))}
            />
          )}
        </>
      )}
    />
  );
}

/** The line under the field: which place is used, a dropped choice, several places, no match, or a failed look-up. */
export function locationNote(value: LocationValue, list: { noMatch: boolean; searchFailed: boolean }): string | null {
  if (value.status === 'resolved') return `Using ${value.location}`;
  if (value.latitude !== null) return null;
  if (value.status === 'failed' || list.searchFailed) return PLACE_SEARCH_UNAVAILABLE;
  const text = value.location.trim();
  const dropped = value.dropped ? `${value.dropped} is no longer selected. ` : '';
  if (value.status === 'ambiguous') return `${dropped}“${text}” names more than one place: pick one.`;
  if (value.status === 'unmatched' || (list.noMatch && text !== '')) return `${dropped}No place matches “${text}”.`;
  if (dropped) return `${dropped}Pick a place from the list, or press Enter to look up what you typed.`;
  return null;
}

function uniqueByName(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((place) => (seen.has(place.name) ? false : (seen.add(place.name), true)));
}
