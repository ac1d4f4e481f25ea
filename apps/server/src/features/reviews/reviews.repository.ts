import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ReviewStatus } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { mountSearchResults, resultReviews, users } from '../../db/tables.js';
import { isReviewReference } from './review-reference.js';

export type ReviewRow = typeof resultReviews.$inferSelect;
/** A review with what the queue shows of its result and decider. */
export type ReviewListRow = ReviewRow & { token: string; decided_by_email: string | null; no_fit: string | null };

const listColumns = {
  review: resultReviews,
  token: mountSearchResults.token,
  decided_by_email: users.email,
  // Why the search found no mount (null for a fit): read from the saved result document.
  no_fit: sql<string | null>`${mountSearchResults.result} -> 'no_fit' ->> 'message'`,
};
const joined = (db: Db | Tx) =>
  db
    .select(listColumns)
    .from(resultReviews)
    .innerJoin(mountSearchResults, eq(mountSearchResults.id, resultReviews.search_result_id))
    .leftJoin(users, eq(users.id, resultReviews.decided_by));
const flatten = (row: {
  review: ReviewRow;
  token: string;
  decided_by_email: string | null;
  no_fit: string | null;
}): ReviewListRow => ({ ...row.review, token: row.token, decided_by_email: row.decided_by_email, no_fit: row.no_fit });

export async function insertReview(
  db: Db | Tx,
  review: Pick<ReviewRow, 'reference' | 'search_result_id' | 'requester_email' | 'request_note'>,
): Promise<ReviewRow> {
  const [row] = await db.insert(resultReviews).values(review).returning();
  return row!;
}

/** The result's latest review (any status), or undefined. */
export async function latestReviewOf(db: Db | Tx, searchResultId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(resultReviews)
    .where(eq(resultReviews.search_result_id, searchResultId))
    .orderBy(desc(resultReviews.requested_at), desc(resultReviews.id))
    .limit(1);
  return row;
}

/** The result's approval, if it has one (a result is approved at most once: a request after it is refused). */
export async function approvalOf(db: Db | Tx, searchResultId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(resultReviews)
    .where(and(eq(resultReviews.search_result_id, searchResultId), eq(resultReviews.status, 'approved')))
    .limit(1);
  return row;
}

export async function findByReference(db: Db | Tx, reference: string): Promise<ReviewListRow | undefined> {
  if (!isReviewReference(reference)) return undefined;
  const [row] = await joined(db).where(eq(resultReviews.reference, reference)).limit(1);
  return row && flatten(row);
}

export async function findById(db: Db | Tx, id: number): Promise<ReviewListRow | undefined> {
  const [row] = await joined(db).where(eq(resultReviews.id, id)).limit(1);
  return row && flatten(row);
}

/** The queue: newest request first; pending reviews oldest first (the one waiting longest is on top). */
export async function listReviews(db: Db, status: ReviewStatus | undefined): Promise<ReviewListRow[]> {
  const rows = await joined(db)
    .where(status ? eq(resultReviews.status, status) : undefined)
    .orderBy(status === 'pending' ? resultReviews.requested_at : desc(resultReviews.requested_at))
    .limit(500);
  return rows.map(flatten);
}

export async function countByStatus(db: Db): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .select({ status: resultReviews.status, n: count() })
    .from(resultReviews)
    .groupBy(resultReviews.status);
  const counts = { pending: 0, approved: 0, returned: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Decides a pending review; undefined when it was no longer pending (decided by someone else first). */
export async function decideReview(
  db: Db | Tx,
  id: number,
  decision: Pick<
    ReviewRow,
    'status' | 'decided_by' | 'decision_note' | 'engineer_name' | 'engineer_licence' | 'seal_id' | 'approved_result'
  >,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(resultReviews)
    .set({ ...decision, decided_at: new Date() })
    .where(and(eq(resultReviews.id, id), eq(resultReviews.status, 'pending')))
    .returning();
  return row;
}
