/**
 * The calculation report as a PDF (docs/api.md, "Calculation report"; docs/decisions/0022-report-pdf.md): page 1 the summary,
 * then the calculation sheet, Letter size, DejaVu fonts embedded, made in memory without network. The route streams
 * it; the e-mail attaches it.
 */
import { DEFAULT_BRAND_NAME, type MountSearchResult, type ReportPaper } from '@nprm/contracts';
import PDFDocument from 'pdfkit';
import { drawBlockLayoutPage } from './block-layout-page.js';
import { drawCalculationSheet } from './calculation-sheet.js';
import { REPORT_FONTS, reportFonts, type ReportFont } from './fonts.js';
import {
  COLOURS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  PAGE,
  PAPERS,
  rule,
  use,
  type Doc,
  type ReportBranding,
} from './layout.js';
import { drawSummaryPage } from './summary-page.js';

export interface ReportPdfOptions {
  /** The reader's IANA time zone for "Date prepared"; UTC when not given. */
  timeZone?: string;
  /** Letter (the default) or A4. */
  paper?: ReportPaper;
  /** The text trace of a result stored before the calculation sheet existed, printed in its place. */
  legacyTrace?: string | null;
}

/** The result's own branding: its reseller's name (the product's without one) and the host of its result_url. */
export function reportBranding(result: MountSearchResult): ReportBranding {
  return { name: result.reseller?.name ?? DEFAULT_BRAND_NAME, domain: new URL(result.result_url).host };
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
    info: {
      Title: `Ballast calculation report ${result.reference}`,
      Author: branding.name,
      Subject: `${result.mount.name} for ${result.antenna.make} ${result.antenna.model}`,
      Creator: DEFAULT_BRAND_NAME,
    },
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

  drawSummaryPage(doc, { result, branding, timeZone: options.timeZone });
  drawBlockLayoutPage(doc, result);
  drawCalculationSheet(doc, result, options.legacyTrace ?? null);
  drawFooters(doc, result, branding);
  doc.end();
  return done;
}

/** "R-7KQ2-M9XD · Northwind Wireless" and "Page 1 of 3" under every page. */
function drawFooters(doc: Doc, result: MountSearchResult, branding: ReportBranding): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would open a new page: lift the margin while the footer is written.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.margin - 4;
    rule(doc, PAGE.margin, y - 5, CONTENT_WIDTH, 0.4, COLOURS.rule);
    use(doc, 'regular', 7, COLOURS.muted).text(`${result.reference} · ${branding.name}`, PAGE.margin, y, {
      lineBreak: false,
    });
    const pageText = `Page ${index - range.start + 1} of ${range.count}`;
    const width = doc.widthOfString(pageText);
    doc.text(pageText, PAGE.margin + CONTENT_WIDTH - width, y, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
