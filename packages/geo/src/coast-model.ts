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

/** Equirectangular distance, km: accurate to well under 1 % over the few hundred km the model spans. */
export function distanceKm(ax: number, ay: number, bx: number, by: number): number {
  return Math.hypot((ax - bx) * 111.32 * Math.cos((((ay + by) / 2) * Math.PI) / 180), (ay - by) * 110.57);
}

/**
 * V(site) = 115 + (V_coast − 115)·exp(−d / L), the highest over the coastline points; rounded up to a multiple
 * of 5 mph (115 below 117.5 mph), never below `floor` (a cited county-wide value) nor above `countySpeed`.
 */
export function siteModel(
  coast: readonly CoastPoint[],
  longitude: number,
  latitude: number,
  floor: number,
  countySpeed: number,
): SiteModel | null {
  let best: { modelled: number; distanceKm: number; coast: CoastPoint } | null = null;
  for (const point of coast) {
    const d = distanceKm(point.longitude, point.latitude, longitude, latitude);
    const v = INTERIOR_SPEED + (point.coastSpeed - INTERIOR_SPEED) * Math.exp(-d / point.decayKm);
    if (!best || v > best.modelled) best = { modelled: v, distanceKm: d, coast: point };
  }
  if (!best) return null;
  const rounded = best.modelled >= INTERIOR_EDGE ? Math.ceil(best.modelled / 5 - 1e-9) * 5 : INTERIOR_SPEED;
  return { ...best, rounded, windSpeed: Math.min(countySpeed, Math.max(floor, rounded)) };
}
