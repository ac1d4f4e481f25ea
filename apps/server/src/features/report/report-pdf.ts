/**
 * The calculation report as a PDF (GET …/report.pdf at /api/docs; docs/decisions/0022-report-pdf.md): page 1 the
 * summary, then the calculation sheet, Letter or A4, DejaVu fonts embedded, made in memory without network. The route
 * streams it; the e-mail attaches it. Its sections are drawn in the order of one plain list (renderReportPdf).
 */
import {
  antennasText,
  DEFAULT_BRAND_NAME,
  PLANNING_ONLY_TITLE,
  type MountSearchResult,
  type ReportPaper,
} from '@nprm/contracts';
import PDFDocument from 'pdfkit';
import { drawBlockLayoutPage } from './block-layout-page.js';
import { drawCalculationSheet } from './calculation-sheet.js';
import { REPORT_FONTS, reportFonts, type ReportFont } from './fonts.js';
import {
  COLOURS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  diagonalMark,
  PAGE,
  PAPERS,
  rule,
  use,
  type Doc,
  type ReportBranding,
  type ReportLogo,
} from './layout.js';
import { drawSummaryPage } from './summary-page.js';
import type { ReportReview } from './review-stamp.js';

export interface ReportPdfOptions {
  /** The reader's IANA time zone for "Date prepared"; UTC when not given. */
  timeZone?: string;
  /** Letter (the default) or A4. */
  paper?: ReportPaper;
  /** The text trace of a result stored before the calculation sheet existed, printed in its place. */
  calculationsText?: string | null;
  /** The result's engineer review as printed (review-stamp.ts), or null: none asked for. */
  review?: ReportReview | null;
}

/**
 * The result's own branding: its reseller's name (the product's without one), the host of its result_url and the
 * reseller's logo as read by logo.ts (null: none).
 */
export function reportBranding(result: MountSearchResult, logo: ReportLogo | null = null): ReportBranding {
  return { name: result.reseller?.name ?? DEFAULT_BRAND_NAME, domain: new URL(result.result_url).host, logo };
}

/** The PDF's document information (pdfinfo's Title, Author, Subject): the project, the reseller, what was chosen. */
export function reportInfo(result: MountSearchResult, branding: ReportBranding) {
  return {
    Title: result.project_name
      ? `${result.project_name}: ballast calculation report ${result.reference}`
      : `Ballast calculation report ${result.reference}`,
    Author: branding.name,
    Subject: `${result.mount.name} for ${antennasText(result)}`,
    Creator: DEFAULT_BRAND_NAME,
  };
}

/** The report of a saved result as PDF bytes. */
export function renderReportPdf(
  result: MountSearchResult,
  branding: ReportBranding = reportBranding(result),
  options: ReportPdfOptions = {},
): Promise<Buffer> {
  const paper = PAPERS[options.paper ?? 'letter'];
  const doc = new PDFDocument({
    size: paper.size,
    margins: {
      top: PAGE.margin,
      left: PAGE.margin,
      right: paper.width - PAGE.margin - CONTENT_WIDTH,
      bottom: paper.height - CONTENT_BOTTOM,
    },
    bufferPages: true,
    // No default font: pdfkit would otherwise load Helvetica, a standard-14 font, which the report never uses.
    font: null as unknown as string,
    info: reportInfo(result, branding),
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = reportFonts();
  // pdfkit accepts a parsed fontkit font where its types say file or bytes (PDFFontFactory.open).
  for (const name of Object.keys(REPORT_FONTS) as ReportFont[]) doc.registerFont(name, fonts[name] as never);

  // The sections in page order, each starting where the one before ended (the sheet on a page of its own).
  const sections: (() => void)[] = [
    () => drawSummaryPage(doc, { result, branding, timeZone: options.timeZone, review: options.review ?? null }),
    () => drawBlockLayoutPage(doc, result),
    () => drawCalculationSheet(doc, result, options.calculationsText ?? null),
  ];
  for (const section of sections) section();
  drawFooters(doc, result, branding);
  doc.end();
  return done;
}

/**
 * "R-7KQ2-M9XD · Northwind Wireless" and "Page 1 of 3" under every page, and a planning estimate's diagonal "not for
 * permit" across each.
 */
function drawFooters(doc: Doc, result: MountSearchResult, branding: ReportBranding): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would open a new page: lift the margin while the footer is written.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.margin - 4;
    rule(doc, PAGE.margin, y - 5, CONTENT_WIDTH, 0.4, COLOURS.rule);
    const pageText = `Page ${index - range.start + 1} of ${range.count}`;
    use(doc, 'regular', 7, COLOURS.muted);
    const width = doc.widthOfString(pageText);
    // The reseller's name may be long: its line is the width the page number leaves, cut rather than wrapped.
    doc.text(`${result.reference} · ${branding.name}`, PAGE.margin, y, {
      width: CONTENT_WIDTH - width - 12,
      height: 9,
      lineBreak: false,
    });
    doc.text(pageText, PAGE.margin + CONTENT_WIDTH - width, y, { lineBreak: false });
    doc.page.margins.bottom = bottom;
    if (result.planning_only) diagonalMark(doc, PLANNING_ONLY_TITLE);
  }
}
