/**
 * The lead pipeline's part of the leads list (the lead calls at /api/docs): each search's status, assignee, notes,
 * quote requests, next step and version, read with the row by subqueries (no join changes the list's plan), and the status filter.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LeadStatus } from '@nprm/contracts';
import { leadNotes, leadPipeline, quoteRequests, users } from '../../db/tables.js';

/**
 * The outer search's id, named with its table: Drizzle leaves a column's table out in a query of one table, where a
 * subquery's own `id` would shadow it.
 */
const outerSearchId = sql.raw('"mount_search_results"."id"');

/** The lead's status: its pipeline row's, `new` while it has none. */
export const leadStatusOf = sql<LeadStatus>`coalesce((SELECT ${leadPipeline.status} FROM ${leadPipeline}
  WHERE ${leadPipeline.search_result_id} = ${outerSearchId}), 'new')`;

export const leadColumns = {
  lead_status: leadStatusOf,
  assigned_to: sql<string | null>`(SELECT ${users.email} FROM ${leadPipeline}
    JOIN ${users} ON ${users.id} = ${leadPipeline.assigned_user_id} WHERE ${leadPipeline.search_result_id} = ${outerSearchId})`,
  // "2026-11-28 sam@acme.example: text" per note, oldest first, as the quote requests below.
  lead_notes: sql<string | null>`(SELECT string_agg(
      to_char(${leadNotes.created_at} AT TIME ZONE 'UTC', 'YYYY-MM-DD')
        || coalesce(' ' || ${leadNotes.author_email}, '') || ': ' || ${leadNotes.text},
      ' | ' ORDER BY ${leadNotes.created_at}, ${leadNotes.id})
    FROM ${leadNotes} WHERE ${leadNotes.search_result_id} = ${outerSearchId})`,
  // "2026-11-28: 12 sites (note)" per request, oldest first; days in UTC as the list shows them.
  quote_requests: sql<string | null>`(SELECT string_agg(
      to_char(${quoteRequests.created_at} AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ': ' || ${quoteRequests.quantity}
        || CASE WHEN ${quoteRequests.quantity} = 1 THEN ' site' ELSE ' sites' END
        || coalesce(' (' || ${quoteRequests.note} || ')', ''),
      ' | ' ORDER BY ${quoteRequests.created_at}, ${quoteRequests.id})
    FROM ${quoteRequests} WHERE ${quoteRequests.search_result_id} = ${outerSearchId})`,
};

/** The next step and its day, and the version a board's move is saved at (0 while the lead has no row). */
export const leadWorkColumns = {
  lead_next_step: sql<string | null>`(SELECT ${leadPipeline.next_step} FROM ${leadPipeline}
    WHERE ${leadPipeline.search_result_id} = ${outerSearchId})`,
  lead_next_step_due: sql<string | null>`(SELECT ${leadPipeline.next_step_due}::text FROM ${leadPipeline}
    WHERE ${leadPipeline.search_result_id} = ${outerSearchId})`,
  lead_lock_version: sql<number>`coalesce((SELECT ${leadPipeline.lock_version} FROM ${leadPipeline}
    WHERE ${leadPipeline.search_result_id} = ${outerSearchId}), 0)`,
};

/** The searches whose lead has `status` (a search without a pipeline row is `new`). */
export function leadStatusCondition(status: LeadStatus): SQL {
  return status === 'new'
    ? sql`NOT EXISTS (SELECT 1 FROM ${leadPipeline} WHERE ${leadPipeline.search_result_id} = ${outerSearchId}
        AND ${leadPipeline.status} <> 'new')`
    : sql`EXISTS (SELECT 1 FROM ${leadPipeline} WHERE ${leadPipeline.search_result_id} = ${outerSearchId}
        AND ${leadPipeline.status} = ${status})`;
}
