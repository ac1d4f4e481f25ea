import { useState } from 'react';
import { Button, NativeSelect, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BULK_ACTION_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type SearchFilters,
} from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { BulkActions, countOf, type BulkChoice } from '../common/BulkActions';
import { bulkUpdateLeads, fetchLead } from '../common/api/leads';
import { failureReason, isUnauthorized, notifyFailure } from '../common/notify';
import { adminKeys } from '../common/queryKeys';
import { fetchSearchIds } from './api';

const LEADS = { one: 'lead', many: 'leads' };
/** The assignee box's value for "nobody" (an empty value is "not chosen"). */
const NOBODY = 'nobody';

interface LeadBulkActionsProps {
  filters: SearchFilters;
  /** How many leads match the filters over all pages. */
  total: number;
  selected: ReadonlySet<number>;
  onSelect(this: void, selected: ReadonlySet<number>): void;
}

/**
 * The leads list's bulk actions (docs/product.md, bulk actions): select every lead of the filter (not only this
 * page), then set their status or assignee after one confirmation naming the count. The assignees offered are the
 * first selected lead's (its reseller's users and the administrators); a lead whose reseller the one chosen is not
 * of is refused and named in the result.
 */
export function LeadBulkActions({ filters, total, selected, onSelect }: LeadBulkActionsProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [assignee, setAssignee] = useState('');
  const [selecting, setSelecting] = useState(false);
  const first = selected.values().next().value;
  const lead = useQuery({
    queryKey: adminKeys.lead(first ?? 0),
    queryFn: () => fetchLead(first!),
    enabled: first !== undefined,
    retry: false,
  });
  const users = lead.data?.assignable_users ?? [];
  const ids = () => [...selected];
  const count = countOf(selected.size, LEADS);
  const assigneeName =
    assignee === NOBODY ? 'nobody' : users.find((user) => String(user.id) === assignee)?.name || assignee;

  async function selectAll() {
    setSelecting(true);
    try {
      onSelect(new Set(await fetchSearchIds(filters)));
    } catch (error) {
      if (!isUnauthorized(error)) notifyFailure(failureReason(error));
    } finally {
      setSelecting(false);
    }
  }

  const choices: BulkChoice[] = [
    {
      label: 'Set Status',
      question: `Set the status of ${count} to ${status ? LEAD_STATUS_LABELS[status] : '…'}?`,
      done: 'Updated',
      ready: status !== '',
      run: () => bulkUpdateLeads({ ids: ids(), status: status as LeadStatus }),
    },
    {
      label: 'Assign',
      question: assignee === NOBODY ? `Unassign ${count}?` : `Assign ${count} to ${assigneeName}?`,
      done: 'Updated',
      ready: assignee !== '',
      run: () => bulkUpdateLeads({ ids: ids(), assigned_user_id: assignee === NOBODY ? null : Number(assignee) }),
    },
  ];
  const tooMany = total > BULK_ACTION_MAX;
  return (
    <>
      {total > 0 && selected.size < total ? (
        tooMany ? (
          <Text size="sm" c="dimmed">
            {`At most ${formatWhole(BULK_ACTION_MAX)} leads at once: narrow the filter to select them all.`}
          </Text>
        ) : (
          <Button size="xs" variant="subtle" onClick={() => void selectAll()} loading={selecting} w="fit-content">
            {`Select all ${countOf(total, LEADS)} of this filter`}
          </Button>
        )
      ) : null}
      <BulkActions
        count={selected.size}
        noun={LEADS}
        choices={choices}
        onFinished={() => {
          onSelect(new Set());
          void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
        }}
      >
        <NativeSelect
          size="xs"
          aria-label="Status to set"
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as LeadStatus | '')}
          data={[
            { value: '', label: 'Status…' },
            ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
          ]}
        />
        <NativeSelect
          size="xs"
          aria-label="Assignee to set"
          value={assignee}
          onChange={(event) => setAssignee(event.currentTarget.value)}
          data={[
            { value: '', label: 'Assignee…' },
            { value: NOBODY, label: 'Nobody' },
            ...users.map((user) => ({ value: String(user.id), label: user.name || user.email })),
          ]}
        />
      </BulkActions>
    </>
  );
}
