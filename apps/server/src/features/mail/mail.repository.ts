import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { OUTBOUND_EMAIL_KINDS, OUTBOUND_EMAIL_STATUSES } from '../../db/tables.js';

export type OutboundEmailKind = (typeof OUTBOUND_EMAIL_KINDS)[number];
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];

/** A queued message as the worker claims it: what to write, and to whom. */
export interface ClaimedEmail {
  id: number;
  kind: OutboundEmailKind;
  /** The search a message about a search is written from (null for an account's message). */
  searchResultId: number | null;
  /** The user an account's message is written for (null for a search's). */
  userId: number | null;
  recipient: string;
  /** Attempts begun, this one included. */
  attempts: number;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number | string;
  kind: OutboundEmailKind;
  search_result_id: number | string | null;
  user_id: number | null;
  recipient: string;
  attempts: number;
}

/**
 * Queues one message, due at once: one insert, the whole cost of e-mail on a search's path. The row names the
 * search (or the user) by id and the address: no token, no credential.
 */
export async function enqueueEmail(
  db: Db,
  message: { kind: OutboundEmailKind; recipient: string } & (
    { searchResultId: number; userId?: never } | { userId: number; searchResultId?: never }
  ),
  now: number,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO outbound_emails (kind, search_result_id, user_id, recipient, next_attempt_at)
      VALUES (${message.kind}, ${message.searchResultId ?? null}, ${message.userId ?? null}, ${message.recipient},
        ${new Date(now)})`,
  );
}

const CLAIMED_COLUMNS = sql`id, kind, search_result_id, user_id, recipient, attempts`;

function claimedEmail(row: ClaimedRow | undefined): ClaimedEmail | undefined {
  return (
    row && {
      id: Number(row.id),
      kind: row.kind,
      searchResultId: row.search_result_id === null ? null : Number(row.search_result_id),
      userId: row.user_id === null ? null : Number(row.user_id),
      recipient: row.recipient,
      attempts: Number(row.attempts),
    }
  );
}

/**
 * Claims the next due message for `leaseMs`: a pending one whose time has come, or one whose sender's lease ran out
 * (the instance died mid-send). One statement; FOR UPDATE SKIP LOCKED makes concurrent claims on any number of
 * instances take different rows, and a claimed row is `sending` with a lease in the future, so no other worker
 * matches it until the lease ends.
 */
export async function claimNextEmail(db: Db, now: number, leaseMs: number): Promise<ClaimedEmail | undefined> {
  const at = new Date(now);
  const result = (await db.execute<ClaimedRow>(
    sql`UPDATE outbound_emails SET status = 'sending', attempts = attempts + 1,
        locked_until = ${new Date(now + leaseMs)}
      WHERE id = (SELECT id FROM outbound_emails
        WHERE (status = 'pending' AND next_attempt_at <= ${at}) OR (status = 'sending' AND locked_until <= ${at})
        ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${CLAIMED_COLUMNS}`,
  )) as { rows: ClaimedRow[] };
  return claimedEmail(result.rows[0]);
}

/**
 * Claims one message by id ("Send now"), on the same terms as the next one: only while it is pending and due, and not
 * when a worker on any instance has it (SKIP LOCKED); undefined when it is not there to take.
 */
export async function claimEmail(db: Db, id: number, now: number, leaseMs: number): Promise<ClaimedEmail | undefined> {
  const result = (await db.execute<ClaimedRow>(
    sql`UPDATE outbound_emails SET status = 'sending', attempts = attempts + 1,
        locked_until = ${new Date(now + leaseMs)}
      WHERE id = (SELECT id FROM outbound_emails
        WHERE id = ${id} AND status = 'pending' AND next_attempt_at <= ${new Date(now)} FOR UPDATE SKIP LOCKED)
      RETURNING ${CLAIMED_COLUMNS}`,
  )) as { rows: ClaimedRow[] };
  return claimedEmail(result.rows[0]);
}

/**
 * The attempt succeeded; `subject` is the one sent (the outbox shows it). Only a row still `sending` changes: the
 * outbox refuses to cancel a message in a worker's hands, and this keeps a finished row as it is whatever happens.
 */
export async function markEmailSent(db: Db, id: number, now: number, subject: string): Promise<void> {
  await db.execute(
    sql`UPDATE outbound_emails SET status = 'sent', sent_at = ${new Date(now)}, locked_until = NULL, last_error = NULL,
        subject = ${subject}
      WHERE id = ${id} AND status = 'sending'`,
  );
}

/**
 * A failed attempt: due again at `retryAt`, or final (`failed`) when `retryAt` is null. `subject`: the message's,
 * when it could be written (null keeps the one recorded before).
 */
export async function markEmailAttemptFailed(
  db: Db,
  id: number,
  failure: { error: string; retryAt: number | null; subject: string | null },
): Promise<void> {
  const { error, retryAt, subject } = failure;
  await db.execute(
    retryAt === null
      ? sql`UPDATE outbound_emails SET status = 'failed', locked_until = NULL, last_error = ${error},
          subject = COALESCE(${subject}, subject) WHERE id = ${id} AND status = 'sending'`
      : sql`UPDATE outbound_emails SET status = 'pending', locked_until = NULL, last_error = ${error},
          next_attempt_at = ${new Date(retryAt)}, subject = COALESCE(${subject}, subject)
        WHERE id = ${id} AND status = 'sending'`,
  );
}

/** The reseller fields a message is branded with. */
export interface MailReseller {
  name: string;
  domain: string;
  logo_url: string;
  website_url: string | null;
  contact_email: string | null;
}

export async function findMailReseller(db: Db, id: number): Promise<MailReseller | undefined> {
  const result = (await db.execute<MailReseller & Record<string, unknown>>(
    sql`SELECT name, domain, logo_url, website_url, contact_email FROM resellers WHERE id = ${id}`,
  )) as { rows: MailReseller[] };
  return result.rows[0];
}
