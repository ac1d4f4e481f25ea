import { useMutation } from '@tanstack/react-query';
import type { QuoteRequestAccepted } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api } from '../../lib/api';

/** POST …/token/{token}/quote_requests (at /api/docs): the number of sites and an optional note. */
export function useRequestQuote(token: string) {
  return useMutation({
    mutationFn: (body: { quantity: string; note: string }) =>
      api<QuoteRequestAccepted>(API_PATHS.quoteRequests(token), {
        method: 'POST',
        // The quantity goes as typed: the server's contract says what is wrong with it, on the field.
        body: { quantity: body.quantity.trim(), note: body.note.trim() || null },
      }),
  });
}
