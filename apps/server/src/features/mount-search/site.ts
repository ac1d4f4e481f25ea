/**
 * Where a search is (docs/api.md, Mount search step 2): the coordinates given, else those the location text names
 * through the one place rule of @nprm/geo (`resolvePlace`), used by the search and the diagnostics alike.
 */
import { LOCATION_NOT_FOUND, locationAmbiguous, type Place } from '@nprm/contracts';
import { resolvePlace, type Place as GeoPlace } from '@nprm/geo';
import { ApiError } from '../../errors.js';

export interface SearchSite {
  /** The visitor's text, or the resolved place's label when the text was resolved. */
  location: string | null;
  latitude: number | undefined;
  longitude: number | undefined;
  /** The text as typed when it was resolved ("Miami"), else null. */
  resolvedFrom: string | null;
}

/**
 * The site of a search. Location text without coordinates is resolved (a ZIP code, coordinates, a place's label or
 * a city name) and the place's label and coordinates are used, so the mapped wind speed is known for every resolved
 * site. Text that names no place, or big places in more than one state ("Springfield", then listed as
 * `location_candidates`), is a 422 on `location` unless a wind speed is given, when the text is kept as it is.
 * Otherwise the request's own location and coordinates.
 */
export function resolveSite(
  request: { location?: string | null | undefined; location_latitude?: number; location_longitude?: number },
  windSpeedGiven: boolean,
): SearchSite {
  const location = request.location ?? null;
  const latitude = request.location_latitude;
  const longitude = request.location_longitude;
  if ((latitude !== undefined && longitude !== undefined) || location === null) {
    return { location, latitude, longitude, resolvedFrom: null };
  }
  const { place, candidates } = resolvePlace(location);
  if (!place && windSpeedGiven) return { location, latitude, longitude, resolvedFrom: null };
  if (!place) throw locationError(candidates);
  return { location: place.name, latitude: place.latitude, longitude: place.longitude, resolvedFrom: location };
}

/** A place as the API answers it: `{id, name, latitude, longitude, kind}` (GET /api/places). */
export const apiPlace = ({ id, name, latitude, longitude, kind }: GeoPlace): Place => ({
  id,
  name,
  latitude,
  longitude,
  kind,
});

/** The 422 on `location` for text that names no place, or more than one (then listing them). */
function locationError(candidates: readonly GeoPlace[]): ApiError {
  if (candidates.length === 0) return ApiError.validation({ location: [LOCATION_NOT_FOUND] });
  return ApiError.validation(
    { location: [locationAmbiguous(candidates.map((candidate) => candidate.name))] },
    { location_candidates: candidates.map(apiPlace) },
  );
}
