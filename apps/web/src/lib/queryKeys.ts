/**
 * The query keys of what the public pages share, all written here (docs/architecture.md, "Query keys"): the
 * reseller, the catalogue lists, places and saved results. A feature's own keys are in its own queryKeys.ts.
 */
export const publicKeys = {
  reseller: () => ['reseller', 'init'] as const,
  antennas: (resellerId: number | null) => ['antennas', resellerId] as const,
  roofTypes: () => ['roof-types'] as const,
  places: (text: string) => ['places', text] as const,
  placeResolve: (text: string) => ['place-resolve', text] as const,
  mailStatus: () => ['mail-status'] as const,
  /** A saved result by token; the results page's own queries of it hang under it. */
  savedResult: (token: string) => ['mount-search-result', token] as const,
};
