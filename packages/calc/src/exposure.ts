/** Wind exposure categories (ASCE 7-10 §26.7.3) and their terrain constants (ASCE 7-10 Table 26.9-1). */

/** The one list of exposure categories: the engine, the request schema, the database column and the form use it. */
export const EXPOSURE_CATEGORIES = ['B', 'C', 'D'] as const;

export type ExposureCategory = (typeof EXPOSURE_CATEGORIES)[number];

export interface ExposureConstants {
  /** α, the 3-s gust power-law exponent (dimensionless). */
  readonly alpha: number;
  /** z_g, the nominal gradient height (ft). */
  readonly zg: number;
}

/** ASCE 7-10 Table 26.9-1 (also used by Tables 27.3-1 and 29.3-1). */
export const EXPOSURE_CONSTANTS: Readonly<Record<ExposureCategory, ExposureConstants>> = {
  B: { alpha: 7.0, zg: 1200 },
  C: { alpha: 9.5, zg: 900 },
  D: { alpha: 11.5, zg: 700 },
};

export interface WindExposure {
  readonly type: ExposureCategory;
  readonly name: string;
  readonly description: string;
}

/** The fixed list shown by the calculator form (docs/product.md), in plain words. */
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

/** A category's entry in WIND_EXPOSURES; undefined for a value that is not one. */
export function windExposure(type: string): WindExposure | undefined {
  return WIND_EXPOSURES.find((exposure) => exposure.type === type);
}

/**
 * The one label of an exposure category: "C – Open" where it is a title (the form, the result page, the PDF report),
 * "C (Open)" inside a line of plain text (the trace, the diagnostics). A value that is not a category is shown as is.
 */
export function windExposureLabel(type: string, style: 'title' | 'text' = 'title'): string {
  const exposure = windExposure(type);
  if (!exposure) return type;
  return style === 'title' ? `${exposure.type} – ${exposure.name}` : `${exposure.type} (${exposure.name})`;
}

export function isExposureCategory(value: unknown): value is ExposureCategory {
  return value === 'B' || value === 'C' || value === 'D';
}
