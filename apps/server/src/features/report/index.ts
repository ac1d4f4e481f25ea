/** What other features use of the report: the e-mail attaches the PDF. */
export { renderReportPdf } from './report-pdf.js';
