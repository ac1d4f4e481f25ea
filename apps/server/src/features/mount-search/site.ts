/**
 * Where a search is (POST /api/mount_search_results at /api/docs, step 2): the coordinates given, else those the
 * location text names through the one place rule of @nprm/geo (`resolvePlace`), used by the search and the diagnostics
 * alike.
 */
import { LOCATION_ABROAD_NOT_FOUND, LOCATION_NOT_FOUND, locationAmbiguous, type Place } from '@nprm/contracts';
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
 * The site of a search. Location text without coordinates is resolved (a ZIP code, coordinates, a place's label, a
 * city name, an address or a county) and the place's label and coordinates are used, so the mapped wind speed and
 * the county's rules are known for every resolved site. Text that names no place, or more than one ("Springfield",
 * then listed as `location_candidates`), is a 422 on `location` even with a wind speed: a typed speed must never
 * skip the below-map and jurisdiction rules (decision 0059). Only text that clearly names a place outside the US,
 * where the wind data has no value anyway, is kept as typed when a wind speed is given. Otherwise the request's own
 * location and coordinates.
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
  const { place, candidates, abroad } = resolvePlace(location);
  if (place) {
    return { location: place.name, latitude: place.latitude, longitude: place.longitude, resolvedFrom: location };
  }
  if (abroad && windSpeedGiven) return { location, latitude, longitude, resolvedFrom: null };
  throw locationError(candidates, abroad);
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
function locationError(candidates: readonly GeoPlace[], abroad: boolean): ApiError {
  if (candidates.length === 0) {
    return ApiError.validation({ location: [abroad ? LOCATION_ABROAD_NOT_FOUND : LOCATION_NOT_FOUND] });
  }
  return ApiError.validation(
    { location: [locationAmbiguous(candidates.map((candidate) => candidate.name))] },
    { location_candidates: candidates.map(apiPlace) },
  );
}
