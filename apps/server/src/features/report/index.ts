/** What other features use of the report: the e-mail attaches the PDF, made as the download's. */
export { createReportPdfs, reportPdfInput, type ReportPdfs } from './report-cache.js';
export { loadReportReview } from './review-stamp.js';
export { warmUpReportPdf } from './warm-up.js';
