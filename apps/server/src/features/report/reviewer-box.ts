/**
 * Page 1's reviewer box: where the engineer or building official who checks the report signs, beside the QR code
 * of the result online and its address. Drawn by this one function, so what a review adds to it has one place.
 */
import type { MountSearchResult } from '@nprm/contracts';
import { COLOURS, rule, use, type Doc } from './layout.js';
import { drawQrCode } from './qr.js';
import { reviewerBoxNote } from './review-rows.js';
import { drawReviewStamp, type ReportReview } from './review-stamp.js';

/** The box's place on the page: its top-left corner, the width of the content and the height it may take. */
export interface ReviewerArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The height page 1 keeps for the box, the QR code and the address line under them. */
export const REVIEWER_AREA_HEIGHT = 118;
const SIGN_BOX_WIDTH = 300;

/**
 * The box with the engineer's approval stamped in it when it covers the result, or else blank lines for a signature
 * on paper under what the review's state is.
 */
export function drawReviewerBox(
  doc: Doc,
  area: ReviewerArea,
  result: MountSearchResult,
  review: ReportReview | null,
): void {
  const { x, y: top } = area;
  const boxHeight = area.height - 18;
  doc.rect(x, top, SIGN_BOX_WIDTH, boxHeight).lineWidth(0.8).strokeColor(COLOURS.ink).stroke();
  const box = { x, y: top, width: SIGN_BOX_WIDTH, height: boxHeight };
  if (review?.status === 'approved' && !review.notCovered) drawReviewStamp(doc, box, review);
  else drawBlankReviewer(doc, box, review);
  const qrSize = boxHeight;
  const qrX = x + SIGN_BOX_WIDTH + 16;
  drawQrCode(doc, result.result_url, qrX, top, qrSize);
  const textX = qrX + qrSize + 8;
  const textWidth = x + area.width - textX;
  use(doc, 'bold', 8.5).text('This result online', textX, top + 12, { width: textWidth });
  use(doc, 'regular', 7.5, COLOURS.muted).text(
    'Scan the code or open the address below: it shows the result as it was calculated, with its full calculation.',
    textX,
    doc.y + 3,
    { width: textWidth },
  );
  // Printed in full on one line, so the address reads (and copies) whole; it is the product's own URL.
  const lineY = top + boxHeight + 6;
  use(doc, 'regular', 7.5, COLOURS.muted).text('Result online: ', x, lineY, { continued: true, lineBreak: false });
  use(doc, 'regular', 7.5, COLOURS.accent).text(result.result_url, { link: result.result_url, lineBreak: false });
}

/** The reviewer box's lines for a name, a signature and a date, for whoever checks the report on paper. */
function drawBlankReviewer(doc: Doc, { x, y: top, width }: ReviewerArea, review: ReportReview | null): void {
  use(doc, 'bold', 9).text('Reviewed by', x + 10, top + 8, { width: width - 20 });
  const warning = review?.status === 'approved' || review?.status === 'returned';
  use(doc, warning ? 'bold' : 'regular', 7, warning ? COLOURS.warning : COLOURS.muted).text(
    reviewerBoxNote(review),
    x + 10,
    top + 21,
    { width: width - 20, height: 18, ellipsis: true },
  );
  ['Name', 'Signature', 'Date'].forEach((label, index) => {
    const lineY = top + 46 + index * 20;
    use(doc, 'regular', 8).text(label, x + 10, lineY - 9, { lineBreak: false });
    rule(doc, x + 64, lineY, width - 76, 0.5, COLOURS.ink);
  });
}
