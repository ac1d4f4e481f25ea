import { useQuery } from '@tanstack/react-query';
import { resellerEntity } from './api/resellers';
import { adminKeys } from './queryKeys';
import { isActive } from './resource';
import { naturalCompare } from './naturalSort';

/**
 * Every reseller as a select option, by name (names are unique, decisions/0049), inactive ones marked: the
 * Reseller filters of the Searches and Activity pages, searchable as one types.
 */
export function useResellerOptions(enabled: boolean) {
  const resellers = useQuery({
    queryKey: adminKeys.list(resellerEntity.key, true),
    queryFn: () => resellerEntity.fetchList(true),
    staleTime: 0,
    enabled,
  });
  const options = (resellers.data ?? [])
    .slice()
    .sort((a, b) => naturalCompare(a.name, b.name))
    .map((reseller) => ({
      value: String(reseller.id),
      label: isActive(reseller) ? reseller.name : `${reseller.name} (inactive)`,
    }));
  return { options, pending: resellers.isPending };
}
