import type { HistoryEntry } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { API_PATHS } from '@nprm/contracts/paths';

export interface HistoryFilters {
  entity?: string | undefined;
  entity_id?: number | undefined;
  user_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit?: number;
}

/** GET /api/history: admin writes, newest first (docs/api.md, "History"). */
export function fetchHistory(filters: HistoryFilters): Promise<HistoryEntry[]> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return api<HistoryEntry[]>(API_PATHS.history, { query: query });
}
