import type { BulkActionResult, Dashboard, Lead, LeadStatus, LeadStatusCounts } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api } from '../../../../lib/api';

export const fetchLead = (id: number) => api<Lead>(API_PATHS.lead(id));

/** PUT /api/leads/{id}: the fields sent change, at the version the form read (409 when stale). */
export const saveLead = (
  id: number,
  body: { status: LeadStatus; assigned_user_id: number | null; notes: string | null; lock_version: number },
) => api<Lead>(API_PATHS.lead(id), { method: 'PUT', body });

/** GET /api/leads/counts: how many leads of the list's filters have each status. */
export const fetchLeadCounts = (query: Record<string, string | number | boolean | undefined>) =>
  api<LeadStatusCounts>(API_PATHS.leadCounts, { query });

/** GET /api/dashboard for a range of whole days (and a reseller, administrators only). */
export const fetchDashboard = (query: { from?: string; to?: string; reseller_id?: number }) =>
  api<Dashboard>(API_PATHS.dashboard, { query });

/** POST /api/leads/bulk_actions: a status or an assignee (null: nobody) on every lead named. */
export const bulkUpdateLeads = (body: { ids: number[]; status?: LeadStatus; assigned_user_id?: number | null }) =>
  api<BulkActionResult>(API_PATHS.leadBulkActions, { method: 'POST', body });
