import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicReview, ResultReview } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api } from '../../lib/api';
import { resultKeys } from './queryKeys';

/** GET …/token/{token}/review (the review calls at /api/docs): the result's latest review, or null. */
export function useResultReview(token: string) {
  return useQuery({
    queryKey: resultKeys.review(token),
    queryFn: () => api<ResultReview>(API_PATHS.resultReview(token)),
    retry: false,
  });
}

/** POST …/token/{token}/review_requests: asks for a review; the status above it shows the answer. */
export function useRequestReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { note: string; email: string }) =>
      api<PublicReview>(API_PATHS.reviewRequests(token), {
        method: 'POST',
        body: { note: body.note.trim() || null, email: body.email.trim() || null },
      }),
    onSuccess: (review) => queryClient.setQueryData<ResultReview>(resultKeys.review(token), { review }),
  });
}
