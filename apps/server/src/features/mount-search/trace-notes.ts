/** What a search adds to the engine's trace and to the diagnostics: the inputs the engine's own inputs do not say. */
import { formatNumber } from '@nprm/calc';
import type { SearchSubjects } from './eligibility.js';
import { WIND_SOURCE_LABEL, type ResolvedWindSpeed } from './wind-speed.js';

export function locationLabel(
  location: string | null | undefined,
  latitude?: number | null,
  longitude?: number | null,
): string {
  const coordinates =
    latitude !== undefined && latitude !== null && longitude !== undefined && longitude !== null
      ? `${formatNumber(latitude, 5)}, ${formatNumber(longitude, 5)}`
      : null;
  if (location && coordinates) return `${location} (${coordinates})`;
  return location ?? coordinates ?? 'not given';
}

/** Lines added to the trace's Inputs section. */
export function inputNotes(
  subjects: SearchSubjects,
  wind: ResolvedWindSpeed,
  search: {
    ridge_mount: boolean;
    location?: string | null | undefined;
    location_latitude?: number | undefined;
    location_longitude?: number | undefined;
  },
): string[] {
  return [
    `Wind speed source: ${WIND_SOURCE_LABEL[wind.source]}${wind.approximate && wind.source === 'location' ? ', approximate' : ''}. ${wind.note}`,
    `Wind speed basis: ${wind.basis}`,
    `Location: ${locationLabel(search.location, search.location_latitude, search.location_longitude)}`,
    `Roof type: ${subjects.roofType.name}`,
    `Peaked roof / ridge mount: ${search.ridge_mount ? 'yes (building height is the ridge height)' : 'no'}`,
  ];
}
