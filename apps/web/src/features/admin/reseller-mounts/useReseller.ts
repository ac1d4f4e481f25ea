import { useQuery } from '@tanstack/react-query';
import { parseRecordId } from '@nprm/contracts';
import { adminKeys } from '../common/queryKeys';
import { resellerEntity } from '../common/api/resellers';

/** The reseller a reseller-mount route names (its id as a number, or null when the route's id is no id). */
export function useRouteReseller(rawId: string | undefined) {
  const resellerId = rawId === undefined ? null : parseRecordId(rawId);
  const reseller = useQuery({
    queryKey: adminKeys.record(resellerEntity.key, rawId ?? ''),
    queryFn: () => resellerEntity.resource.get(resellerId),
    staleTime: 0,
    retry: false,
  });
  return { resellerId, reseller };
}
