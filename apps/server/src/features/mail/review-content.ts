/**
 * The review workflow's two messages (docs/product.md, "Engineer review"): the engineers' notice of a request and
 * the requester's notice of the decision. Written when sent, from the search and its latest review.
 */
import { approvalLine, resultReference } from '@nprm/contracts';
import type { ReviewRow } from '../reviews/index.js';
import { approvalDate } from '../reviews/index.js';
import { escapeHtml, quotedTyped, type MailContent, type MessageSource } from './mail-content.js';

function compose(subject: string, lines: string[]): MailContent {
  return {
    subject,
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}

/**
 * To each engineer: which result, the requester's note (quoted: a visitor wrote it) and where the queue is. A search
 * without a fit has no result page: the review's own admin page stands in for it.
 */
export function reviewRequestMessage(source: MessageSource, review: ReviewRow): MailContent {
  const reference = resultReference(source.search.token);
  return compose(`Review requested: ${reference}`, [
    `A review of the result ${reference} was requested (review ${review.reference}).`,
    ...(source.search.no_fit ? [`The search found no mount: ${source.search.no_fit.message}`] : []),
    `Note from the requester: ${review.request_note ? quotedTyped(review.request_note) : 'none'}`,
    source.resultUrl
      ? `The result: ${source.resultUrl}`
      : `The search and its reasons: ${source.adminOrigin}/admin/review/${review.id}`,
    `Decide it in the review queue: ${source.adminOrigin}/admin/reviews`,
  ]);
}

/** To the requester: approved (with the approval's line) or returned (with the engineer's reason). */
export function reviewDecisionMessage(source: MessageSource, review: ReviewRow): MailContent {
  const reference = resultReference(source.search.token);
  const approved = review.status === 'approved';
  const decided = review.decided_at ? approvalDate(review.decided_at) : '';
  const licence = review.engineer_licence;
  return compose(`Review ${approved ? 'approved' : 'returned'}: ${reference}`, [
    approved && licence
      ? `${approvalLine(review.engineer_name!, licence, decided)}.`
      : `The engineer returned the review of ${reference} on ${decided}.`,
    ...(review.decision_note ? [`${approved ? 'Note' : 'Reason'}: ${review.decision_note}`] : []),
    `Review reference: ${review.reference}`,
    ...(source.resultUrl ? [`The result and its report: ${source.resultUrl}`] : []),
  ]);
}
