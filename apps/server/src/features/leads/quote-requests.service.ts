/**
 * A visitor's quote request on a result (POST …/quote_requests at /api/docs; docs/decisions/0054-lead-pipeline.md): the
 * share token is the authority, like the report e-mail and the review request, and the request counts on the same
 * e-mail limits (decision 0038), so it cannot flood the reseller or the search's address.
 */
import {
  QUOTE_CONFIRMATION_EMAILED,
  QUOTE_REQUEST_STORED,
  type QuoteRequestAccepted,
  type QuoteRequestInput,
} from '@nprm/contracts';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { countReport, reportLimits } from '../mail/index.js';
import { findSearchByToken, type SavedResult } from '../mount-search/index.js';
import * as repository from './leads.repository.js';

/** The quote e-mails; the mail service queues them (nothing when mail is off). Never throws. */
export interface QuoteMail {
  readonly enabled: boolean;
  quoteRequested(search: SavedResult, resellerRecipients: string[]): Promise<void>;
}

export interface QuoteDeps {
  db: Db;
  config: Pick<AppConfig, 'mailReportsPerClientHour'>;
  mail: QuoteMail;
  now?: () => number;
}

/**
 * Where a lead's quote requests are e-mailed: the reseller's contact address; without one, its enabled reseller
 * users; a search without a reseller (or a reseller with neither), the enabled administrators.
 */
export async function quoteRecipients(db: Db, resellerId: number | null): Promise<string[]> {
  if (resellerId !== null) {
    const contact = await repository.resellerContactEmail(db, resellerId);
    if (contact) return [contact];
    const users = await repository.resellerUserEmails(db, resellerId);
    if (users.length > 0) return users;
  }
  return repository.administratorEmails(db);
}

/**
 * Fit or not (without a fit the reseller is asked to find a way, so a no-fit is not a dead end): 404 for an unknown
 * token, 429 when the search's
 * address or the client has had its e-mails, else stored on the lead, the reseller told and the visitor's
 * confirmation queued. The lead's status is left as it is: it is the reseller's word.
 */
export async function requestQuote(
  deps: QuoteDeps,
  token: string,
  input: QuoteRequestInput,
  client: string,
): Promise<QuoteRequestAccepted> {
  const { db } = deps;
  const search = await findSearchByToken(db, token);
  const limits = reportLimits(search.customer_email, client, deps.config.mailReportsPerClientHour);
  await countReport(db, limits, (deps.now ?? Date.now)());
  const quote = await repository.insertQuote(db, {
    search_result_id: search.id,
    quantity: input.quantity,
    note: input.note,
  });
  await deps.mail.quoteRequested(search, await quoteRecipients(db, search.reseller_id));
  const emailed = deps.mail.enabled;
  return {
    ...quote,
    confirmation_emailed: emailed,
    message: emailed ? `${QUOTE_REQUEST_STORED} ${QUOTE_CONFIRMATION_EMAILED}` : QUOTE_REQUEST_STORED,
  };
}
