/**
 * E-mail (docs/api.md, "E-mail"): whether this server sends mail, and the visitor's "E-mail me this report".
 * The report goes only to the e-mail address entered with the search (docs/decisions/0026-mail.md), so the request
 * names no address and the answer never shows it.
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
/** How many reports one result may send per hour (429 beyond). */
export const EMAIL_REPORT_LIMIT = { perResult: 3, windowMinutes: 60 } as const;
/** 429 of "E-mail me this report". */
export const EMAIL_REPORT_TOO_MANY = 'This report has been e-mailed too often. Try again later.';
