/** What other features use of the mail: the shared per-client limits a visitor's e-mail requests count on. */
export { countReport, reportLimits } from './report-limits.js';
