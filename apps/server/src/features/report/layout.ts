/** The report's page geometry, colours and the few text blocks every page is drawn from (points). */
import type { ReportPaper } from '@nprm/contracts';
import type { ReportFont } from './fonts.js';

/** The two papers the report prints on, in points (pdfkit's 'LETTER' and 'A4'). */
export const PAPERS: Record<ReportPaper, { size: 'LETTER' | 'A4'; width: number; height: number }> = {
  letter: { size: 'LETTER', width: 612, height: 792 },
  a4: { size: 'A4', width: 595.28, height: 841.89 },
};

export const PAGE = { margin: 36 } as const;
/**
 * The content box is the part Letter and A4 share (A4's width, Letter's height), so one layout fits page 1 of
 * either paper with the same line breaks, and the summary never runs onto a second page on one of them.
 */
export const CONTENT_WIDTH = Math.min(PAPERS.letter.width, PAPERS.a4.width) - 2 * PAGE.margin;
/** The lowest point content may reach; the footer sits below it. */
export const CONTENT_BOTTOM = Math.min(PAPERS.letter.height, PAPERS.a4.height) - PAGE.margin - 14;

export const COLOURS = {
  ink: '#1a1a1a',
  muted: '#555555',
  rule: '#b8bec6',
  shade: '#f1f3f6',
  governing: '#fff1cc',
  accent: '#1f4e79',
} as const;

export type Doc = PDFKit.PDFDocument;

/** Whose report it is: the reseller's name and the domain its links are on (text; no logo, see drawHeader). */
export interface ReportBranding {
  name: string;
  domain: string;
}

/** Sets font, size and colour in one call. */
export function use(doc: Doc, font: ReportFont, size: number, colour: string = COLOURS.ink): Doc {
  return doc.font(font).fontSize(size).fillColor(colour);
}

/** A section heading with a rule under it; answers the y below it. */
export function heading(doc: Doc, text: string, x: number, y: number, width: number): number {
  use(doc, 'bold', 9, COLOURS.accent).text(text.toUpperCase(), x, y, {
    width,
    lineBreak: false,
    characterSpacing: 0.4,
  });
  rule(doc, x, y + 12, width, 0.6, COLOURS.rule);
  return y + 16;
}

/** A horizontal line from (x, y), `width` long. */
export function rule(doc: Doc, x: number, y: number, width: number, lineWidth: number, colour: string): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(lineWidth)
    .strokeColor(colour)
    .stroke();
}

/**
 * Label and value rows ("Wind speed  115 mph …"), the value wrapping in its column; rows that would pass `maxY` are
 * cut with an ellipsis rather than spilling onto another page. Answers the y below the last row.
 */
export function fieldRows(
  doc: Doc,
  rows: readonly (readonly [string, string])[],
  at: { x: number; y: number; width: number; labelWidth: number; maxY: number },
): number {
  const valueWidth = at.width - at.labelWidth;
  let y = at.y;
  for (const [label, value] of rows) {
    if (y + 10 > at.maxY) break;
    use(doc, 'regular', 8);
    const height = Math.min(doc.heightOfString(value, { width: valueWidth }), at.maxY - y);
    use(doc, 'regular', 7.5, COLOURS.muted).text(label, at.x, y + 0.5, { width: at.labelWidth - 4, lineBreak: false });
    use(doc, 'regular', 8).text(value, at.x + at.labelWidth, y, { width: valueWidth, height, ellipsis: true });
    y += height + 2.5;
  }
  return y;
}

/** A paragraph in `size` points, cut with an ellipsis at `maxY`; answers the y below it. */
export function paragraph(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number; maxY: number },
  size = 7.5,
  colour: string = COLOURS.ink,
): number {
  use(doc, 'regular', size, colour);
  const height = Math.min(doc.heightOfString(text, { width: at.width }), Math.max(at.maxY - at.y, 0));
  if (height <= 0) return at.y;
  doc.text(text, at.x, at.y, { width: at.width, height, ellipsis: true });
  return at.y + height;
}
