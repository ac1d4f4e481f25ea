/**
 * The engineer review's rows on page 1 (docs/product.md, "Engineer review"): the state in words (none, requested,
 * approved with the engineer, licence, date and note, or returned with its reason), an approval that does not
 * cover the result in the warning style, and the sentence the reviewer box carries when it holds no approval.
 */
import { approvalDoesNotCoverText } from '@nprm/contracts';
import type { FieldRow } from './layout.js';
import type { ReportReview } from './review-stamp.js';

export const NO_REVIEW = 'None requested: this report has not been reviewed by an engineer of the calculator.';

/** The "Engineer review" rows of page 1. */
export function reviewRows(review: ReportReview | null): FieldRow[] {
  if (!review) return [['Status', NO_REVIEW]];
  const reference = `review ${review.reference}`;
  switch (review.status) {
    case 'pending':
      return [['Status', `Requested ${review.requestedOn} (${reference}), not yet decided`]];
    case 'returned':
      return [
        ['Status', `Returned ${review.decidedOn} (${reference}): not approved`, 'warning'],
        ['Reason', review.reason],
      ];
    case 'approved':
      return [
        ['Status', `Approved ${review.decidedOn} (${reference})`],
        ...(review.notCovered ? [['Coverage', approvalDoesNotCoverText(review.notCovered), 'warning'] as const] : []),
        ['Engineer', review.engineer],
        ['Licence', review.licence],
        ['Note', review.note ?? 'None'],
      ];
  }
}

/** What the reviewer box says over its blank lines when it holds no approval stamp. */
export function reviewerBoxNote(review: ReportReview | null): string {
  // The state is said here too: on a full page 1 the "Engineer review" rows continue on page 2.
  if (!review) return 'No engineer review requested. For the engineer or building official who checks this report.';
  switch (review.status) {
    case 'pending':
      return `Engineer review requested ${review.requestedOn} (${review.reference}): not yet decided.`;
    case 'returned':
      return `Engineer review ${review.reference} returned: not approved.`;
    case 'approved':
      return review.notCovered
        ? approvalDoesNotCoverText(review.notCovered)
        : 'For the engineer or building official who checks this report.';
  }
}
