/**
 * Resellers' price lists (docs/decisions/0053-price-lists.md): one list per reseller (currency and the day
 * it is valid from) and its prices in integer cents, one per part: a mount, a mount's trays (item_id the mount's),
 * a block type. Gathered with the other tables by tables.ts.
 */
import { PRICE_ITEM_TYPES } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { resellers } from './schema.js';
import { lockVersion } from './schema-columns.js';

export const resellerPriceLists = pgTable('reseller_price_lists', {
  reseller_id: integer('reseller_id')
    .primaryKey()
    .references(() => resellers.id, { onDelete: 'cascade' }),
  /** ISO 4217 code, one of PRICE_CURRENCIES. */
  currency: text('currency').notNull(),
  /** YYYY-MM-DD: searches before this day (UTC) find no prices ("on request"). */
  valid_from: date('valid_from', { mode: 'string' }).notNull(),
  /** Moves on with every save that changes the list or its prices (docs/api.md, "Concurrent edits"). */
  lock_version: lockVersion(),
  updated_at: timestamp('updated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
});

export const resellerPrices = pgTable(
  'reseller_prices',
  {
    reseller_id: integer('reseller_id')
      .notNull()
      .references(() => resellerPriceLists.reseller_id, { onDelete: 'cascade' }),
    item_type: text('item_type', { enum: PRICE_ITEM_TYPES }).notNull(),
    /** The mount's id (mount, tray) or the block type's. */
    item_id: integer('item_id').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reseller_id, t.item_type, t.item_id] }),
    check('reseller_prices_non_negative', sql`${t.unit_price_cents} >= 0`),
  ],
);
