import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, type SearchFilters } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { fetchLeadCounts } from '../common/api/leads';
import { adminKeys } from '../common/queryKeys';
import { filterQuery } from './filters';

/**
 * The leads list's status filter (docs/product.md, "Lead pipeline"): All and each status with how many leads of the
 * other filters have it; the chosen one is pressed.
 */
export function LeadStatusFilter({
  filters,
  value,
  onChange,
  disabled,
}: {
  filters: SearchFilters | null;
  value: string;
  onChange(this: void, status: LeadStatus | ''): void;
  disabled: boolean;
}) {
  const { status: _status, ...others } = filters ? filterQuery(filters) : { status: undefined };
  const counts = useQuery({
    queryKey: adminKeys.leadCounts(others),
    queryFn: () => fetchLeadCounts(others),
    enabled: filters !== null,
    staleTime: 0,
    retry: false,
  });
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${formatWhole(n)})`);
  const options: [LeadStatus | '', string, number | undefined][] = [
    ['', 'All', counts.data?.total],
    ...LEAD_STATUSES.map(
      (status) =>
        [status, LEAD_STATUS_LABELS[status], counts.data?.counts[status]] as [LeadStatus, string, number | undefined],
    ),
  ];
  return (
    <div>
      <Text size="sm" fw={500} id="lead-status-filter" mb={4}>
        Status
      </Text>
      <Group gap="xs" role="group" aria-labelledby="lead-status-filter">
        {options.map(([status, label, n]) => (
          <Button
            key={status || 'all'}
            size="xs"
            variant={value === status ? 'filled' : 'default'}
            aria-pressed={value === status}
            onClick={() => onChange(status)}
            disabled={disabled}
          >
            {label}
            {count(n)}
          </Button>
        ))}
      </Group>
    </div>
  );
}
