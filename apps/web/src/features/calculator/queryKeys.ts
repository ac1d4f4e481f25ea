/** The calculator's own query keys (docs/architecture.md, "Query keys"); the lists it shares are in lib/queryKeys.ts. */
export const calculatorKeys = {
  windSpeed: (latitude: number | null, longitude: number | null, riskCategory: string) =>
    ['wind-speed', latitude, longitude, riskCategory] as const,
  blockTypes: () => ['block-types'] as const,
  engineeringSettings: () => ['engineering-settings'] as const,
  seismicReferenceValues: () => ['seismic-reference-values'] as const,
};
