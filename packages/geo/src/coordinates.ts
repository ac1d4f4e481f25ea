/** Coordinates typed as a place: "25.79, -80.13", "25.79 -80.13", "25.79° N, 80.13° W", "N 25.79 W 80.13". */
import type { Place } from './gazetteer.js';

const NUMBER = String.raw`(\d+(?:\.\d*)?|\.\d+)`;
const COORDINATES = new RegExp(
  String.raw`^([NS])?\s*([+-])?${NUMBER}\s*°?\s*([NS])?\s*(?:[,;]\s*|\s+)([EW])?\s*([+-])?${NUMBER}\s*°?\s*([EW])?$`,
  'i',
);

/** A signed value from its sign and hemisphere letter(s); undefined when they disagree or are given twice. */
function signed(sign: string | undefined, value: string, before?: string, after?: string): number | undefined {
  const letter = (before ?? after)?.toUpperCase();
  if (before && after) return undefined;
  if (letter && sign) return undefined; // "S -25" says the sign twice
  const magnitude = Number(value);
  return sign === '-' || letter === 'S' || letter === 'W' ? -magnitude : magnitude;
}

/**
 * Latitude and longitude from typed text, in that order, as decimal degrees with an optional sign or N/S and E/W
 * letters and degree signs. Undefined when the text is not two numbers; the values may be out of range.
 */
export function parseCoordinates(text: string): { latitude: number; longitude: number } | undefined {
  const match = COORDINATES.exec(text.trim());
  if (!match) return undefined;
  const [, latBefore, latSign, latValue = '', latAfter, lonBefore, lonSign, lonValue = '', lonAfter] = match;
  const latitude = signed(latSign, latValue, latBefore, latAfter);
  const longitude = signed(lonSign, lonValue, lonBefore, lonAfter);
  if (latitude === undefined || longitude === undefined) return undefined;
  return { latitude, longitude };
}

/** At most 5 decimals (about a metre), trailing zeros dropped: 25.79 → "25.79", -80.130001 → "-80.13". */
function degrees(value: number): string {
  const text = value.toFixed(5).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/**
 * Typed coordinates as a place named "25.79, -80.13"; null when they are out of range (latitude −90..90, longitude
 * −180..180); undefined when the text is not coordinates.
 */
export function coordinatesPlace(text: string): Place | null | undefined {
  const parsed = parseCoordinates(text);
  if (!parsed) return undefined;
  const { latitude, longitude } = parsed;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  return {
    id: 0,
    name: `${degrees(latitude)}, ${degrees(longitude)}`,
    city: '',
    admin1: null,
    country: '',
    countryName: '',
    population: 0,
    latitude,
    longitude,
    kind: 'coordinates',
  };
}
