/**
 * What other features use of the report: the e-mail attaches the PDF, made as the download's, and shows the logo the
 * report reads.
 */
export { createReportPdfs, reportPdfInput, type ReportPdfs } from './report-cache.js';
export { loadReportReview } from './review-stamp.js';
export { readLogo } from './logo.js';
export { warmUpReportPdf } from './warm-up.js';
