/**
 * The engineer review on page 1 (docs/product.md, "Engineer review"): the review's state as the report prints it,
 * and the approval stamped in the reviewer box (the line, the note, the reference and the seal, a PNG or JPEG drawn
 * as an image). An approval that does not cover the result as it reads now is never stamped.
 */
import { approvalLine, engineerWithCredential, formatDate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { findSeal } from '../engineers/index.js';
import type { SavedResult } from '../mount-search/index.js';
import { approvalDate, approvalDoesNotCover, latestReviewOf } from '../reviews/index.js';
import { COLOURS, use, type Doc } from './layout.js';

interface ReviewBase {
  /** The review's public reference, "V-7KQ2-M9XD". */
  reference: string;
}

/** The result's latest review as the report prints it; null: none was asked for. */
export type ReportReview = ReviewBase &
  (
    | { status: 'pending'; requestedOn: string }
    | { status: 'returned'; decidedOn: string; reason: string }
    | {
        status: 'approved';
        /** "Reviewed and approved by NAME, P.E. (ST No. NUMBER), DATE". */
        line: string;
        engineer: string;
        licence: string;
        decidedOn: string;
        note: string | null;
        /** What the approval does not cover of the result as it reads now; null: it covers it. */
        notCovered: string | null;
        /** The stored seal's id: seals never change, so the id stands for the image in the PDF's ETag. */
        sealId: number | null;
        seal: { contentType: string; bytes: Buffer } | null;
      }
  );

/** The review a saved result's report prints, or null (none asked for). Dates are UTC, as the review's page says. */
export async function loadReportReview(db: Db, saved: SavedResult): Promise<ReportReview | null> {
  const review = await latestReviewOf(db, saved.id);
  if (!review) return null;
  const base = { reference: review.reference };
  if (review.status === 'pending')
    return { ...base, status: 'pending', requestedOn: formatDate(review.requested_at, 'UTC') };
  const decidedOn = review.decided_at ? approvalDate(review.decided_at) : '';
  if (review.status === 'returned')
    return { ...base, status: 'returned', decidedOn, reason: review.decision_note ?? '' };
  if (!review.engineer_name || !review.engineer_licence || !review.decided_at) return null;
  const seal = review.seal_id === null ? undefined : await findSeal(db, review.seal_id);
  const { state, number } = review.engineer_licence;
  return {
    ...base,
    status: 'approved',
    line: approvalLine(review.engineer_name, review.engineer_licence, decidedOn),
    engineer: engineerWithCredential(review.engineer_name),
    licence: `${state} No. ${number}`,
    decidedOn,
    note: review.decision_note,
    notCovered: approvalDoesNotCover(review.approved_result, saved),
    sealId: seal?.id ?? null,
    seal: seal ? { contentType: seal.content_type, bytes: seal.bytes } : null,
  };
}

/** What changes the PDF of a review: everything printed, the seal by its (never changing) id. */
export function reviewEtagPart(review: ReportReview | null): unknown {
  if (review?.status !== 'approved') return review;
  const { seal: _bytes, ...printed } = review;
  return printed;
}

export interface StampBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ApprovalStamp = Extract<ReportReview, { status: 'approved' }>;

/** Draws the approval into `box` (the inside of the reviewer box): text on the left, the seal on the right. */
export function drawReviewStamp(doc: Doc, box: StampBox, review: ApprovalStamp): void {
  const pad = 10;
  const sealSize = review.seal ? box.height - 2 * pad : 0;
  const textWidth = box.width - 2 * pad - (sealSize ? sealSize + pad : 0);
  use(doc, 'bold', 9).text('Engineer review: approved', box.x + pad, box.y + 8, { lineBreak: false });
  use(doc, 'regular', 8, COLOURS.ink).text(review.line, box.x + pad, box.y + 22, {
    width: textWidth,
    height: 32,
    ellipsis: true,
  });
  // The note in the box as far as it fits; the "Engineer review" rows print it whole.
  if (review.note)
    use(doc, 'regular', 7.5, COLOURS.ink).text(`Note: ${review.note}`, box.x + pad, box.y + 50, {
      width: textWidth,
      height: 18,
      ellipsis: true,
    });
  use(doc, 'regular', 7.5, COLOURS.muted).text(`Review reference ${review.reference}`, box.x + pad, box.y + 72, {
    width: textWidth,
    lineBreak: false,
  });
  use(doc, 'regular', 7, COLOURS.muted).text('Verify it from the code on the right.', box.x + pad, box.y + 84, {
    width: textWidth,
    lineBreak: false,
  });
  if (review.seal) {
    // A seal pdfkit cannot read leaves the box without it rather than failing the whole report.
    try {
      doc.image(review.seal.bytes, box.x + box.width - pad - sealSize, box.y + pad, {
        fit: [sealSize, sealSize],
        align: 'center',
        valign: 'center',
      });
    } catch {
      // nothing drawn
    }
  }
}
