import { useState } from 'react';
import { Button, Group, Modal, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  OUTBOUND_EMAIL_STATUSES,
  OUTBOX_DEFAULT_LIMIT,
  type OutboundEmail,
  type OutboundEmailStatus,
} from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { cancelOutboundEmail, fetchOutbox, retryOutboundEmail, sendOutboundEmailNow } from '../common/api/outbox';
import { adminKeys } from '../common/queryKeys';
import { ListStatus } from '../common/ListStatus';
import { failureReason, isUnauthorized, notifyDone, notifyFailure } from '../common/notify';
import { useAdminTitle } from '../common/title';
import { kindLabel, OutboxMessage, STATUS_LABELS, type OutboxAction } from './OutboxMessage';

const isStatus = (value: string | null): value is OutboundEmailStatus =>
  (OUTBOUND_EMAIL_STATUSES as readonly (string | null)[]).includes(value);

/** The view in the URL (`?status=failed&page=2`), so reload, Back and a shared link keep it. */
function useOutboxView() {
  const [query, setQuery] = useSearchParams();
  const rawStatus = query.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? '1')) || 1);
  const setView = (next: { status: OutboundEmailStatus | null; page: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    setQuery(params);
  };
  return { status, page, setView };
}

type ConfirmedAction = Exclude<OutboxAction, 'send'>;

const SEND: Record<OutboxAction, (id: number) => Promise<OutboundEmail>> = {
  retry: retryOutboundEmail,
  send: sendOutboundEmailNow,
  cancel: cancelOutboundEmail,
};

/** Retry and cancel ask first; "Send now" only does sooner what the queue would do, so it acts at once. */
const CONFIRM: Record<ConfirmedAction, { title: string; text: string; button: string; done: string }> = {
  retry: {
    title: 'Retry this e-mail?',
    text: 'It goes back to the queue, due now, with a fresh round of attempts.',
    button: 'Retry now',
    done: 'E-mail queued again',
  },
  cancel: {
    title: 'Cancel this e-mail?',
    text: 'It will never be sent. This cannot be undone.',
    button: 'Cancel e-mail',
    done: 'E-mail cancelled',
  },
};

/**
 * /admin/outbox (docs/product.md, outbox): the e-mail queue, newest first, filtered by status and paged (both in the
 * URL); a failed message can be retried and a pending or failed one cancelled, each after a confirmation; a pending one
 * can be sent now.
 */
export function OutboxPage() {
  useAdminTitle('Outbox');
  const { status, page, setView } = useOutboxView();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<{ action: ConfirmedAction; email: OutboundEmail } | null>(null);
  const list = useQuery({
    queryKey: adminKeys.outboxPage({ status, page }),
    queryFn: ({ signal }) => fetchOutbox({ status, page, limit: OUTBOX_DEFAULT_LIMIT }, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ action, email }: { action: OutboxAction; email: OutboundEmail }) => SEND[action](email.id),
    onSuccess: (email, { action }) => {
      if (action !== 'send') notifyDone(CONFIRM[action].done);
      else if (email.status === 'sent') notifyDone('E-mail sent');
      // The mail server refused it: the attempt is counted and the message waits for its next one.
      else notifyFailure(`Not sent${email.last_error ? `: ${email.last_error}` : ''}`);
    },
    // A 409 (someone else acted first, or the worker took it) says so in the API's words.
    onError: (error) => {
      if (!isUnauthorized(error)) notifyFailure(failureReason(error));
    },
    onSettled: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox() });
    },
  });

  const counts = list.data?.counts;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_DEFAULT_LIMIT));
  const emails = list.data?.emails ?? [];
  const statusOptions = [
    { value: '', label: `All${counts ? ` (${formatWhole(Object.values(counts).reduce((a, b) => a + b, 0))})` : ''}` },
    ...OUTBOUND_EMAIL_STATUSES.map((value) => ({
      value,
      label: `${STATUS_LABELS[value].label}${counts ? ` (${formatWhole(counts[value])})` : ''}`,
    })),
  ];
  const confirm = confirming ? CONFIRM[confirming.action] : null;

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        Outbox
      </Title>
      <Text c="dimmed" size="sm">
        Every e-mail the calculator sends: new-lead notices, reports visitors asked for, and any other kind. A message
        that cannot be sent is tried again, waiting longer each time; after its last attempt it is failed. Send a
        waiting one now, retry a failed one once the mail server works again, or cancel it.
      </Text>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Select
          label="Status"
          data={statusOptions}
          value={status ?? ''}
          onChange={(value) => setView({ status: isStatus(value) ? value : null, page: 1 })}
          allowDeselect={false}
          w={220}
        />
        {list.data && total > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {emails.length > 0
              ? `${formatWhole((page - 1) * OUTBOX_DEFAULT_LIMIT + 1)}–${formatWhole((page - 1) * OUTBOX_DEFAULT_LIMIT + emails.length)} of ${formatWhole(total)}`
              : `${formatWhole(total)} in all`}
          </Text>
        ) : null}
      </Group>
      <ListStatus list={list} failureText="The outbox could not be loaded." loadingLabel="Loading the outbox" />
      {list.data ? (
        <Stack gap="sm" opacity={list.isPlaceholderData ? 0.6 : 1}>
          {emails.map((email) => (
            <OutboxMessage
              key={email.id}
              email={email}
              onAction={(action) =>
                action === 'send' ? act.mutate({ action, email }) : setConfirming({ action, email })
              }
            />
          ))}
          {emails.length === 0 ? (
            <Text c="dimmed" size="sm">
              {total > 0 ? 'No messages on this page.' : status ? 'No messages with this status.' : 'No e-mail yet.'}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => setView({ status, page: next })}
          withEdges
          aria-label="Outbox pages"
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
      {confirming && confirm ? (
        <Modal opened onClose={() => setConfirming(null)} title={confirm.title}>
          <Stack>
            <Text size="sm">
              {kindLabel(confirming.email.kind)} to {confirming.email.recipient}
              {confirming.email.subject ? `: ${confirming.email.subject}` : ''}
            </Text>
            <Text size="sm">{confirm.text}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={act.isPending}>
                Back
              </Button>
              <Button
                color={confirming.action === 'cancel' ? 'red.9' : undefined}
                loading={act.isPending}
                onClick={() => act.mutate(confirming)}
              >
                {confirm.button}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
