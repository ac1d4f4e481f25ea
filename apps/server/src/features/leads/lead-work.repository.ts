/** The rows of a lead's notes and of its timeline's other sources: the history's saves and the review requests. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LeadNote } from '@nprm/contracts';
import type { Db, Tx } from '../../db/types.js';
import { history, leadNotes, resultReviews, users } from '../../db/tables.js';

function toLeadNote(row: typeof leadNotes.$inferSelect): LeadNote {
  return {
    id: row.id,
    text: row.text,
    author_id: row.author_id,
    author_email: row.author_email,
    created_at: row.created_at.toISOString(),
  };
}

/** A lead's notes, oldest first. */
export async function notesOf(db: Db | Tx, id: number): Promise<LeadNote[]> {
  const rows = await db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.search_result_id, id))
    .orderBy(asc(leadNotes.created_at), asc(leadNotes.id));
  return rows.map(toLeadNote);
}

export async function insertNote(
  db: Db,
  note: { search_result_id: number; author_id: number | null; author_email: string; text: string },
): Promise<LeadNote> {
  const [row] = await db.insert(leadNotes).values(note).returning();
  return toLeadNote(row!);
}

/** The history's saves of a record, oldest first: who, when and each changed field's before and after. */
export async function historyOf(db: Db, entity: string, id: number) {
  return db
    .select({ at: history.created_at, by: history.user_email, changes: history.changes })
    .from(history)
    .where(and(eq(history.entity, entity), eq(history.entity_id, id)))
    .orderBy(asc(history.created_at), asc(history.id));
}

/** The e-mail addresses of users by id (an assignee's, as the timeline names it). */
export async function userEmails(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The review requests of a lead's result and their decisions, oldest first. */
export async function reviewsOf(db: Db, id: number) {
  return db
    .select({
      status: resultReviews.status,
      requester_email: resultReviews.requester_email,
      request_note: resultReviews.request_note,
      requested_at: resultReviews.requested_at,
      decided_at: resultReviews.decided_at,
      decision_note: resultReviews.decision_note,
      engineer_name: resultReviews.engineer_name,
    })
    .from(resultReviews)
    .where(eq(resultReviews.search_result_id, id))
    .orderBy(asc(resultReviews.requested_at), asc(resultReviews.id));
}
