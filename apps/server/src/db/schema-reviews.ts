/**
 * The engineer's review (docs/decisions/0052-engineer-review.md): engineers' profiles and seals, and the reviews of
 * saved results. Gathered with the other tables by tables.ts.
 */
import { REVIEW_STATUSES } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-access.js';
import { mountSearchResults } from './schema-results.js';

const timestamp_ = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The result an approval was given for, as it read then: a digest of everything the report prints of it and the
 * figures named when it no longer matches. Null for approvals given before approvals were tied to their result.
 */
export interface ApprovedResult {
  digest: string;
  schema_version: number;
  engine_version: string;
  mount: string;
  ballast_weight: number;
  planning_only: boolean;
}

/** One licence of an engineer, as stored in `licences` and in an approval. */
export interface StoredLicence {
  state: string;
  number: string;
}

/**
 * A seal image as uploaded and checked (PNG or JPEG; SVG rows stored before are kept but used nowhere). Never
 * changed: a new upload is a new row, so an approval keeps pointing at the seal it was stamped with.
 */
export const engineerSeals = pgTable('engineer_seals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  content_type: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/svg+xml'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  created_at: timestamp_('created_at').notNull().defaultNow(),
});

/** The engineer profile of a user (an engineer, or an administrator who is also an engineer). */
export const engineerProfiles = pgTable('engineer_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  licences: jsonb('licences').$type<StoredLicence[]>().notNull(),
  seal_id: bigint('seal_id', { mode: 'number' }).references(() => engineerSeals.id),
  updated_at: timestamp_('updated_at').notNull().defaultNow(),
});

/**
 * One request for a review of one saved result and its decision. The engineer's name, licence and seal are copied
 * at the decision, so a later profile change does not rewrite an approval already printed.
 */
export const resultReviews = pgTable(
  'result_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The public reference, "V-7KQ2-M9XD", printed on the report and read by GET /api/reviews/{reference}. */
    reference: text('reference').notNull(),
    search_result_id: bigint('search_result_id', { mode: 'number' })
      .notNull()
      .references(() => mountSearchResults.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    requester_email: text('requester_email').notNull(),
    request_note: text('request_note'),
    requested_at: timestamp_('requested_at').notNull().defaultNow(),
    decided_at: timestamp_('decided_at'),
    decided_by: integer('decided_by').references(() => users.id),
    decision_note: text('decision_note'),
    engineer_name: text('engineer_name'),
    engineer_licence: jsonb('engineer_licence').$type<StoredLicence>(),
    seal_id: bigint('seal_id', { mode: 'number' }).references(() => engineerSeals.id),
    /** What the approval covers: the approved result's fingerprint at the decision (approval-coverage.ts). */
    approved_result: jsonb('approved_result').$type<ApprovedResult>(),
  },
  (t) => [
    uniqueIndex('result_reviews_reference_unique').on(t.reference),
    // One open request per result: a second one while it waits is refused (409), whichever instance takes it.
    uniqueIndex('result_reviews_one_pending')
      .on(t.search_result_id)
      .where(sql`${t.status} = 'pending'`),
    index('result_reviews_status_idx').on(t.status, t.requested_at.desc()),
    check(
      'result_reviews_decided',
      sql`(${t.status} = 'pending') = (${t.decided_at} IS NULL) AND (${t.status} <> 'approved' OR (${t.engineer_name} IS NOT NULL AND ${t.engineer_licence} IS NOT NULL))`,
    ),
  ],
);
