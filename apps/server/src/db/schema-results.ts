/**
 * Every search a visitor ran: its saved result (features/mount-search/saved-result.ts) as one versioned JSON document,
 * beside the few columns the admin lists filter and sort on and the catalogue rows it refers to.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { antennas, mounts, resellers, roofTypes } from './schema.js';

/**
 * `result` holds the whole saved result as at search time (the inputs, the figures, the calculation sheet and the
 * catalogue data shown with it), so a shared link keeps showing what the customer saw after the catalogue changes.
 * jsonb: the lists read it without its calculation sheet (most of its size) at a few µs a row, where json would be
 * parsed whole on every read; the price is PostgreSQL's parse of some 15 KB when a search is stored (its CPU, not the
 * server's). The other columns copy what lists filter and sort on (reseller, fit, customer) and keep the catalogue
 * rows a result refers to from being deleted.
 */
export const mountSearchResults = pgTable(
  'mount_search_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull(),
    created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    reseller_id: integer('reseller_id').references(() => resellers.id),
    antenna_id: integer('antenna_id')
      .notNull()
      .references(() => antennas.id),
    roof_type_id: integer('roof_type_id')
      .notNull()
      .references(() => roofTypes.id),
    mount_id: integer('mount_id').references(() => mounts.id),
    customer_name: text('customer_name').notNull(),
    customer_email: text('customer_email').notNull(),
    customer_company: text('customer_company').notNull(),
    result: jsonb('result').notNull(),
  },
  (t) => [
    uniqueIndex('mount_search_results_token_unique').on(t.token),
    index('mount_search_results_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('mount_search_results_reseller_created_idx').on(t.reseller_id, t.created_at.desc(), t.id.desc()),
  ],
);
