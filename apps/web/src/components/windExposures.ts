import type { WindExposureType } from '@nprm/contracts';

export interface WindExposure {
  type: WindExposureType;
  name: string;
  /** What the category means, in plain words (SPEC.md §3 wind exposure list; ASCE 7-10 §26.7). */
  description: string;
}

/** SPEC.md §3: the fixed list of wind exposure categories. */
export const WIND_EXPOSURES: readonly WindExposure[] = [
  {
    type: 'B',
    name: 'Urban',
    description:
      'Towns, suburbs or woods: many closely spaced buildings or trees the size of a house or larger, ' +
      'covering the ground upwind for at least 1,500 ft or 10 building heights.',
  },
  {
    type: 'C',
    name: 'Open',
    description:
      'Open country: flat or rolling land with scattered obstructions under 30 ft tall, ' +
      'with open ground stretching more than 1,500 ft upwind.',
  },
  {
    type: 'D',
    name: 'Flat',
    description:
      'Flat, unobstructed land or open water (lakes, coast, salt flats) stretching at least 5,000 ft ' +
      'or 20 building heights upwind.',
  },
];

export function windExposure(type: string): WindExposure | undefined {
  return WIND_EXPOSURES.find((exposure) => exposure.type === type);
}

/** "C" → "C – Open". */
export function windExposureLabel(type: string): string {
  const exposure = windExposure(type);
  return exposure ? `${exposure.type} – ${exposure.name}` : type;
}
