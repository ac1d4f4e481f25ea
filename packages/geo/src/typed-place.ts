/** Place text that is not a name: a US ZIP code or coordinates. */
import { coordinatesPlace } from './coordinates.js';
import type { Place } from './gazetteer.js';
import { zipPlace } from './zips.js';

/** Three or four digits: the start of a ZIP code, answered with the ZIPs that start so. */
export const ZIP_PREFIX = /^\d{3,4}$/;
/** A ZIP code, ZIP+4, or a ZIP place's label ("33139, Miami Beach, FL, United States"). */
const ZIP = /^(\d{5})(?:-\d{4})?(?:\s*,.*)?$/s;

/**
 * The place a ZIP code or coordinates name: a place, or null when the ZIP is unknown or the coordinates are out of
 * range; undefined when the text is neither (then it is a name).
 */
export function typedPlace(text: string): Place | null | undefined {
  const trimmed = text.trim();
  const zip = ZIP.exec(trimmed);
  if (zip) return zipPlace(zip[1] as string);
  return coordinatesPlace(trimmed);
}
