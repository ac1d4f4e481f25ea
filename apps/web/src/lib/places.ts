import type { QueryClient } from '@tanstack/react-query';
import type { Place, PlaceResolveResponse } from '@nprm/contracts';
import { api } from './api';
import { publicKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/**
 * Where the location's coordinates come from (docs/product.md, calculator form F-13, F-14):
 * - 'typed': text typed and not looked up yet (no coordinates);
 * - 'picked': chosen from the suggestions;
 * - 'resolved': the typed text looked up by GET /api/places/resolve (the page says "Using …");
 * - 'unmatched': looked up, and no place matches the text (no coordinates);
 * - 'ambiguous': looked up, and the text names big places in more than one state ("Springfield"): the field lists
 *   them as `candidates` to pick from (no coordinates);
 * - 'failed': the look-up itself failed (no coordinates).
 */
export type LocationStatus = 'typed' | 'picked' | 'resolved' | 'unmatched' | 'ambiguous' | 'failed';

/** The location field's value: the text shown, its coordinates when it names a place, and how they came. */
export interface LocationValue {
  location: string;
  latitude: number | null;
  longitude: number | null;
  status: LocationStatus;
  /** The place a visitor had chosen before editing the text: the page says it is no longer used. */
  dropped: string | null;
  /** The places an 'ambiguous' text could mean, most populous first. */
  candidates?: readonly Place[];
}

export const EMPTY_LOCATION: LocationValue = {
  location: '',
  latitude: null,
  longitude: null,
  status: 'typed',
  dropped: null,
};

/** docs/product.md, constants: the dropdown page size is 5 (the API's own default for /api/places stays 8). */
export const SUGGESTION_LIMIT = 5;

/** GET /api/places: the best SUGGESTION_LIMIT places for the typed text (city, ZIP code or coordinates). */
export function fetchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  return api<Place[]>(API_PATHS.places, { query: { q: query, limit: SUGGESTION_LIMIT }, signal });
}

/**
 * GET /api/places/resolve: the one place the typed text names, or null and, for an ambiguous name, the places it
 * could mean (the places calls at /api/docs).
 */
export function fetchResolvedPlace(query: string): Promise<PlaceResolveResponse> {
  return api<PlaceResolveResponse>(API_PATHS.placesResolve, { query: { q: query } });
}

/** A place as the field's value. */
export function placeLocation(place: Place, status: 'picked' | 'resolved'): LocationValue {
  return { location: place.name, latitude: place.latitude, longitude: place.longitude, status, dropped: null };
}

/**
 * The value after the visitor edits the text: no coordinates any more. Editing a chosen place's text drops it
 * visibly (`dropped` names it) rather than silently keeping or losing its coordinates.
 */
export function typedLocation(previous: LocationValue, text: string): LocationValue {
  const hadPlace = previous.latitude !== null && previous.location !== text;
  const dropped = text.trim() === '' ? null : hadPlace ? previous.location : previous.dropped;
  return { location: text, latitude: null, longitude: null, status: 'typed', dropped };
}

/** Whether the value is typed text still to be looked up. */
export function needsLookUp(value: LocationValue): boolean {
  return value.status === 'typed' && value.location.trim() !== '';
}

/**
 * Looks typed text up once (answers are cached for the visit, so blur, Enter and submit share one request): the
 * place it resolves to, or the text marked 'ambiguous' (with the candidates), 'unmatched' or 'failed'. Anything else
 * is returned as it is.
 */
export async function resolveLocation(queryClient: QueryClient, value: LocationValue): Promise<LocationValue> {
  if (!needsLookUp(value)) return value;
  const query = value.location.trim();
  try {
    const { place, candidates } = await queryClient.fetchQuery({
      queryKey: publicKeys.placeResolve(query),
      queryFn: () => fetchResolvedPlace(query),
      staleTime: Infinity,
      retry: false,
    });
    if (place) return { ...placeLocation(place, 'resolved'), dropped: null };
    return candidates.length > 0 ? { ...value, status: 'ambiguous', candidates } : { ...value, status: 'unmatched' };
  } catch {
    return { ...value, status: 'failed' };
  }
}
