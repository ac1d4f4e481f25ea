import {
  SEARCH_LIST_TOTAL_HEADER,
  type BulkActionResult,
  type Dashboard,
  type Lead,
  type LeadEvent,
  type LeadNote,
  type LeadStatus,
  type LeadStatusCounts,
  type SearchExportRow,
} from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api, apiResponse } from '../../../../lib/api';

export const fetchLead = (id: number) => api<Lead>(API_PATHS.lead(id));

/** PUT /api/leads/{id}: the fields sent change, at the version read (409 when stale). */
export const saveLead = (
  id: number,
  body: {
    status?: LeadStatus;
    assigned_user_id?: number | null;
    next_step?: string | null;
    next_step_due?: string | null;
    lock_version: number;
  },
) => api<Lead>(API_PATHS.lead(id), { method: 'PUT', body });

/** POST /api/leads/{id}/notes: adds a note (plain text) by the signed-in user. */
export const addLeadNote = (id: number, text: string) =>
  api<LeadNote>(API_PATHS.leadNotes(id), { method: 'POST', body: { text } });

/** GET /api/leads/{id}/timeline: the lead's events, oldest first. */
export const fetchLeadTimeline = (id: number) => api<LeadEvent[]>(API_PATHS.leadTimeline(id));

/** The newest leads of one status (a board's column) and how many there are. */
export async function fetchLeadColumn(
  status: LeadStatus,
  limit: number,
): Promise<{ rows: SearchExportRow[]; total: number }> {
  const response = await apiResponse(API_PATHS.searches, { query: { status, limit } });
  const rows = (await response.json()) as SearchExportRow[];
  const total = Number(response.headers.get(SEARCH_LIST_TOTAL_HEADER));
  return { rows, total: Number.isInteger(total) ? total : rows.length };
}

/** GET /api/leads/counts: how many leads of the list's filters have each status. */
export const fetchLeadCounts = (query: Record<string, string | number | boolean | undefined>) =>
  api<LeadStatusCounts>(API_PATHS.leadCounts, { query });

/** GET /api/dashboard for a range of whole days (and a reseller, administrators only). */
export const fetchDashboard = (query: { from?: string; to?: string; reseller_id?: number }) =>
  api<Dashboard>(API_PATHS.dashboard, { query });

/** POST /api/leads/bulk_actions: a status or an assignee (null: nobody) on every lead named. */
export const bulkUpdateLeads = (body: { ids: number[]; status?: LeadStatus; assigned_user_id?: number | null }) =>
  api<BulkActionResult>(API_PATHS.leadBulkActions, { method: 'POST', body });
