import { useQuery } from '@tanstack/react-query';
import { resellerEntity } from './api/resellers';
import { ADMIN_QUERY_KEY, isActive } from './resource';

/**
 * Every reseller as a select option, by name (names are unique, decisions/0049), inactive ones marked: the
 * Reseller filters of the Searches and Activity pages, searchable as one types.
 */
export function useResellerOptions(enabled: boolean) {
  const resellers = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'resellers', 'list', { includeInactive: true }],
    queryFn: () => resellerEntity.fetchList(true),
    staleTime: 0,
    enabled,
  });
  const options = (resellers.data ?? [])
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((reseller) => ({
      value: String(reseller.id),
      label: isActive(reseller) ? reseller.name : `${reseller.name} (inactive)`,
    }));
  return { options, pending: resellers.isPending };
}
