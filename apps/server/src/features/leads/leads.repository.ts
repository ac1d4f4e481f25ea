/** The lead pipeline's rows (the lead calls at /api/docs): a saved result's status, assignee, next step and quotes. */
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { LeadAssignee, LeadStatus, QuoteRequest } from '@nprm/contracts';
import type { Db, Tx } from '../../db/types.js';
import { leadPipeline, mountSearchResults as searches, quoteRequests, resellers, users } from '../../db/tables.js';

/** The history's name of a lead (the last segment of its API path). */
export const LEADS_ENTITY = 'leads';

/** A lead as stored: the search's id and reseller, and its pipeline (the defaults while it has no row). */
export interface LeadRow {
  id: number;
  reseller_id: number | null;
  created_at: Date;
  customer_name: string;
  customer_email: string;
  customer_company: string;
  status: LeadStatus;
  assigned_user_id: number | null;
  next_step: string | null;
  next_step_due: string | null;
  updated_at: Date | null;
  lock_version: number;
}

/** The lead of a saved result, undefined when there is no such search. */
export async function findLead(db: Db | Tx, id: number): Promise<LeadRow | undefined> {
  const [row] = await db
    .select({
      id: searches.id,
      reseller_id: searches.reseller_id,
      created_at: searches.created_at,
      customer_name: searches.customer_name,
      customer_email: searches.customer_email,
      customer_company: searches.customer_company,
      status: leadPipeline.status,
      assigned_user_id: leadPipeline.assigned_user_id,
      next_step: leadPipeline.next_step,
      next_step_due: leadPipeline.next_step_due,
      updated_at: leadPipeline.updated_at,
      lock_version: leadPipeline.lock_version,
    })
    .from(searches)
    .leftJoin(leadPipeline, eq(leadPipeline.search_result_id, searches.id))
    .where(eq(searches.id, id))
    .limit(1);
  return (
    row && {
      ...row,
      status: row.status ?? 'new',
      lock_version: row.lock_version ?? 0,
    }
  );
}

/** The reseller of a saved result (null: none; undefined: no such search). */
export async function leadReseller(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ reseller_id: searches.reseller_id })
    .from(searches)
    .where(eq(searches.id, id))
    .limit(1);
  return row?.reseller_id;
}

/**
 * Moves the lead's version on when it is still `expected` (the row is written first if the lead had none, at
 * version 0): the compare and set of db/lock-version.ts on this table. The row stays locked until the transaction
 * ends, so of two saves of one version only the first passes.
 */
export async function advanceLeadVersion(tx: Tx | Db, id: number, expected: number): Promise<boolean> {
  await tx.insert(leadPipeline).values({ search_result_id: id }).onConflictDoNothing();
  const rows = await tx
    .update(leadPipeline)
    .set({ lock_version: sql`${leadPipeline.lock_version} + 1` })
    .where(and(eq(leadPipeline.search_result_id, id), eq(leadPipeline.lock_version, expected)))
    .returning({ id: leadPipeline.search_result_id });
  return rows.length > 0;
}

export async function updateLead(
  tx: Tx | Db,
  id: number,
  changes: {
    status?: LeadStatus;
    assigned_user_id?: number | null;
    next_step?: string | null;
    next_step_due?: string | null;
  },
): Promise<void> {
  await tx
    .update(leadPipeline)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(leadPipeline.search_result_id, id));
}

export async function quotesOf(db: Db | Tx, id: number): Promise<QuoteRequest[]> {
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.search_result_id, id))
    .orderBy(asc(quoteRequests.created_at), asc(quoteRequests.id));
  return rows.map(toQuoteRequest);
}

export function toQuoteRequest(row: typeof quoteRequests.$inferSelect): QuoteRequest {
  return { id: row.id, quantity: row.quantity, note: row.note, requested_at: row.created_at.toISOString() };
}

export async function insertQuote(
  db: Db,
  quote: { search_result_id: number; quantity: number; note: string | null },
): Promise<QuoteRequest> {
  const [row] = await db.insert(quoteRequests).values(quote).returning();
  return toQuoteRequest(row!);
}

/** The newest quote request of a saved result (the e-mails tell of the one just made). */
export async function latestQuoteOf(db: Db, searchResultId: number): Promise<QuoteRequest | undefined> {
  const [row] = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.search_result_id, searchResultId))
    .orderBy(desc(quoteRequests.created_at), desc(quoteRequests.id))
    .limit(1);
  return row && toQuoteRequest(row);
}

/** Whom a lead of `resellerId` may be assigned to: its enabled reseller users and the enabled administrators. */
export async function assignableUsers(db: Db | Tx, resellerId: number | null): Promise<LeadAssignee[]> {
  const ofReseller =
    resellerId === null ? undefined : and(eq(users.role, 'reseller_user'), eq(users.reseller_id, resellerId));
  return db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(
      and(
        isNull(users.deleted_at),
        ofReseller ? or(eq(users.role, 'administrator'), ofReseller) : eq(users.role, 'administrator'),
      ),
    )
    .orderBy(asc(users.role), asc(users.email));
}

/** A reseller's contact address (where its quote requests go); null when it has none or no such reseller. */
export async function resellerContactEmail(db: Db, resellerId: number): Promise<string | null> {
  const [row] = await db
    .select({ contact_email: resellers.contact_email })
    .from(resellers)
    .where(eq(resellers.id, resellerId))
    .limit(1);
  return row?.contact_email || null;
}

/** The e-mail addresses of a reseller's enabled reseller users (where its quote requests go without a contact). */
export async function resellerUserEmails(db: Db, resellerId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(isNull(users.deleted_at), eq(users.role, 'reseller_user'), eq(users.reseller_id, resellerId)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}

/** The e-mail addresses of the enabled administrators (for a search without a reseller). */
export async function administratorEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(isNull(users.deleted_at), eq(users.role, 'administrator')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}

/** Whether an enabled administrator or reseller user has this id (someone a lead of some reseller may go to). */
export async function isAssignee(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deleted_at),
        or(eq(users.role, 'administrator'), eq(users.role, 'reseller_user')),
      ),
    )
    .limit(1);
  return row !== undefined;
}
