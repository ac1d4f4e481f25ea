import { describe, expect, it } from 'vitest';
import { EXPOSURE_CATEGORIES, WIND_EXPOSURES, windExposure, windExposureLabel } from './exposure.js';

describe('wind exposure labels', () => {
  it('names every category of the one list, as a title and inside plain text', () => {
    expect(WIND_EXPOSURES.map((exposure) => exposure.type)).toEqual([...EXPOSURE_CATEGORIES]);
    expect(windExposureLabel('C')).toBe('C – Open');
    expect(windExposureLabel('B', 'title')).toBe('B – Urban');
    expect(windExposureLabel('D', 'text')).toBe('D (Flat)');
    expect(windExposure('C')?.name).toBe('Open');
  });

  it('shows a value that is no category as it is', () => {
    expect(windExposure('X')).toBeUndefined();
    expect(windExposureLabel('X')).toBe('X');
    expect(windExposureLabel('', 'text')).toBe('');
  });
});
