/**
 * E-mail (docs/api.md, "Limits"): whether this server sends mail, and the visitor's "E-mail me this report".
 * The report goes only to the e-mail address entered with the search (docs/decisions/0038-mail-limits.md), so the
 * request names no address and the answer never shows it.
 */
import { z } from 'zod';
import { bodyObjectError } from './fields.js';

/** GET /api/mail: true when the server has SMTP_URL; the web shows the e-mail features only then. */
export const mailStatus = z.object({ mail_enabled: z.boolean() });
export type MailStatus = z.infer<typeof mailStatus>;

/** POST /api/mount_search_results/token/{token}/email: no fields (an empty object, or no body at all). */
export const emailReportRequest = z.strictObject({}, bodyObjectError).nullish();

/** 202 of that call: the message is queued. */
export const emailReportAccepted = z.object({ status: z.literal('queued'), message: z.string() });
export type EmailReportAccepted = z.infer<typeof emailReportAccepted>;

/** What the page says once the report is queued. */
export const EMAIL_REPORT_QUEUED = 'The report is on its way to the e-mail address entered with this search.';
/** 503 of the e-mail calls when the server has no SMTP_URL. */
export const MAIL_DISABLED = 'E-mail is not set up on this server';
/**
 * How many reports may be e-mailed to one address (429 beyond), counted across every search that names it: 3, and
 * the count is forgotten only after a whole day without a report to it, so never more than 3 in any 24 hours. The
 * limit per client address and hour is the server's MAIL_REPORTS_PER_CLIENT_HOUR.
 */
export const EMAIL_REPORT_LIMIT = { perAddress: 3, quietHours: 24 } as const;
/** 429 of "E-mail me this report": the search's address has had its reports for the day, whatever search asked. */
export const EMAIL_REPORT_TOO_MANY =
  'This e-mail address has been sent as many reports as allowed for now. Try again in a day.';
/** 429: the caller's network address has asked for its reports for the hour. */
export const EMAIL_CLIENT_TOO_MANY = 'Too many reports have been e-mailed from your network. Try again later.';
