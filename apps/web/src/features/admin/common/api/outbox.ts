import { useQuery } from '@tanstack/react-query';
import type { OutboundEmail, OutboundEmailStatus, OutboxFailedCount, OutboxPage } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api } from '../../../../lib/api';
import { adminKeys } from '../queryKeys';

/** GET /api/outbound_emails: one page of the mail queue, newest first (the outbox calls at /api/docs). */
export function fetchOutbox(
  view: { status: OutboundEmailStatus | null; page: number; limit: number },
  signal?: AbortSignal,
): Promise<OutboxPage> {
  const query = { page: view.page, limit: view.limit, ...(view.status ? { status: view.status } : {}) };
  return api<OutboxPage>(API_PATHS.outbox, { query, signal });
}

export function retryOutboundEmail(id: number): Promise<OutboundEmail> {
  return api<OutboundEmail>(API_PATHS.outboxRetry(id), { method: 'POST' });
}

/** POST …/send_now: the pending message is sent in the request; the answer says whether it went. */
export function sendOutboundEmailNow(id: number): Promise<OutboundEmail> {
  return api<OutboundEmail>(API_PATHS.outboxSendNow(id), { method: 'POST' });
}

export function cancelOutboundEmail(id: number): Promise<OutboundEmail> {
  return api<OutboundEmail>(API_PATHS.outboxCancel(id), { method: 'POST' });
}

/**
 * The number of failed messages the admin navigation shows: one indexed count, asked again on every navigation
 * (`pathname`), for administrators only (`enabled`).
 */
export function useFailedEmailCount(enabled: boolean, pathname: string): number | undefined {
  const count = useQuery({
    queryKey: adminKeys.failedEmailCount(pathname),
    queryFn: ({ signal }) => api<OutboxFailedCount>(API_PATHS.outboxFailedCount, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
    // Between two pages the last count stays on screen rather than blinking out.
    placeholderData: (previous) => previous,
  });
  return count.data?.failed;
}
