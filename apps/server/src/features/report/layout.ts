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
  /** The frame of a notice the reader must not miss (planning only, seismic). */
  warning: '#b45309',
} as const;

export type Doc = PDFKit.PDFDocument;

/** A reseller's logo as read from where the product stores it (logo.ts): its bytes, format and their digest. */
export interface ReportLogo {
  format: 'png' | 'jpeg' | 'svg';
  bytes: Buffer;
  /** sha256 of the bytes: what the PDF's ETag hashes instead of the bytes. */
  digest: string;
}

/** Whose report it is: the reseller's name, the domain its links are on and its logo (null: the name stands). */
export interface ReportBranding {
  name: string;
  domain: string;
  logo: ReportLogo | null;
}

/** Sets font, size and colour in one call. */
export function use(doc: Doc, font: ReportFont, size: number, colour: string = COLOURS.ink): Doc {
  return doc.font(font).fontSize(size).fillColor(colour);
}

/** A section heading with a rule under it; answers the y below it. */
export function heading(doc: Doc, text: string, x: number, y: number, width: number): number {
  // Headings are the product's own short words: one line.
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

/** Where a block is drawn: its left edge, top, width and the lowest point it may reach. */
/** A table's column: its heading, width in points and alignment. */
export interface TableColumn {
  readonly title: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
}

/** A table's cell padding and the height of its column heads, in points. */
export const TABLE = { padding: 3, headHeight: 13 } as const;

/** A table's column heads on a shaded band across the content width; returns the y below them. */
export function tableHeads(doc: Doc, y: number, columns: readonly TableColumn[]): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, TABLE.headHeight).fill(COLOURS.shade);
  let x = PAGE.margin;
  for (const column of columns) {
    use(doc, 'bold', 7, COLOURS.muted).text(column.title, x + TABLE.padding, y + 3, {
      width: column.width - 2 * TABLE.padding,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  return y + TABLE.headHeight;
}

export interface Area {
  x: number;
  y: number;
  width: number;
  maxY: number;
}

/**
 * A label and its value; the value wraps in its column, and so does a long label. 'warning' prints the value in the
 * warning style (bold, in the warning colour, on the shade of a notice): what a reader must not take as settled, such
 * as an estimate or a source not given.
 */
export type FieldRow = readonly [string, string] | readonly [string, string, 'warning'];

const valueFont = (row: FieldRow) => (row[2] === 'warning' ? 'bold' : 'regular');

/** The height of one label-and-value row: the taller of the wrapped label and the wrapped value. */
export function fieldRowHeight(doc: Doc, row: FieldRow, width: number, labelWidth: number): number {
  const [label, value] = row;
  use(doc, 'regular', 7.5);
  const labelHeight = doc.heightOfString(label, { width: labelWidth - 4 });
  use(doc, valueFont(row), 8);
  return Math.max(labelHeight, doc.heightOfString(value, { width: width - labelWidth }));
}

/** One label-and-value row at `y`, both wrapping in their columns (never cut); answers the y below it. */
export function fieldRow(
  doc: Doc,
  row: FieldRow,
  at: { x: number; y: number; width: number; labelWidth: number },
): number {
  const [label, value, style] = row;
  const height = fieldRowHeight(doc, row, at.width, at.labelWidth);
  if (style === 'warning') {
    const width = at.width - at.labelWidth + 2;
    doc.rect(at.x + at.labelWidth - 2, at.y - 1, width, height + 2).fill(COLOURS.governing);
  }
  use(doc, 'regular', 7.5, COLOURS.muted).text(label, at.x, at.y + 0.5, { width: at.labelWidth - 4 });
  use(doc, valueFont(row), 8, style === 'warning' ? COLOURS.warning : COLOURS.ink).text(
    value,
    at.x + at.labelWidth,
    at.y,
    {
      width: at.width - at.labelWidth,
    },
  );
  return at.y + height + 2.5;
}

/**
 * Label-and-value rows in a fixed area (page 1's two columns): every row wraps; the area is sized for the rows the
 * page gives it, and a row that would pass `maxY` is left for the caller to place (answered as `rest`).
 */
export function fieldRows(
  doc: Doc,
  rows: readonly FieldRow[],
  at: Area & { labelWidth: number },
): { y: number; rest: FieldRow[] } {
  let y = at.y;
  for (const [index, row] of rows.entries()) {
    if (y + fieldRowHeight(doc, row, at.width, at.labelWidth) > at.maxY) return { y, rest: rows.slice(index) };
    y = fieldRow(doc, row, { ...at, y });
  }
  return { y, rest: [] };
}

/**
 * A large diagonal mark across the current page, light enough to read the page through (a planning estimate's "not
 * for permit"); drawn last, over the page, so nothing covers it.
 */
export function diagonalMark(doc: Doc, text: string): void {
  // Across the content box both papers share, so Letter and A4 carry it at the same place over the same content.
  const width = CONTENT_WIDTH;
  const height = CONTENT_BOTTOM - PAGE.margin;
  const centre = { x: PAGE.margin + width / 2, y: PAGE.margin + height / 2 };
  const diagonal = Math.hypot(width, height);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.save();
  doc.rotate(-Math.atan2(height, width) * (180 / Math.PI), { origin: [centre.x, centre.y] });
  doc.fillOpacity(0.13);
  use(doc, 'bold', 38, COLOURS.warning).text(text, centre.x - diagonal / 2, centre.y - 22, {
    width: diagonal,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
  doc.page.margins.bottom = bottom;
}

/** A paragraph's height in `size` points at `width`. */
export function paragraphHeight(doc: Doc, text: string, width: number, size = 7.5): number {
  use(doc, 'regular', size);
  return doc.heightOfString(text, { width });
}

/** A paragraph in `size` points, wrapped in full (never cut); answers the y below it. */
export function paragraph(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number },
  size = 7.5,
  colour: string = COLOURS.ink,
): number {
  const height = paragraphHeight(doc, text, at.width, size);
  use(doc, 'regular', size, colour).text(text, at.x, at.y, { width: at.width });
  return at.y + height;
}

/** The height a heading takes (heading() below): its text and rule. */
export const HEADING_HEIGHT = 16;

/**
 * Content that flows down pages: `room(height)` moves to a new page when a block of that height would pass the
 * page's lowest point, so a block is never split and never cut; a heading asks for room for itself and the first
 * block after it (keep with next), so no heading is stranded at the foot of a page. `onNewPage` draws what a
 * continued page starts with (its title, a table's column heads) and answers the y below it.
 */
export class Flow {
  y: number;
  constructor(
    readonly doc: Doc,
    y: number,
    /** The lowest point on the current page (page 1 keeps room for its reviewer box). */
    public bottom: number,
    private readonly onNewPage: () => number,
  ) {
    this.y = y;
  }

  /** Makes room for `height` points: a new page when the block would not fit below y (unless the page is empty). */
  room(height: number): number {
    if (this.y + height > this.bottom && this.y > PAGE.margin + 20) {
      this.doc.addPage();
      this.bottom = CONTENT_BOTTOM;
      this.y = this.onNewPage();
    }
    return this.y;
  }

  /** A section heading kept with the first `next` points of what follows it. */
  heading(text: string, next: number, gap = 8): void {
    this.y += gap;
    this.room(HEADING_HEIGHT + next);
    this.y = heading(this.doc, text, PAGE.margin, this.y, CONTENT_WIDTH);
  }

  /** Label-and-value rows across the content width, each row kept whole. */
  rows(rows: readonly FieldRow[], labelWidth: number): void {
    for (const row of rows) {
      this.room(fieldRowHeight(this.doc, row, CONTENT_WIDTH, labelWidth));
      this.y = fieldRow(this.doc, row, { x: PAGE.margin, y: this.y, width: CONTENT_WIDTH, labelWidth });
    }
  }

  /** Paragraphs, each kept whole on one page. */
  /**
   * A framed notice across the content width, kept whole: a bold title over its lines, on the governing shade, so
   * a reader never takes the page for what the notice says it is not.
   */
  notice(title: string, lines: readonly string[], gap = 8): void {
    const pad = 6;
    const width = CONTENT_WIDTH - 2 * pad;
    use(this.doc, 'bold', 9);
    const titleHeight = this.doc.heightOfString(title, { width });
    const height = lines.reduce((sum, line) => sum + paragraphHeight(this.doc, line, width, 8) + 1.5, titleHeight + 2);
    this.y += gap;
    const top = this.room(height + 2 * pad);
    this.doc
      .rect(PAGE.margin, top, CONTENT_WIDTH, height + 2 * pad)
      .lineWidth(1.2)
      .fillAndStroke(COLOURS.governing, COLOURS.warning);
    use(this.doc, 'bold', 9).text(title, PAGE.margin + pad, top + pad, { width });
    let y = top + pad + titleHeight + 2;
    for (const line of lines) y = paragraph(this.doc, line, { x: PAGE.margin + pad, y, width }, 8) + 1.5;
    this.y = top + height + 2 * pad;
  }

  paragraphs(texts: readonly string[], size = 7.5, colour: string = COLOURS.ink): void {
    for (const text of texts) {
      this.room(paragraphHeight(this.doc, text, CONTENT_WIDTH, size));
      this.y = paragraph(this.doc, text, { x: PAGE.margin, y: this.y, width: CONTENT_WIDTH }, size, colour) + 1.5;
    }
  }
}
