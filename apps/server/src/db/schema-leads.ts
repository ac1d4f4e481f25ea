/**
 * The lead pipeline (docs/decisions/0054-lead-pipeline.md): a saved result is a lead; its status, assignee
 * and next step live here, one row per lead written on its first change (a lead without a row is `new`), and the
 * notes written on it and the visitors' quote requests beside it. Gathered with the other tables by tables.ts.
 */
import { LEAD_STATUSES } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-access.js';
import { lockVersion } from './schema-columns.js';
import { mountSearchResults } from './schema-results.js';

const timestamp_ = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

export const leadPipeline = pgTable(
  'lead_pipeline',
  {
    search_result_id: bigint('search_result_id', { mode: 'number' })
      .primaryKey()
      .references(() => mountSearchResults.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    assigned_user_id: integer('assigned_user_id').references(() => users.id),
    /** What the reseller user does next, and by when. */
    next_step: text('next_step'),
    next_step_due: date('next_step_due', { mode: 'string' }),
    updated_at: timestamp_('updated_at').notNull().defaultNow(),
    lock_version: lockVersion(),
  },
  (t) => [index('lead_pipeline_status_idx').on(t.status)],
);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    search_result_id: bigint('search_result_id', { mode: 'number' })
      .notNull()
      .references(() => mountSearchResults.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    note: text('note'),
    created_at: timestamp_('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('quote_requests_search_idx').on(t.search_result_id, t.created_at),
    check('quote_requests_quantity_range', sql`${t.quantity} BETWEEN 1 AND 10000`),
  ],
);

/** The notes of a lead: each added once with its author and time, never rewritten. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    search_result_id: bigint('search_result_id', { mode: 'number' })
      .notNull()
      .references(() => mountSearchResults.id, { onDelete: 'cascade' }),
    /** Null for the text kept from the single notes box when no history names who wrote it. */
    author_id: integer('author_id').references(() => users.id),
    author_email: text('author_email'),
    text: text('text').notNull(),
    created_at: timestamp_('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_notes_search_idx').on(t.search_result_id, t.created_at)],
);
