import { useQuery } from '@tanstack/react-query';
import type { Reseller } from '@nprm/contracts';
import { apiResponse } from '../../lib/api';
import { authRequestHeaders, rememberAuthFrom, useAuthRecord } from '../../lib/auth';
import type { PageReseller } from '../../lib/reseller';
import type { DiagnosticsRequest } from './diagnosticsForm';
import { diagnosticsKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

export type ResellerChoice = Pick<PageReseller, 'name'> & { id: number };

/**
 * The resellers the diagnostics form offers. GET /api/resellers is for signed-in administrators only, so it is
 * asked only when an admin auth record is stored; anyone else may choose the reseller of this site.
 */
export function useResellerChoices(current: PageReseller | undefined) {
  const auth = useAuthRecord();
  const all = useQuery({
    queryKey: diagnosticsKeys.resellers(auth?.uid ?? null),
    queryFn: async () => {
      const response = await apiResponse(API_PATHS.resellers, { headers: authRequestHeaders() });
      // The answer may renew the admin's token (docs/api.md, "Authentication"): keep it, or the admin is signed out.
      rememberAuthFrom(response);
      return (await response.json()) as Reseller[];
    },
    enabled: auth !== null,
    retry: false,
  });
  const active = (all.data ?? []).filter((reseller) => reseller.deleted_at === null);
  if (active.length > 0) return active.map(({ id, name }) => ({ id, name }));
  return current && current.id !== null ? [{ id: current.id, name: current.name }] : [];
}

/** GET /api/mount_search_results/diagnostics → the plain-text trace. */
export async function fetchDiagnostics(request: DiagnosticsRequest): Promise<string> {
  const response = await apiResponse(API_PATHS.diagnostics, {
    query: request,
    headers: { accept: 'text/plain' },
  });
  return response.text();
}
