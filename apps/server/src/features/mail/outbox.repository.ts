/**
 * The outbox's reads and writes on the e-mail queue (the outbox calls at /api/docs). A message is read without its body
 * (it is never stored: the worker writes it from the search when it sends). Retry and cancel lock the row they change,
 * so they and a worker's claim (FOR UPDATE SKIP LOCKED, mail.repository.ts) see each other's outcome on any instance.
 */
import {
  OUTBOUND_EMAIL_STATUSES,
  type OutboundEmail,
  type OutboundEmailStatus,
  type OutboxCounts,
  type OutboxQuery,
} from '@nprm/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { outboundEmails } from '../../db/tables.js';

type OutboundEmailRow = typeof outboundEmails.$inferSelect;

/** Dates that only mean something in some statuses: when a pending message is next tried. */
function toOutboundEmail(row: OutboundEmailRow): OutboundEmail {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}

export interface OutboxRead {
  emails: OutboundEmail[];
  total: number;
  counts: OutboxCounts;
}

/** One page, newest first (ids grow with time), the filter's total and the counts per status (one indexed scan). */
export async function readOutbox(db: Db, query: OutboxQuery): Promise<OutboxRead> {
  const filter = query.status === undefined ? undefined : eq(outboundEmails.status, query.status);
  const [rows, perStatus] = await Promise.all([
    db
      .select()
      .from(outboundEmails)
      .where(filter)
      .orderBy(desc(outboundEmails.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ status: outboundEmails.status, n: count() }).from(outboundEmails).groupBy(outboundEmails.status),
  ]);
  const counts = Object.fromEntries(OUTBOUND_EMAIL_STATUSES.map((status) => [status, 0])) as OutboxCounts;
  for (const { status, n } of perStatus) counts[status] = Number(n);
  const total = query.status === undefined ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[query.status];
  return { emails: rows.map(toOutboundEmail), total, counts };
}

/** The messages that ran out of attempts: the admin navigation's badge. */
export async function countFailedEmails(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboundEmails).where(eq(outboundEmails.status, 'failed'));
  return Number(row?.n ?? 0);
}

/** The message, locked until the transaction ends; undefined when there is none. */
export async function lockOutboundEmail(tx: Tx, id: number): Promise<OutboundEmail | undefined> {
  const [row] = await tx.select().from(outboundEmails).where(eq(outboundEmails.id, id)).for('update').limit(1);
  return row && toOutboundEmail(row);
}

/** The message as it is now, undefined when there is none. */
export async function findOutboundEmail(db: Db, id: number): Promise<OutboundEmail | undefined> {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id)).limit(1);
  return row && toOutboundEmail(row);
}

/** Send now: a pending message due `now`, its attempts unchanged (the one about to begin counts as any other). */
export async function makeEmailDue(tx: Tx, id: number, now: number): Promise<OutboundEmail> {
  const [row] = await tx
    .update(outboundEmails)
    .set({ next_attempt_at: new Date(now) })
    .where(eq(outboundEmails.id, id))
    .returning();
  return toOutboundEmail(row!);
}

/** Retry: pending again, due `now`, with a fresh count of attempts; the last error stays until the next attempt. */
export async function requeueEmail(tx: Tx, id: number, now: number): Promise<OutboundEmail> {
  const [row] = await tx
    .update(outboundEmails)
    .set({ status: 'pending', attempts: 0, next_attempt_at: new Date(now), locked_until: null })
    .where(eq(outboundEmails.id, id))
    .returning();
  return toOutboundEmail(row!);
}

/** Cancel: the claim reads only pending (and lease-expired sending) rows, so no worker takes it again. */
export async function cancelEmail(tx: Tx, id: number): Promise<OutboundEmail> {
  const [row] = await tx
    .update(outboundEmails)
    .set({ status: 'cancelled' satisfies OutboundEmailStatus, locked_until: null })
    .where(eq(outboundEmails.id, id))
    .returning();
  return toOutboundEmail(row!);
}
