/** A stored review as the API shows it: to anyone (no requester, no notes), and to the queue (everything). */
import { approvalLine, formatDate, resultReference, type PublicReview, type QueuedReview } from '@nprm/contracts';
import type { ReviewListRow, ReviewRow } from './reviews.repository.js';

/** The approval's date as printed: "November 26, 2026", in UTC so every reader sees the same day. */
export function approvalDate(decidedAt: Date): string {
  return formatDate(decidedAt, 'UTC');
}

export function toPublicReview(row: ReviewRow, token: string): PublicReview {
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
  };
}

export function toQueuedReview(row: ReviewListRow): QueuedReview {
  return {
    ...toPublicReview(row, row.token),
    id: row.id,
    result_token: row.token,
    requester_email: row.requester_email,
    request_note: row.request_note,
    decided_by: row.decided_by_email,
    decision_note: row.decision_note,
    no_fit: row.no_fit,
  };
}
