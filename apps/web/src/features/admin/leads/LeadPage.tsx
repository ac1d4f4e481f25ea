import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  LEAD_NOTES_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type Lead,
  type LeadStatus,
} from '@nprm/contracts';
import { ApiRequestError, failureText } from '../../../lib/api';
import { formatWhole } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { fetchLead, saveLead } from '../common/api/leads';
import { ConflictNotice } from '../common/ConflictNotice';
import { conflictOf } from '../common/conflict';
import { notifyDone } from '../common/notify';
import { RecordHistory } from '../common/RecordHistory';
import { adminKeys } from '../common/queryKeys';
import { useAdminTitle } from '../common/title';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

/** /admin/lead/{id}: one lead's pipeline, its status, assignee and notes, and the visitor's quote requests. */
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
  if (!lead.data) return null;
  return (
    <LeadForm
      key={`${lead.data.id}-${generation}`}
      lead={lead.data}
      onReload={async () => {
        await lead.refetch();
        setGeneration((value) => value + 1);
      }}
    />
  );
}

/** "Sam Sales, sales@acme.example": the address tells two people of one name apart. */
const personLabel = (user: Lead['assignable_users'][number]) =>
  `${user.name?.trim() ? `${user.name.trim()}, ${user.email}` : user.email}${user.role === 'administrator' ? ' (administrator)' : ''}`;

function LeadForm({ lead, onReload }: { lead: Lead; onReload(this: void): Promise<void> }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState<string | null>(
    lead.assigned_user_id === null ? null : String(lead.assigned_user_id),
  );
  const [notes, setNotes] = useState(lead.notes ?? '');
  const save = useMutation({
    mutationFn: (version: number) => {
      const body = {
        status,
        assigned_user_id: assignee === null ? null : Number(assignee),
        notes: notes.trim() || null,
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
  const conflict = conflictOf(save.error, lead);
  const fieldErrors = save.error instanceof ApiRequestError ? save.error.fieldErrors : {};
  const failure =
    save.isError && !conflict && Object.keys(fieldErrors).length === 0
      ? failureText(save.error, 'The lead could not be saved.')
      : null;
  const current = (conflict?.current as Lead | undefined) ?? lead;
  const company = lead.customer_company.trim();

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={paths.admin.searches.href()} size="sm">
        ← Searches
      </Anchor>
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
          <Textarea
            label="Notes"
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={LEAD_NOTES_MAX}
            rows={4}
            error={fieldErrors.notes?.join(', ')}
          />
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
      <QuoteRequests lead={lead} />
      <RecordHistory entity="leads" id={lead.id} />
    </Stack>
  );
}

function QuoteRequests({ lead }: { lead: Lead }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quote-requests">
      <Title order={2} size="h4" mb="sm" id="quote-requests">
        Quote requests
      </Title>
      {lead.quote_requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          No quote requested yet.
        </Text>
      ) : (
        <Table.ScrollContainer type="native" minWidth={420} tabIndex={0} role="region" aria-labelledby="quote-requests">
          <Table aria-labelledby="quote-requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Sites</Table.Th>
                <Table.Th scope="col">Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lead.quote_requests.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(quote.requested_at, 'UTC')}</Table.Td>
                  <Table.Td>{formatWhole(quote.quantity)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{quote.note ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
