import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { OutboundEmail, OutboundEmailStatus } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';

/** The status as the page says it, and its colour. */
export const STATUS_LABELS: Record<OutboundEmailStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  sending: { label: 'Sending', color: 'cyan' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

/** "new_lead" → "New lead": any kind a feature queues reads as words, with no list of kinds here. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the reader's own time zone: "Nov 26, 2026, 6:42 PM". */
export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : moment.format(date);
}

export type OutboxAction = 'retry' | 'send' | 'cancel';

/**
 * One message as a card (readable from 390 px up, no sideways scrolling): status, kind, recipient and subject, its
 * attempts and times, the last error, and the actions its status allows. Never its body (links with tokens).
 */
export function OutboxMessage({
  email,
  onAction,
}: {
  email: OutboundEmail;
  onAction(this: void, action: OutboxAction): void;
}) {
  const status = STATUS_LABELS[email.status];
  const headingId = `outbox-message-${email.id}`;
  const canRetry = email.status === 'failed';
  const canSend = email.status === 'pending';
  const canCancel = email.status === 'pending' || email.status === 'failed';
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-testid="outbox-message">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
            <Text size="sm" fw={600} id={headingId}>
              {kindLabel(email.kind)} to {email.recipient}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Queued {formatMoment(email.created_at)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {email.subject ?? (
            <Text span c="dimmed" size="sm">
              Subject written at the first attempt
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {formatWhole(email.attempts)} {email.attempts === 1 ? 'attempt' : 'attempts'}
          {email.next_attempt_at ? ` · next try ${formatMoment(email.next_attempt_at)}` : ''}
          {email.sent_at ? ` · sent ${formatMoment(email.sent_at)}` : ''}
        </Text>
        {email.last_error ? (
          <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            Last error: {email.last_error}
          </Text>
        ) : null}
        {canRetry || canSend || canCancel ? (
          <Group gap="xs">
            {canRetry ? (
              <Button size="xs" onClick={() => onAction('retry')} aria-describedby={headingId}>
                Retry
              </Button>
            ) : null}
            {canSend ? (
              <Button size="xs" onClick={() => onAction('send')} aria-describedby={headingId}>
                Send now
              </Button>
            ) : null}
            {canCancel ? (
              <Button size="xs" variant="default" onClick={() => onAction('cancel')} aria-describedby={headingId}>
                Cancel e-mail
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
