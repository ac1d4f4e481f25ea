import { findLatestFit, toMountSearchResult } from '../mount-search/index.js';
import { reportPdfInput, type ReportSources } from './report-cache.js';
import { renderReportPdf } from './report-pdf.js';

/**
 * Renders the latest saved fit's report once and throws it away, just after a start: the first report a process
 * renders costs several times the next (fontkit reads the fonts' tables and pdfkit's code is compiled on first use),
 * and the visitor who asks for the first PDF after a start should not pay for that. Its PDF (the tests read it), or
 * null when no fit is saved yet.
 */
export async function warmUpReportPdf(
  sources: ReportSources,
  config: Parameters<typeof toMountSearchResult>[1],
): Promise<Buffer | null> {
  const saved = await findLatestFit(sources.db);
  const result = saved ? toMountSearchResult(saved, config) : null;
  if (!saved || !result) return null;
  const input = await reportPdfInput(sources, saved, result);
  return renderReportPdf(input.result, input.branding, input.options);
}
