/** Every search a visitor ran: the saved result (features/mount-search/saved-result.ts) as one row. */
import { EXPOSURE_CATEGORIES, GOVERNING_CASES } from '@nprm/calc';
import { WIND_SPEED_SOURCES } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { antennas, mounts, resellers, roofTypes } from './schema.js';

/** The domain's own lists as PostgreSQL enums: a stored value is always one the code knows. */
export const governingCase = pgEnum('governing_case', GOVERNING_CASES);
export const windSpeedSource = pgEnum('wind_speed_source', WIND_SPEED_SOURCES);

/**
 * Every search a visitor ran, with the inputs, the customer's details, the figures and the trace as they were
 * at search time. `display` snapshots the catalogue data shown with the result so a shared link keeps showing
 * what the customer saw even after the catalogue changes.
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
    location: text('location'),
    location_latitude: doublePrecision('location_latitude'),
    location_longitude: doublePrecision('location_longitude'),
    building_height: doublePrecision('building_height').notNull(),
    ridge_mount: boolean('ridge_mount').notNull(),
    wind_exposure: text('wind_exposure', { enum: EXPOSURE_CATEGORIES }).notNull(),
    wind_speed: doublePrecision('wind_speed').notNull(),
    wind_speed_source: windSpeedSource('wind_speed_source').notNull(),
    default_wind_speed: boolean('default_wind_speed').notNull(),
    /** The look-up's wind speed at the site whatever was used; null when unknown (and in rows stored before). */
    mapped_wind_speed: doublePrecision('mapped_wind_speed'),
    /** The county (or territory) of the mapped value, "Miami-Dade, FL"; null with it. */
    wind_speed_place: text('wind_speed_place'),
    /** Why this wind speed, in plain words (docs/engineering.md, "Wind speed by location"); '' before it was kept. */
    wind_speed_basis: text('wind_speed_basis').notNull().default(''),
    customer_name: text('customer_name').notNull(),
    customer_email: text('customer_email').notNull(),
    customer_company: text('customer_company').notNull(),
    /** The project and the site's street address as typed; null when not given. */
    project_name: text('project_name'),
    site_address: text('site_address'),
    ballast_weight: doublePrecision('ballast_weight'),
    ballast_block_count: integer('ballast_block_count'),
    ballast_block_weight: doublePrecision('ballast_block_weight'),
    governing: governingCase('governing'),
    roof_load: doublePrecision('roof_load'),
    total_dead_load: doublePrecision('total_dead_load'),
    /**
     * The plain-text trace of a result stored before the calculation sheet existed (its sheet is []); null since the
     * sheet is written once and the text is derived from it (migration 0013).
     */
    calculations: text('calculations'),
    /**
     * The chosen design's calculation sheet (CalculationStep rows); [] for no fit and in rows stored before it. json,
     * not jsonb: it is only ever stored and read whole, and parsing some 13 KB into jsonb cost PostgreSQL about 70 µs
     * a search (migration 0012).
     */
    calculation_steps: json('calculation_steps').notNull().default([]),
    /**
     * The fit's bill of materials with its reseller's prices as at search time, frozen: a later price change
     * does not alter it; null without a fit and in rows stored before it.
     */
    bill_of_materials: jsonb('bill_of_materials'),
    engine_version: text('engine_version').notNull(),
    engine_options: jsonb('engine_options').notNull(),
    display: jsonb('display').notNull(),
  },
  (t) => [
    uniqueIndex('mount_search_results_token_unique').on(t.token),
    index('mount_search_results_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('mount_search_results_reseller_created_idx').on(t.reseller_id, t.created_at.desc(), t.id.desc()),
    check('mount_search_results_building_height_range', sql`${t.building_height} > 0 AND ${t.building_height} <= 500`),
    check('mount_search_results_wind_speed_range', sql`${t.wind_speed} > 0 AND ${t.wind_speed} <= 1000`),
    check('mount_search_results_ballast_non_negative', sql`${t.ballast_weight} IS NULL OR ${t.ballast_weight} >= 0`),
    check('mount_search_results_roof_load_non_negative', sql`${t.roof_load} IS NULL OR ${t.roof_load} >= 0`),
  ],
);
