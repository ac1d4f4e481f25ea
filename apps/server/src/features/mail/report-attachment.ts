/**
 * The one place the visitor's report e-mail gets its attachment: the calculation report's PDF, the same bytes
 * `GET …/report.pdf` serves (features/report: its cache and its limit on renders at once), named after the result's
 * reference.
 */
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { toMountSearchResult, type SavedResult } from '../mount-search/index.js';
import { reportPdfInput, type ReportPdfs } from '../report/index.js';
import type { MailAttachment } from './transport.js';

export async function reportAttachment(
  db: Db,
  search: SavedResult,
  config: AppConfig,
  reportPdfs: ReportPdfs,
): Promise<MailAttachment | undefined> {
  const result = toMountSearchResult(search, config);
  // A search without a fit has no report (its e-mail is never queued; this keeps the rule in one place).
  if (!result) return undefined;
  return {
    filename: `${result.reference}.pdf`,
    content: await reportPdfs.pdf(await reportPdfInput({ db, webDist: config.webDist }, search, result)),
    contentType: 'application/pdf',
  };
}
