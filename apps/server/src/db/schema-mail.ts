/**
 * The outbound e-mail queue (docs/decisions/0038-mail-limits.md): one row per message to send, claimed by the worker of
 * any instance. Gathered with the other tables by tables.ts. A row names its search (or, for an account's message, its
 * user) and its recipient, never a result token, a link's token or a credential: the message is written from the
 * stored search or user when it is sent.
 */
import { OUTBOUND_EMAIL_STATUSES } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-access.js';
import { mountSearchResults } from './schema-results.js';

const timestamp_ = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

/**
 * What a message is: the reseller's new-lead notice, the report a visitor asked for, an engineer's notice of a
 * review request, the requester's notice of the review's decision, a quote request's notice to the reseller and
 * its confirmation to the visitor, or a user's invitation or password-reset link.
 */
export const OUTBOUND_EMAIL_KINDS = [
  'new_lead',
  'result_report',
  'review_request',
  'review_decision',
  'quote_request',
  'quote_confirmation',
  'invitation',
  'password_reset',
] as const;

/** The kinds written from a user rather than a search (the others name a search). */
export const ACCOUNT_EMAIL_KINDS = [
  'invitation',
  'password_reset',
] as const satisfies readonly (typeof OUTBOUND_EMAIL_KINDS)[number][];
/**
 * pending: waiting for `next_attempt_at`; sending: claimed until `locked_until`; sent, failed and cancelled are where
 * the worker leaves a message (an administrator may put a failed one back to pending: the outbox).
 */
export { OUTBOUND_EMAIL_STATUSES };

export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: OUTBOUND_EMAIL_KINDS }).notNull(),
    search_result_id: bigint('search_result_id', { mode: 'number' }).references(() => mountSearchResults.id, {
      onDelete: 'cascade',
    }),
    /** An account's message (invitation, password reset): whose. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    /** The subject the worker last wrote (the outbox shows it; the body, with its links, is never stored). */
    subject: text('subject'),
    status: text('status', { enum: OUTBOUND_EMAIL_STATUSES }).notNull().default('pending'),
    /** Sending attempts begun (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp_('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: the claim's lease; a worker that died mid-send leaves it to expire and be claimed again. */
    locked_until: timestamp_('locked_until'),
    /** The last failure, credentials removed. */
    last_error: text('last_error'),
    created_at: timestamp_('created_at').notNull().defaultNow(),
    sent_at: timestamp_('sent_at'),
  },
  (t) => [
    // The worker's claim reads due rows in this order; sent and failed rows stay out of the index.
    index('outbound_emails_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('outbound_emails_search_idx').on(t.search_result_id),
    // The outbox: a status's page newest first, the counts per status, the navigation's count of failed ones.
    index('outbound_emails_status_idx').on(t.status, t.id),
    index('outbound_emails_user_idx').on(t.user_id),
    check('outbound_emails_attempts_non_negative', sql`${t.attempts} >= 0`),
    // A message is about a search or about a user, never both or neither.
    check('outbound_emails_one_subject', sql`num_nonnulls(${t.search_result_id}, ${t.user_id}) = 1`),
  ],
);
