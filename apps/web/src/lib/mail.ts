import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailReportAccepted, MailStatus } from '@nprm/contracts';
import { api } from './api';
import { publicKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/**
 * GET /api/mail (docs/api.md, "Limits"): whether this server sends mail. The e-mail features show only when it says
 * so; while it loads, or when it fails, they stay hidden (EM-01).
 */
export function useMailEnabled() {
  const query = useQuery({
    queryKey: publicKeys.mailStatus(),
    queryFn: () => api<MailStatus>(API_PATHS.mail),
    staleTime: Infinity,
    retry: false,
  });
  return { mailEnabled: query.data?.mail_enabled === true, isPending: query.isPending };
}

/** POST /api/mount_search_results/token/{token}/email: queues the report to the search's own e-mail address. */
export function useEmailReport(token: string) {
  return useMutation({
    mutationFn: () =>
      api<EmailReportAccepted>(API_PATHS.emailReport(token), {
        method: 'POST',
      }),
  });
}
