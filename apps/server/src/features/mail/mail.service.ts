/**
 * E-mail (docs/api.md, "Limits"): queues the new-lead notice after a search is stored and the visitor's report on
 * request, and runs this instance's worker. Without SMTP_URL it is switched off: nothing is queued, the report call
 * answers 503, and GET /api/mail tells the web to hide the features.
 */
import { MAIL_DISABLED, type PasswordLinkPurpose } from '@nprm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { findFitByToken, findSearchResultById, isFit } from '../mount-search/index.js';
import type { CatalogueReseller, SavedResult } from '../mount-search/index.js';
import { publicResultUrl, resellerOrigin } from '../resellers/index.js';
import { brandName, newLeadMessage, resultReportMessage, type MailContent } from './mail-content.js';
import { accountMessage } from './account-content.js';
import { issuePasswordLink } from '../password-links/index.js';
import { findUserById } from '../users/index.js';
import { mailLogo, resellerSender } from './mail-brand.js';
import { reviewDecisionMessage, reviewRequestMessage } from './review-content.js';
import { latestReviewOf } from '../reviews/index.js';
import { latestQuoteOf } from '../leads/index.js';
import { quoteConfirmationMessage, quoteRequestMessage } from './quote-content.js';
import { enqueueEmail, findMailReseller, type ClaimedEmail } from './mail.repository.js';
import { DEFAULT_MAIL_TIMING, MailWorker, type MailWorkerTiming } from './mail-worker.js';
import { createReportPdfs, type ReportPdfs } from '../report/index.js';
import { reportAttachment } from './report-attachment.js';
import { countReport, reportLimits } from './report-limits.js';
import { redactedSmtpUrl, withoutSmtpPassword } from '../../smtp-url.js';
import { smtpTransport, type MailTransport, type OutgoingMail } from './transport.js';

export interface Mail {
  readonly enabled: boolean;
  /** After a search is stored (fit or no fit): the new-lead notice when its reseller opted in. Never throws. */
  searchStored(search: SavedResult, reseller: CatalogueReseller | undefined): Promise<void>;
  /**
   * "E-mail me this report", asked from the client address `client`: 503 when off, 404 for an unknown token or no
   * fit, 429 when a limit refuses it (report-limits.ts), else queued to the search's own address.
   */
  emailReport(token: string, client: string): Promise<void>;
  /** A message was put back in the queue here (the outbox's retry): this instance's worker looks now. */
  wake(): void;
  /** The outbox's "Send now": the pending message is sent in this request, unless a worker holds it (mail-worker.ts). */
  sendNow(id: number): Promise<void>;
  /** The queue's clock (the worker's; tests may set it). */
  now(): number;
  /** A review was requested: one notice to each engineer. Never throws (the request is stored all the same). */
  reviewRequested(search: SavedResult, engineers: string[]): Promise<void>;
  /** A review was decided: the requester's notice. Never throws. */
  reviewDecided(search: SavedResult, requester: string): Promise<void>;
  /**
   * Queues an account's invitation or password-reset message (features/password-links) on `db`, which may be the
   * transaction that creates the user; `wake` once it is committed. Throws when it cannot be queued.
   */
  queueAccountEmail(db: Db, purpose: PasswordLinkPurpose, user: { id: number; email: string }): Promise<void>;
  /**
   * A quote was requested: the reseller's notice to each recipient and the search address's confirmation. Never throws.
   */
  quoteRequested(search: SavedResult, resellerRecipients: string[]): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface MailOptions {
  /** Shorter waits for tests (mail-worker.ts). */
  timing?: Partial<MailWorkerTiming>;
  /** Another sender than SMTP_URL's (none in the app). */
  transport?: MailTransport;
  /** The app's report PDFs, so attachments share the download's cache and render limit (one of 1 otherwise). */
  reportPdfs?: ReportPdfs;
}

const OFF: Mail = {
  enabled: false,
  searchStored: () => Promise.resolve(),
  emailReport: () => Promise.reject(new ApiError(503, { errors: [MAIL_DISABLED] })),
  wake: () => undefined,
  sendNow: () => Promise.resolve(),
  now: () => Date.now(),
  reviewRequested: () => Promise.resolve(),
  reviewDecided: () => Promise.resolve(),
  quoteRequested: () => Promise.resolve(),
  queueAccountEmail: () => Promise.reject(new ApiError(503, { errors: [MAIL_DISABLED] })),
  start: () => undefined,
  stop: () => Promise.resolve(),
};

export function createMail(config: AppConfig, db: Db, log: FastifyBaseLogger, options: MailOptions = {}): Mail {
  const { smtpUrl, mailFrom } = config;
  if (smtpUrl === undefined || mailFrom === undefined) return OFF;
  const timing: MailWorkerTiming = { ...DEFAULT_MAIL_TIMING, ...options.timing };
  const reportPdfs = options.reportPdfs ?? createReportPdfs(1);
  const describeError = (error: unknown) =>
    withoutSmtpPassword(error instanceof Error ? error.message : String(error), smtpUrl).slice(0, 1000);
  const worker = new MailWorker({
    db,
    transport: options.transport ?? smtpTransport(smtpUrl, mailFrom),
    compose: (email) =>
      email.userId !== null
        ? composeAccountEmail(db, config, email, email.userId, timing.now())
        : composeEmail(db, config, email, email.searchResultId!, reportPdfs),
    describeError,
    log,
    timing,
  });

  const enqueue = async (kind: ClaimedEmail['kind'], search: SavedResult, recipient: string) => {
    await enqueueEmail(db, { kind, searchResultId: search.id, recipient }, timing.now());
    worker.wake();
  };

  return {
    enabled: true,
    async searchStored(search, reseller) {
      if (!reseller?.notify_new_leads || !reseller.contact_email || reseller.deleted_at !== null) return;
      try {
        await enqueue('new_lead', search, reseller.contact_email);
      } catch (error) {
        // The search is stored and answers as usual; only its notice is lost.
        log.error({ err: error, searchId: search.id }, 'e-mail: could not queue the new-lead notice');
      }
    },
    async emailReport(token, client) {
      const search = await findFitByToken(db, token);
      const recipient = search.customer_email;
      const limits = reportLimits(recipient, client, config.mailReportsPerClientHour);
      await countReport(db, limits, timing.now());
      await enqueue('result_report', search, recipient);
    },
    wake: () => worker.wake(),
    async sendNow(id) {
      await worker.sendNow(id);
    },
    now: () => timing.now(),
    async reviewRequested(search, engineers) {
      try {
        for (const engineer of engineers) await enqueue('review_request', search, engineer);
      } catch (error) {
        log.error({ err: error, searchId: search.id }, 'e-mail: could not queue the review request');
      }
    },
    async reviewDecided(search, requester) {
      try {
        await enqueue('review_decision', search, requester);
      } catch (error) {
        log.error({ err: error, searchId: search.id }, 'e-mail: could not queue the review decision');
      }
    },
    async quoteRequested(search, resellerRecipients) {
      try {
        for (const recipient of resellerRecipients) await enqueue('quote_request', search, recipient);
        await enqueue('quote_confirmation', search, search.customer_email);
      } catch (error) {
        log.error({ err: error, searchId: search.id }, 'e-mail: could not queue the quote request');
      }
    },
    async queueAccountEmail(executor, purpose, user) {
      await enqueueEmail(executor, { kind: purpose, userId: user.id, recipient: user.email }, timing.now());
    },
    start() {
      log.info({ smtp: redactedSmtpUrl(smtpUrl), from: mailFrom }, 'e-mail: sending through SMTP');
      worker.start();
    },
    stop: () => worker.stop(),
  };
}

/**
 * Writes a claimed message from its stored search and reseller, with links on the reseller's domain. The messages
 * to the reseller and to its customers arrive as the reseller's (mail-brand.ts); the engineers' review notices
 * come from MAIL_FROM as configured.
 */
async function composeEmail(
  db: Db,
  config: AppConfig,
  email: ClaimedEmail,
  searchResultId: number,
  reportPdfs: ReportPdfs,
): Promise<OutgoingMail> {
  const search = await findSearchResultById(db, searchResultId);
  if (!search) throw new Error(`search ${searchResultId} is gone`);
  const reseller = search.reseller_id === null ? null : ((await findMailReseller(db, search.reseller_id)) ?? null);
  const resultUrl = isFit(search) ? publicResultUrl(config, search.reseller_domain, search.token) : null;
  const logo = await mailLogo(config.webDist, reseller);
  const source = { search, reseller, logo, resultUrl, adminOrigin: resellerOrigin(config, search.reseller_domain) };
  if (email.kind === 'review_request' || email.kind === 'review_decision') {
    // The message tells of the result's latest review: the one just requested, or just decided.
    const review = await latestReviewOf(db, search.id);
    if (!review) throw new Error(`search ${search.id} has no review`);
    const write = email.kind === 'review_request' ? reviewRequestMessage : reviewDecisionMessage;
    return { to: email.recipient, ...write(source, review) };
  }
  const branded = async (content: MailContent, withReport: boolean): Promise<OutgoingMail> => {
    const report = withReport ? await reportAttachment(db, search, config, reportPdfs) : undefined;
    const attachments = [logo?.attachment, report].filter((file) => file !== undefined);
    return { to: email.recipient, ...resellerSender(reseller), ...content, attachments };
  };
  if (email.kind === 'new_lead') return branded(newLeadMessage(source), false);
  if (email.kind === 'quote_request' || email.kind === 'quote_confirmation') {
    // The message tells of the result's latest quote request: the one just made.
    const quote = await latestQuoteOf(db, search.id);
    if (!quote) throw new Error(`search ${search.id} has no quote request`);
    if (email.kind === 'quote_confirmation') return branded(quoteConfirmationMessage(source, quote), false);
    return branded(quoteRequestMessage(source, quote), true);
  }
  return branded(resultReportMessage(source), true);
}

/**
 * Writes an account's message: a fresh link (voiding the one an earlier attempt sent), on the domain the user signs in
 * on, from MAIL_FROM as configured. A user disabled since the message was queued gets none.
 */
async function composeAccountEmail(
  db: Db,
  config: AppConfig,
  email: ClaimedEmail,
  userId: number,
  now: number,
): Promise<OutgoingMail> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at !== null) throw new Error(`user ${userId} is gone or disabled`);
  const purpose: PasswordLinkPurpose = email.kind === 'invitation' ? 'invitation' : 'password_reset';
  const reseller = user.reseller_id === null ? null : ((await findMailReseller(db, user.reseller_id)) ?? null);
  const lifetimeMs = config.passwordLinkLifetimeMs[purpose];
  const link = await issuePasswordLink(db, user.id, purpose, lifetimeMs, now);
  const origin = resellerOrigin(config, reseller?.domain ?? null);
  const source = {
    purpose,
    user: { email: user.email, name: user.name },
    origin,
    brand: brandName(reseller),
    ...link,
    lifetimeMs,
  };
  return { to: email.recipient, ...accountMessage(source) };
}
