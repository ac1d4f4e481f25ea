/** The engineering tables: ballast block types and the engineering settings. Re-exported by schema.ts. */
import { GCR_POLICIES, LOAD_COMBINATION_NAMES } from '@nprm/calc';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamp_ = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

/** Ballast block types (docs/engineering.md, "Ballast blocks"): the visitor counts the ballast in one of them. */
export const blockTypes = pgTable(
  'block_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nominal_size: text('nominal_size').notNull(),
    weight: doublePrecision('weight').notNull(),
    deleted_at: timestamp_('deleted_at'),
    created_at: timestamp_('created_at').notNull().defaultNow(),
    updated_at: timestamp_('updated_at').notNull().defaultNow(),
    lock_version: integer('lock_version').notNull().default(0),
  },
  (t) => [
    check('block_types_weight_positive', sql`${t.weight} > 0`),
    uniqueIndex('block_types_name_unique').on(sql`lower(${t.name})`),
  ],
);

/**
 * The engineering basis new searches use (the engineering settings calls at /api/docs): one row (id 1), written by
 * administrators; each saved result keeps its own copy in engine_options.
 */
export const engineeringSettings = pgTable(
  'engineering_settings',
  {
    id: integer('id').primaryKey().default(1),
    kd: doublePrecision('kd').notNull().default(0.95),
    gcr_policy: text('gcr_policy', { enum: GCR_POLICIES }).notNull().default('all_heights'),
    load_combination: text('load_combination', { enum: LOAD_COMBINATION_NAMES }).notNull().default('lrfd'),
    /** FBC 2010 §1609.8 (G·C_f 3.1) for sites in Miami-Dade and Broward; off: jurisdiction none (decision 0041). */
    florida_hvhz_rule: boolean('florida_hvhz_rule').notNull().default(true),
    default_block_type_id: integer('default_block_type_id')
      .notNull()
      .references(() => blockTypes.id),
    updated_at: timestamp_('updated_at').notNull().defaultNow(),
    lock_version: integer('lock_version').notNull().default(0),
  },
  (t) => [
    check('engineering_settings_single_row', sql`${t.id} = 1`),
    check('engineering_settings_kd_range', sql`${t.kd} > 0 AND ${t.kd} <= 1`),
  ],
);
