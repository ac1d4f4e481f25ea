import { useQuery } from '@tanstack/react-query';
import type { WhatIfAnswer } from '@nprm/contracts';
import { api } from '../../lib/api';
import { resultKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/** GET …/token/{token}/what_if (at /api/docs): worked out from the saved inputs. */
export function fetchWhatIf(token: string): Promise<WhatIfAnswer> {
  return api<WhatIfAnswer>(API_PATHS.whatIf(token));
}

/** The what-if of a saved result, asked once the result is on screen; like the result, it never changes. */
export function useWhatIf(token: string) {
  return useQuery({
    queryKey: resultKeys.whatIf(token),
    queryFn: () => fetchWhatIf(token),
    staleTime: Infinity,
    retry: false,
  });
}
