import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  NEXT_STEP_MAX,
  type Lead,
  type LeadStatus,
} from '@nprm/contracts';
import { ApiRequestError, failureText } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { fetchLead, saveLead } from '../common/api/leads';
import { ConflictNotice } from '../common/ConflictNotice';
import { changedFields, conflictOf } from '../common/conflict';
import { notifyDone } from '../common/notify';
import { adminKeys } from '../common/queryKeys';
import { useAdminTitle } from '../common/title';
import { LeadNotes } from './LeadNotes';
import { LeadSearchSummary } from './LeadSearchSummary';
import { LeadTimeline } from './LeadTimeline';
import { personLabel } from './leadWords';
import { QuoteRequests } from './QuoteRequests';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

/**
 * /admin/lead/{id}: one lead to work from: its search and links, its status, assignee and next step, its notes,
 * the visitor's quote requests and its timeline.
 */
export function LeadPage() {
  const id = Number(useParams().id);
  useAdminTitle('Lead');
  // A reload after a conflict mounts the form afresh on the newer record.
  const [generation, setGeneration] = useState(0);
  const lead = useQuery({ queryKey: adminKeys.lead(id), queryFn: () => fetchLead(id), staleTime: 0 });
  if (lead.isError)
    return (
      <Alert color="red" role="alert">
        {lead.error instanceof ApiRequestError && lead.error.status === 404
          ? 'There is no such lead.'
          : lead.error.message}
      </Alert>
    );
  // The form starts from the lead as read now, never from a copy cached before a move on the board; and it starts
  // afresh whenever the lead's version moves on, so it never saves values older than the version it sends.
  if (!lead.data || !lead.isFetchedAfterMount) return null;
  return (
    <LeadForm
      key={`${lead.data.id}-${lead.data.lock_version}-${generation}`}
      lead={lead.data}
      onReload={async () => {
        await lead.refetch();
        setGeneration((value) => value + 1);
      }}
    />
  );
}

/** The fields a save changes: a conflict names only these (notes are added, and never conflict). */
const PIPELINE_FIELDS = ['status', 'assigned_user_id', 'next_step', 'next_step_due'] as const;
const pick = (record: Record<string, unknown>) =>
  Object.fromEntries(PIPELINE_FIELDS.map((field) => [field, record[field]]));

function LeadForm({ lead, onReload }: { lead: Lead; onReload(this: void): Promise<void> }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState<string | null>(
    lead.assigned_user_id === null ? null : String(lead.assigned_user_id),
  );
  const [nextStep, setNextStep] = useState(lead.next_step ?? '');
  const [due, setDue] = useState(lead.next_step_due ?? '');
  const save = useMutation({
    mutationFn: (version: number) => {
      const body = {
        status,
        assigned_user_id: assignee === null ? null : Number(assignee),
        next_step: nextStep.trim() || null,
        next_step_due: due || null,
        lock_version: version,
      };
      return saveLead(lead.id, body);
    },
    onSuccess: async (saved) => {
      notifyDone('Lead saved');
      queryClient.setQueryData(adminKeys.lead(lead.id), saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.searches() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.leads() });
    },
  });
  const conflict = conflictOf(save.error, lead, (before, now) => changedFields(pick(before), pick(now)));
  const fieldErrors = save.error instanceof ApiRequestError ? save.error.fieldErrors : {};
  const failure =
    save.isError && !conflict && Object.keys(fieldErrors).length === 0
      ? failureText(save.error, 'The lead could not be saved.')
      : null;
  const current = (conflict?.current as Lead | undefined) ?? lead;
  const company = lead.customer_company.trim();

  return (
    <Stack gap="md" maw={760}>
      <Group gap="lg">
        <Anchor component={Link} to={paths.admin.searches.href()} size="sm">
          ← Searches
        </Anchor>
        <Anchor component={Link} to={paths.admin.leadBoard.href()} size="sm">
          Leads board
        </Anchor>
      </Group>
      <Title order={1} size="h2">
        Lead: {lead.customer_name}
        {company ? ` (${company})` : ''}
      </Title>
      <Text c="dimmed">
        {lead.customer_email}, searched on {formatDate(lead.created_at, 'UTC')}
      </Text>
      {conflict ? (
        <ConflictNotice
          conflict={conflict}
          busy={save.isPending}
          onReload={() => void onReload()}
          onReapply={() => save.mutate(current.lock_version)}
        />
      ) : null}
      <LeadSearchSummary search={lead.search} />
      <Paper
        withBorder
        p="lg"
        radius="md"
        component="form"
        aria-label="Pipeline"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(lead.lock_version);
        }}
      >
        <Stack gap="md">
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => value && setStatus(value)}
            allowDeselect={false}
            error={fieldErrors.status?.join(', ')}
            maw={320}
          />
          <Select
            label="Assigned to"
            placeholder="Nobody"
            data={lead.assignable_users.map((user) => ({ value: String(user.id), label: personLabel(user) }))}
            value={assignee}
            onChange={setAssignee}
            clearable
            searchable
            error={fieldErrors.assigned_user_id?.join(', ')}
            maw={420}
          />
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput
              label="Next step"
              description="What you do next for this customer"
              value={nextStep}
              onChange={(event) => setNextStep(event.currentTarget.value)}
              maxLength={NEXT_STEP_MAX}
              error={fieldErrors.next_step?.join(', ')}
              style={{ flex: '1 1 260px' }}
            />
            <TextInput
              type="date"
              label="Due"
              description="Optional"
              value={due}
              onChange={(event) => setDue(event.currentTarget.value)}
              error={fieldErrors.next_step_due?.join(', ')}
              w={180}
            />
          </Group>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
      <LeadNotes lead={lead} />
      <QuoteRequests lead={lead} />
      <LeadTimeline id={lead.id} />
    </Stack>
  );
}
