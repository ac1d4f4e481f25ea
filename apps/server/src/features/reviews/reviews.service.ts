/**
 * The engineer's review (the review calls at /api/docs; docs/decisions/0052-engineer-review.md): a visitor with the
 * share token asks for it, an engineer approves or returns it, anyone reads its outcome by reference. Rules and
 * HTTP errors live here.
 */
import {
  REVIEW_ALREADY_APPROVED,
  REVIEW_ALREADY_DECIDED,
  REVIEW_ALREADY_PENDING,
  NO_FIT_NOT_APPROVABLE,
  SEAL_NEEDED,
  type PublicReview,
  type QueuedReview,
  type ReviewDecision,
  type ReviewQueue,
  type ReviewStatus,
} from '@nprm/contracts';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { recordedWrite, type Actor } from '../../db/history-rows.js';
import { isUniqueViolation } from '../../db/records.js';
import { ApiError, foundOr404 } from '../../errors.js';
import type { Access } from '../../plugins/roles.js';
import { decidingEngineer, reviewerEmails } from '../engineers/index.js';
import { countReport, reportLimits } from '../mail/index.js';
import { findSearchByToken, findSearchResultById } from '../mount-search/index.js';
import type { SavedResult } from '../mount-search/index.js';
import { approvalDoesNotCover, approvedResultOf } from './approval-coverage.js';
import { newReviewReference } from './review-reference.js';
import { toPublicReview, toQueuedReview } from './review-view.js';
import * as repository from './reviews.repository.js';

/** The e-mails of the workflow; the mail service queues them (nothing when mail is off). Never throws. */
export interface ReviewMail {
  reviewRequested(search: SavedResult, engineers: string[]): Promise<void>;
  reviewDecided(search: SavedResult, requester: string): Promise<void>;
}

export interface ReviewDeps {
  db: Db;
  config: Pick<AppConfig, 'mailReportsPerClientHour'>;
  mail: ReviewMail;
  now?: () => number;
}

const conflict = (message: string) => new ApiError(409, { errors: [message] });

/**
 * A visitor asks for a review of the search it holds the token of, fit or not (without a fit the engineer is asked
 * for a way to mount it; the queue shows why nothing fitted): 404 for an unknown token, 409 while
 * one is pending or once approved, 429 when a limit refuses it, else counted on the e-mail limits of the requester's address and the client
 * (the same counters as "E-mail me this report", so it cannot be used to flood engineers), stored and announced.
 */
export async function requestReview(
  deps: ReviewDeps,
  token: string,
  body: { note: string | null; email: string | null },
  client: string,
): Promise<PublicReview> {
  const { db } = deps;
  const search = await findSearchByToken(db, token);
  const latest = await repository.latestReviewOf(db, search.id);
  if (latest?.status === 'pending') throw conflict(REVIEW_ALREADY_PENDING);
  if (await repository.approvalOf(db, search.id)) throw conflict(REVIEW_ALREADY_APPROVED);
  const requester = body.email ?? search.customer_email;
  const limits = reportLimits(requester, client, deps.config.mailReportsPerClientHour);
  await countReport(db, limits, (deps.now ?? Date.now)());
  let row: repository.ReviewRow;
  try {
    row = await repository.insertReview(db, {
      reference: newReviewReference(),
      search_result_id: search.id,
      requester_email: requester,
      request_note: body.note,
    });
  } catch (error) {
    // Another request for the same result won the race (one pending per result, unique index).
    if (isUniqueViolation(error)) throw conflict(REVIEW_ALREADY_PENDING);
    throw error;
  }
  await deps.mail.reviewRequested(search, await reviewerEmails(db));
  return toPublicReview(row, search.token);
}

/** What an approved review does not cover of its result as stored now (approval-coverage.ts); null otherwise. */
async function notCovered(db: Db, row: repository.ReviewRow, search?: SavedResult): Promise<string | null> {
  if (row.status !== 'approved') return null;
  const saved = search ?? (await findSearchResultById(db, row.search_result_id));
  return saved ? approvalDoesNotCover(row.approved_result, saved) : null;
}

/** The latest review of the result the token names (null when none was asked for). */
export async function reviewOfResult(db: Db, token: string): Promise<PublicReview | null> {
  const search = await findSearchByToken(db, token);
  const row = await repository.latestReviewOf(db, search.id);
  return row ? toPublicReview(row, search.token, await notCovered(db, row, search)) : null;
}

export async function publicReviewByReference(db: Db, reference: string): Promise<PublicReview> {
  const row = foundOr404(await repository.findByReference(db, reference.toUpperCase()));
  return toPublicReview(row, row.token, await notCovered(db, row));
}

export async function reviewQueue(db: Db, status: ReviewStatus | undefined): Promise<ReviewQueue> {
  const [rows, counts] = await Promise.all([repository.listReviews(db, status), repository.countByStatus(db)]);
  const reviews = await Promise.all(rows.map(async (row) => toQueuedReview(row, await notCovered(db, row))));
  return { reviews, counts };
}

export async function queuedReview(db: Db, id: number): Promise<QueuedReview> {
  const row = foundOr404(await repository.findById(db, id));
  return toQueuedReview(row, await notCovered(db, row));
}

/**
 * An engineer's decision: 403 unless the caller may decide (decidingEngineer), 404 for an unknown review, 409 when
 * it is decided already (also when two decide at once: the update only takes a pending row), 422 for a licence the
 * engineer does not hold, for an approval of a search without a fit and for an approval without a seal on the
 * profile. An approval keeps the fingerprint of the result it approved (approval-coverage.ts). The decision and its
 * history entry are one transaction; the requester is then e-mailed.
 */
export async function decideReview(
  deps: ReviewDeps,
  access: Access,
  actor: Actor,
  id: number,
  input: ReviewDecision,
): Promise<QueuedReview> {
  const { db } = deps;
  const engineer = await decidingEngineer(db, access);
  const review = foundOr404(await repository.findById(db, id));
  if (review.status !== 'pending') throw conflict(REVIEW_ALREADY_DECIDED);
  const approved = input.decision === 'approved';
  if (approved && review.no_fit !== null) throw ApiError.validation({ decision: [NO_FIT_NOT_APPROVABLE] });
  const licence = input.licence_state
    ? engineer.licences.find((held) => held.state === input.licence_state)
    : engineer.licences[0];
  if (!licence) throw ApiError.validation({ licence_state: ['is not one of your licences'] });
  if (approved && engineer.sealId === null) throw ApiError.validation({ seal: [SEAL_NEEDED] });
  const search = await findSearchResultById(db, review.search_result_id);
  await recordedWrite(db, {
    actor,
    entity: 'reviews',
    action: approved ? 'approve' : 'return',
    before: toQueuedReview(review),
    write: async (tx) => {
      const decided = await repository.decideReview(tx, id, {
        status: approved ? 'approved' : 'returned',
        decided_by: engineer.userId,
        decision_note: input.note ?? null,
        engineer_name: approved ? engineer.name : null,
        engineer_licence: approved ? licence : null,
        seal_id: approved ? engineer.sealId : null,
        approved_result: approved && search ? approvedResultOf(search) : null,
      });
      if (!decided) throw conflict(REVIEW_ALREADY_DECIDED);
      return toQueuedReview({ ...decided, token: review.token, decided_by_email: access.email, no_fit: review.no_fit });
    },
  });
  if (search) await deps.mail.reviewDecided(search, review.requester_email);
  return queuedReview(db, id);
}
