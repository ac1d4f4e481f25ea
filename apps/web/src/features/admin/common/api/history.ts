import { SEARCH_LIST_TOTAL_HEADER, type HistoryEntry } from '@nprm/contracts';
import { api, apiResponse } from '../../../../lib/api';
import { API_PATHS } from '@nprm/contracts/paths';

export interface HistoryFilters {
  entity?: string | undefined;
  entity_id?: number | undefined;
  user_id?: number | undefined;
  reseller_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number;
  limit?: number;
}

const queryOf = (filters: HistoryFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** GET /api/history: admin writes, newest first (docs/api.md, "History"). */
export function fetchHistory(filters: HistoryFilters): Promise<HistoryEntry[]> {
  return api<HistoryEntry[]>(API_PATHS.history, { query: queryOf(filters) });
}

/** One page of GET /api/history and how many entries match over all pages (the x-total-count header). */
export async function fetchHistoryPage(
  filters: HistoryFilters,
  signal?: AbortSignal,
): Promise<{ entries: HistoryEntry[]; total: number }> {
  const response = await apiResponse(API_PATHS.history, { query: queryOf(filters), ...(signal ? { signal } : {}) });
  const entries = (await response.json()) as HistoryEntry[];
  const total = Number(response.headers.get(SEARCH_LIST_TOTAL_HEADER) ?? Number.NaN);
  return { entries, total: Number.isInteger(total) && total >= 0 ? total : entries.length };
}
