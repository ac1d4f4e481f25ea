/**
 * The engineer's approval on page 1 (docs/product.md, "Engineer review"): in the reviewer box, the approval line,
 * the review reference and the seal. PNG seals are drawn as images; SVG seals (checked on upload to hold no script
 * and no outside reference) as vector paths (docs/decisions/0052-engineer-review.md).
 */
import SVGtoPDF from 'svg-to-pdfkit';
import type { Db } from '../../db/client.js';
import { findSeal } from '../engineers/index.js';
import { approvalDate, approvalOf } from '../reviews/index.js';
import { approvalLine } from '@nprm/contracts';
import { COLOURS, use, type Doc } from './layout.js';

export interface ReportReview {
  reference: string;
  /** "Reviewed and approved by NAME, P.E. (ST No. NUMBER), DATE". */
  line: string;
  /** The stored seal's id: seals never change, so the id stands for the image in the PDF's ETag. */
  sealId: number | null;
  seal: { contentType: string; bytes: Buffer } | null;
}

/** The approval a saved result's report prints, or null (no approved review). */
export async function loadReportReview(db: Db, searchResultId: number): Promise<ReportReview | null> {
  const review = await approvalOf(db, searchResultId);
  if (!review?.engineer_name || !review.engineer_licence || !review.decided_at) return null;
  const seal = review.seal_id === null ? undefined : await findSeal(db, review.seal_id);
  return {
    reference: review.reference,
    line: approvalLine(review.engineer_name, review.engineer_licence, approvalDate(review.decided_at)),
    sealId: seal?.id ?? null,
    seal: seal ? { contentType: seal.content_type, bytes: seal.bytes } : null,
  };
}

export interface StampBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function drawSeal(doc: Doc, seal: NonNullable<ReportReview['seal']>, x: number, y: number, size: number): void {
  if (seal.contentType === 'image/png') {
    doc.image(seal.bytes, x, y, { fit: [size, size], align: 'center', valign: 'center' });
    return;
  }
  doc.save();
  SVGtoPDF(doc, seal.bytes.toString('utf8'), x, y, {
    width: size,
    height: size,
    preserveAspectRatio: 'xMidYMid meet',
  });
  doc.restore();
}

/** Draws the approval into `box` (the inside of the reviewer box): text on the left, the seal on the right. */
export function drawReviewStamp(doc: Doc, box: StampBox, review: ReportReview): void {
  const pad = 10;
  const sealSize = review.seal ? box.height - 2 * pad : 0;
  const textWidth = box.width - 2 * pad - (sealSize ? sealSize + pad : 0);
  use(doc, 'bold', 9).text('Engineer review', box.x + pad, box.y + 8, { lineBreak: false });
  use(doc, 'regular', 8, COLOURS.ink).text(review.line, box.x + pad, box.y + 22, {
    width: textWidth,
    height: 46,
    ellipsis: true,
  });
  use(doc, 'regular', 7.5, COLOURS.muted).text(`Review reference ${review.reference}`, box.x + pad, box.y + 70, {
    width: textWidth,
    lineBreak: false,
  });
  use(doc, 'regular', 7, COLOURS.muted).text('Verify it from the code on the right.', box.x + pad, box.y + 82, {
    width: textWidth,
    lineBreak: false,
  });
  if (review.seal) drawSeal(doc, review.seal, box.x + box.width - pad - sealSize, box.y + pad, sealSize);
}
