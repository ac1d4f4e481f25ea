/**
 * The engineer's review of a saved result (the review calls at /api/docs; docs/decisions/0052-engineer-review.md):
 * the engineer profile, the request a visitor sends with the share token, the queue's decisions and the public
 * answer a permit office reads from the review's reference.
 */
import { z } from 'zod';
import { BLANK, bodyObjectError, nullableEmail, requiredText } from './fields.js';

export const REVIEW_STATUSES = ['pending', 'approved', 'returned'] as const;
export const reviewStatus = z.enum(REVIEW_STATUSES, { error: 'must be pending, approved or returned' });
export type ReviewStatus = z.infer<typeof reviewStatus>;
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  returned: 'Returned',
};

/** The longest note of a request or a decision. */
export const REVIEW_NOTE_MAX = 2000;
/** A seal image must be smaller than this (bytes): "under 2 MB". */
export const SEAL_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The seal images accepted: raster images a PDF embeds as they are. SVG seals are no longer accepted; one stored
 * before is treated as no seal, so the engineer uploads a PNG or JPEG before the next approval.
 */
export const SEAL_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type SealContentType = (typeof SEAL_CONTENT_TYPES)[number];

const note = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  requiredText(REVIEW_NOTE_MAX).nullish(),
);

/** One licence: its state (two letters, as the post office writes them) and its number. */
export const licence = z.object(
  {
    state: requiredText(2).pipe(z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter state')),
    number: requiredText(40),
  },
  { error: BLANK },
);
export type Licence = { state: string; number: string };

/** PUT /api/users/{id}/engineer_profile: the name printed on approvals and at least one licence. */
export const engineerProfileRequest = z.object(
  {
    name: requiredText(120),
    licences: z.array(licence, { error: BLANK }).min(1, BLANK).max(20, 'must be at most 20'),
  },
  bodyObjectError,
);
export type EngineerProfileInput = z.output<typeof engineerProfileRequest>;

export const engineerProfile = z.object({
  user_id: z.number().int(),
  name: z.string(),
  licences: z.array(z.object({ state: z.string(), number: z.string() })),
  /** Where the seal image is read (staff only); null before one is uploaded. */
  seal_url: z.string().nullable(),
  updated_at: z.string(),
});
export type EngineerProfile = z.infer<typeof engineerProfile>;

/** POST …/review_requests: an optional note for the engineer and the address the decision goes to. */
export const reviewRequestBody = z
  .object({ note, email: nullableEmail }, bodyObjectError)
  .nullish()
  .transform((body) => ({ note: body?.note ?? null, email: body?.email ?? null }));

/**
 * The engineer's name with its credential once: "Erin Engineer" and "Erin Engineer, P.E." both give
 * "Erin Engineer, P.E.", since engineers often type the credential into their profile's name.
 */
export function engineerWithCredential(name: string): string {
  const trimmed = name.trim();
  return /[\s,]P\.?\s?E\.?$/i.test(trimmed) ? trimmed : `${trimmed}, P.E.`;
}

/** The "Reviewed and approved by NAME, P.E. (ST No. NUMBER), DATE" line of an approved review. */
export function approvalLine(name: string, licence: Licence, decidedOn: string): string {
  return `Reviewed and approved by ${engineerWithCredential(name)} (${licence.state} No. ${licence.number}), ${decidedOn}`;
}

/**
 * A review as anyone may read it (GET /api/reviews/{reference}): never the requester or the request's note. The
 * engineer's decision note (the approval's note, or the reason of a return) is printed on the report, so it is
 * public too.
 */
export const publicReview = z.object({
  reference: z.string(),
  status: reviewStatus,
  result_reference: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  engineer: z.object({ name: z.string(), licence: z.object({ state: z.string(), number: z.string() }) }).nullable(),
  /** The approval line (approved reviews only), dated in UTC. */
  approval_line: z.string().nullable(),
  /** The seal stamped with the approval; null otherwise. */
  seal_url: z.string().nullable(),
  /** The engineer's note with an approval, or the reason a review was returned; null otherwise. */
  decision_note: z.string().nullable(),
  /**
   * For an approval that does not cover the result as it reads now (changed since, or a planning estimate): what it
   * does not cover, completing "Approval does not cover …". Null otherwise.
   */
  approval_does_not_cover: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReview>;
export const resultReview = z.object({ review: publicReview.nullable() });
export type ResultReview = z.infer<typeof resultReview>;
export const reviewReferenceParams = z.object({ reference: z.string() });

/** A review in the engineers' queue: the public answer plus who asked, their note and the decision's note. */
export const queuedReview = publicReview.extend({
  id: z.number().int(),
  result_token: z.string(),
  requester_email: z.string(),
  request_note: z.string().nullable(),
  decided_by: z.string().nullable(),
  /** Why the search found no mount, when it found none: the engineer is asked for a way, not an approval. */
  no_fit: z.string().nullable(),
});
export type QueuedReview = z.infer<typeof queuedReview>;

export const reviewQueueQuery = z.object({ status: reviewStatus.optional() });
export const reviewQueue = z.object({
  reviews: z.array(queuedReview),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), returned: z.number().int() }),
});
export type ReviewQueue = z.infer<typeof reviewQueue>;

export const REASON_REQUIRED = "can't be blank when the review is returned";
/** POST /api/review_queue/{id}/decision. A return needs its reason in `note`; an approval may name the licence. */
export const reviewDecisionRequest = z
  .object(
    {
      decision: z.enum(['approved', 'returned'], { error: 'must be approved or returned' }),
      note,
      licence_state: requiredText(2)
        .transform((state) => state.toUpperCase())
        .optional(),
    },
    bodyObjectError,
  )
  .superRefine((body, ctx) => {
    if (body.decision === 'returned' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: REASON_REQUIRED });
  });
export type ReviewDecision = z.output<typeof reviewDecisionRequest>;

export const REVIEW_ALREADY_PENDING = 'A review of this result is already pending.';
export const REVIEW_ALREADY_APPROVED = 'This result is already approved.';
export const REVIEW_ALREADY_DECIDED = 'This review has already been decided.';
/** A search without a mount has nothing to approve: the engineer answers it by returning it with the way forward. */
export const NO_FIT_NOT_APPROVABLE = 'cannot approve a search that found no mount: return it with your answer';
export const SEAL_NEEDED = 'is needed to approve: upload a PNG or JPEG seal to your engineer profile first';
export const LICENCE_NEEDED = 'is needed to approve: add your name and licence to your engineer profile first';
/** "Approval does not cover …", completed by a review's approval_does_not_cover. */
export const approvalDoesNotCoverText = (what: string) => `Approval does not cover ${what}.`;
export const NOT_AN_ENGINEER = 'Only an engineer with a profile (name and licence) may decide reviews.';
export const REVIEW_REQUESTED =
  'Your request is with our engineers. The decision will be e-mailed to you and shown on this page.';
