/**
 * The mail outbox (the outbox calls at /api/docs): administrators read the e-mail queue and retry or cancel a message.
 * A message is shown by its kind, recipient, subject, status and last error, never by its body: the body holds links
 * with result tokens. The kinds are open (any feature may queue its own), so the contract names none.
 */
import { z } from 'zod';
import { BLANK, wholeNumber } from './fields.js';

/**
 * pending: waiting for its next try; sending: claimed by a worker; sent, failed (attempts used up) and cancelled
 * (by an administrator) are where a message stops. Only an administrator moves a message out of failed (retry).
 */
export const OUTBOUND_EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];

export const outboundEmailStatus = z.enum(OUTBOUND_EMAIL_STATUSES, {
  error: (issue) => (issue.input === undefined ? BLANK : `must be one of ${OUTBOUND_EMAIL_STATUSES.join(', ')}`),
});

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

/** GET /api/outbound_emails?status=&page=&limit=: newest first; a blank status means every status. */
export const outboxQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), outboundEmailStatus.optional()),
  page: wholeNumber(1, 1_000_000, { fallback: 1 }),
  limit: wholeNumber(1, OUTBOX_MAX_LIMIT, { fallback: OUTBOX_DEFAULT_LIMIT }),
});
export type OutboxQuery = z.output<typeof outboxQuery>;

/** One queued message as the outbox shows it. */
export const outboundEmail = z.object({
  id: z.number().int(),
  /** What the message is (new_lead, result_report, …): whichever feature queued it. */
  kind: z.string(),
  recipient: z.string(),
  /** The subject of the last attempt; null until the worker has first written the message. */
  subject: z.string().nullable(),
  status: outboundEmailStatus,
  /** Sending attempts begun since it was queued or last retried. */
  attempts: z.number().int(),
  /** Why the last attempt failed (credentials removed); null when none has. */
  last_error: z.string().nullable(),
  /** When a pending message is next tried; null once it is sent, failed or cancelled. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboundEmail = z.infer<typeof outboundEmail>;

/** Messages per status, over the whole queue (every status present, 0 when none). */
export const outboxCounts = z.object(
  Object.fromEntries(OUTBOUND_EMAIL_STATUSES.map((status) => [status, z.number().int()])) as Record<
    OutboundEmailStatus,
    z.ZodNumber
  >,
);
export type OutboxCounts = z.infer<typeof outboxCounts>;

/** The list's answer: one page, the number of messages the filter matches, and the counts per status. */
export const outboxPage = z.object({
  emails: z.array(outboundEmail),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: outboxCounts,
});
export type OutboxPage = z.infer<typeof outboxPage>;

/** GET /api/outbound_emails/failed_count: what the admin navigation shows, one indexed count. */
export const outboxFailedCount = z.object({ failed: z.number().int() });
export type OutboxFailedCount = z.infer<typeof outboxFailedCount>;

/** 409 of retry, cancel and send now: the message's status does not allow the action (the body names it). */
export const outboxActionRefused = (action: 'retried' | 'cancelled' | 'sent now', status: OutboundEmailStatus) =>
  action === 'retried'
    ? `Only a failed message can be retried; this one is ${status}`
    : action === 'sent now'
      ? `Only a pending message can be sent now; this one is ${status}`
      : `Only a pending or failed message can be cancelled; this one is ${status}`;
