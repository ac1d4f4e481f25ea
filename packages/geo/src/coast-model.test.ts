import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, siteModel } from './coast-model.js';
import { loadWindData, type CoastPoint } from './wind-data.js';

// One coastline point at 30° N, 90° W read as 150 mph, falling inland over 90 km.
const COAST = [{ longitude: -90, latitude: 30, coastSpeed: 150, decayKm: 90, anchor: 'Test' }];
/** The point `km` north of the coastline point. */
const north = (km: number) => 30 + km / 110.57;

describe('siteModel: V = 115 + (V_coast − 115)·exp(−d/L) at the site (docs/engineering.md, "Wind speed by location")', () => {
  it('measures distance in km', () => {
    expect(distanceKm(-90, 30, -90, north(100))).toBeCloseTo(100, 6);
    expect(distanceKm(-90, 30, -91, 30)).toBeCloseTo(96.4, 1); // 111.32·cos 30°
  });

  it('follows the decay and rounds up to 5 mph', () => {
    // d = 90 km: 115 + 35/e = 127.88 → 130.
    const site = siteModel(COAST, -90, north(90), 115, 150);
    expect(site?.modelled).toBeCloseTo(115 + 35 / Math.E, 6);
    expect(site).toMatchObject({ rounded: 130, windSpeed: 130 });
    expect(site?.distanceKm).toBeCloseTo(90, 6);
    // At the coast itself: 150 exactly, not rounded up past it.
    expect(siteModel(COAST, -90, 30, 115, 150)?.windSpeed).toBe(150);
  });

  it('keeps the interior 115 mph below 117.5 mph, as the county draft does', () => {
    // d = 270 km: 115 + 35·e^-3 = 116.74.
    expect(siteModel(COAST, -90, north(270), 115, 150)).toMatchObject({ rounded: 115, windSpeed: 115 });
    expect(siteModel(COAST, -90, north(220), 115, 150)?.windSpeed).toBe(120); // 117.9
  });

  it('never goes below the floor (a cited county-wide value) nor above the county value', () => {
    expect(siteModel(COAST, -90, north(90), 140, 150)).toMatchObject({ rounded: 130, windSpeed: 140 });
    expect(siteModel(COAST, -90, 30, 115, 145)?.windSpeed).toBe(145);
  });

  it('takes the highest over the coastline points', () => {
    const two = [...COAST, { longitude: -90, latitude: north(180), coastSpeed: 120, decayKm: 90, anchor: 'Low' }];
    // 90 km from both: 127.88 from the 150 coast beats 116.84 from the 120 coast.
    expect(siteModel(two, -90, north(90), 115, 150)).toMatchObject({ windSpeed: 130, coast: { anchor: 'Test' } });
    expect(siteModel([], -90, 30, 115, 150)).toBeNull();
  });
});

describe('siteModel over the bundled coastline', () => {
  /** The model as written: every point's speed with distanceKm, the first highest kept. */
  function everyPoint(coast: readonly CoastPoint[], longitude: number, latitude: number) {
    let best: { modelled: number; distanceKm: number; coast: CoastPoint } | null = null;
    for (const point of coast) {
      const d = distanceKm(point.longitude, point.latitude, longitude, latitude);
      const v = 115 + (point.coastSpeed - 115) * Math.exp(-d / point.decayKm);
      if (!best || v > best.modelled) best = { modelled: v, distanceKm: d, coast: point };
    }
    return best;
  }

  // 2,000 sites against every coastline point twice: about a second alone, far more on a shared machine, so a
  // generous limit rather than the default 5 s.
  it(
    'gives exactly what every point measured with distanceKm gives (the screening pass changes no figure)',
    { timeout: 60_000 },
    () => {
      const { coast } = loadWindData();
      fc.assert(
        fc.property(
          fc.double({ min: 17, max: 50, noNaN: true }),
          fc.double({ min: -126, max: -64, noNaN: true }),
          (latitude, longitude) => {
            const site = siteModel(coast, longitude, latitude, 115, 200);
            const expected = everyPoint(coast, longitude, latitude);
            expect(site?.modelled).toBe(expected?.modelled);
            expect(site?.distanceKm).toBe(expected?.distanceKm);
            expect(site?.coast).toBe(expected?.coast);
          },
        ),
        { numRuns: 2000 },
      );
    },
  );
});
