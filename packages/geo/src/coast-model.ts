/**
 * The coast model at a site (docs/engineering.md, "Wind speed by location"): inside a county whose value is modelled
 * from the coast, the look-up takes the modelled speed at the site's own point instead of the county's most exposed
 * point. The same formula drafted the county values (scripts/draft-wind-table.mjs).
 */
import type { CoastPoint } from './wind-data.js';

/** The interior value the modelled speed falls towards, mph. */
const INTERIOR_SPEED = 115;
/** A site modelled below this keeps the interior 115 mph, as the county draft does (data/README.md). */
const INTERIOR_EDGE = 117.5;

export interface SiteModel {
  /** The modelled speed at the site before rounding, mph. */
  modelled: number;
  /** The modelled speed rounded up to a multiple of 5 mph (115 below 117.5 mph). */
  rounded: number;
  /** The value used: `rounded`, at least the floor, at most the county's value. */
  windSpeed: number;
  /** Distance from the site to the coastline point that governs, km. */
  distanceKm: number;
  coast: CoastPoint;
}

/** East-west leg of the equirectangular distance from b to a, km (at the pair's mean latitude). */
function eastKm(ax: number, ay: number, bx: number, by: number): number {
  return (ax - bx) * 111.32 * Math.cos((((ay + by) / 2) * Math.PI) / 180);
}

/** North-south leg of the equirectangular distance from b to a, km. */
function northKm(ay: number, by: number): number {
  return (ay - by) * 110.57;
}

/** Equirectangular distance, km: accurate to well under 1 % over the few hundred km the model spans. */
export function distanceKm(ax: number, ay: number, bx: number, by: number): number {
  return Math.hypot(eastKm(ax, ay, bx, by), northKm(ay, by));
}

/** V at a distance from a coastline point: 115 + (V_coast − 115)·exp(−d / L). */
function modelledAt(point: CoastPoint, d: number): number {
  return INTERIOR_SPEED + (point.coastSpeed - INTERIOR_SPEED) * Math.exp(-d / point.decayKm);
}

/**
 * How far the screening pass's speeds may fall below the best before a point is passed over, mph: far more than
 * the two distance formulas ever differ by (a few units in the last place of d, some 1e-12 mph in V).
 */
const SCREEN_MARGIN_MPH = 1e-6;

/**
 * V(site) = 115 + (V_coast − 115)·exp(−d / L), the highest over the coastline points; rounded up to a multiple
 * of 5 mph (115 below 117.5 mph), never below `floor` (a cited county-wide value) nor above `countySpeed`.
 *
 * In two passes, for speed (the look-up of a modelled county took some 140 µs over 2,000 points): a
 * screening pass with √(x² + y²), which is about twice as fast as Math.hypot but can differ from it in the last
 * place, finds the best speed; then distanceKm's own formula runs only on the points screened within
 * SCREEN_MARGIN_MPH of it. The answer is therefore exactly the one distanceKm over every point gives (the first
 * point with the highest speed).
 */
export function siteModel(
  coast: readonly CoastPoint[],
  longitude: number,
  latitude: number,
  floor: number,
  countySpeed: number,
): SiteModel | null {
  const screened = new Float64Array(coast.length);
  let screenBest = -Infinity;
  for (let i = 0; i < coast.length; i++) {
    const point = coast[i]!;
    const x = eastKm(point.longitude, point.latitude, longitude, latitude);
    const y = northKm(point.latitude, latitude);
    const v = modelledAt(point, Math.sqrt(x * x + y * y));
    screened[i] = v;
    if (v > screenBest) screenBest = v;
  }
  let best: { modelled: number; distanceKm: number; coast: CoastPoint } | null = null;
  for (let i = 0; i < coast.length; i++) {
    if (screened[i]! < screenBest - SCREEN_MARGIN_MPH) continue;
    const point = coast[i]!;
    const d = distanceKm(point.longitude, point.latitude, longitude, latitude);
    const v = modelledAt(point, d);
    if (!best || v > best.modelled) best = { modelled: v, distanceKm: d, coast: point };
  }
  if (!best) return null;
  const rounded = best.modelled >= INTERIOR_EDGE ? Math.ceil(best.modelled / 5 - 1e-9) * 5 : INTERIOR_SPEED;
  return { ...best, rounded, windSpeed: Math.min(countySpeed, Math.max(floor, rounded)) };
}
