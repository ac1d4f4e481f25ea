/** A stored review as the API shows it: to anyone (no requester, no notes), and to the queue (everything). */
import { approvalLine, formatDate, resultReference, type PublicReview, type QueuedReview } from '@nprm/contracts';
import type { ReviewListRow, ReviewRow } from './reviews.repository.js';

/** The approval's date as printed: "November 26, 2026", in UTC so every reader sees the same day. */
export function approvalDate(decidedAt: Date): string {
  return formatDate(decidedAt, 'UTC');
}

/**
 * `notCovered`: what an approval does not cover of the result as it reads now (approval-coverage.ts), null when it
 * covers it or the review is no approval.
 */
export function toPublicReview(row: ReviewRow, token: string, notCovered: string | null = null): PublicReview {
  const approved = row.status === 'approved' && row.engineer_licence && row.engineer_name && row.decided_at;
  return {
    reference: row.reference,
    status: row.status,
    result_reference: resultReference(token),
    requested_at: row.requested_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    engineer: approved ? { name: row.engineer_name!, licence: row.engineer_licence! } : null,
    approval_line: approved
      ? approvalLine(row.engineer_name!, row.engineer_licence!, approvalDate(row.decided_at!))
      : null,
    seal_url: approved && row.seal_id !== null ? `/api/reviews/${row.reference}/seal` : null,
    decision_note: row.status === 'pending' ? null : row.decision_note,
    approval_does_not_cover: approved ? notCovered : null,
  };
}

export function toQueuedReview(row: ReviewListRow, notCovered: string | null = null): QueuedReview {
  return {
    ...toPublicReview(row, row.token, notCovered),
    id: row.id,
    result_token: row.token,
    requester_email: row.requester_email,
    request_note: row.request_note,
    decided_by: row.decided_by_email,
    no_fit: row.no_fit,
  };
}
