import { publicKeys } from '../../lib/queryKeys';

/** The results page's own query keys (docs/architecture.md, "Query keys"), under its saved result's. */
export const resultKeys = {
  whatIf: (token: string) => [...publicKeys.savedResult(token), 'what-if'] as const,
  review: (token: string) => [...publicKeys.savedResult(token), 'review'] as const,
};
