import { EXPOSURE_CATEGORIES, GOVERNING_CASES } from '@nprm/calc';
import { HISTORY_ACTIONS, USER_ROLES, WIND_SPEED_SOURCES } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export * from './schema-engineering.js';

/** The domain's own lists as PostgreSQL enums: a stored value is always one the code knows. */
export const governingCase = pgEnum('governing_case', GOVERNING_CASES);
export const windSpeedSource = pgEnum('wind_speed_source', WIND_SPEED_SOURCES);

const timestamps = {
  created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
};
/**
 * Optimistic concurrency (docs/api.md, "Concurrent edits"): a save sends the version it read and is refused (409)
 * when another save came first; every admin write adds 1 (db/lock-version.ts).
 */
export const lockVersion = () => integer('lock_version').notNull().default(0);
const deletedAt = timestamp('deleted_at', { mode: 'date', withTimezone: true });

export const resellers = pgTable(
  'resellers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    logo_url: text('logo_url').notNull(),
    hero_image_url: text('hero_image_url'),
    website_url: text('website_url'),
    contact_email: text('contact_email'),
    is_baird: boolean('is_baird').notNull().default(false),
    /** E-mail `contact_email` about every new search on this reseller's site (docs/api.md, "E-mail"). */
    notify_new_leads: boolean('notify_new_leads').notNull().default(false),
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [uniqueIndex('resellers_domain_unique').on(sql`lower(${t.domain})`)],
);

export const antennas = pgTable(
  'antennas',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    weight: doublePrecision('weight').notNull().default(0),
    mast_diameter: doublePrecision('mast_diameter').notNull(),
    mast_length: doublePrecision('mast_length').notNull().default(0),
    square_footage: doublePrecision('square_footage').notNull().default(0),
    additional_height_to_centerline: doublePrecision('additional_height_to_centerline').notNull().default(0),
    horizontal_area: doublePrecision('horizontal_area').notNull().default(0),
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [
    check('antennas_weight_non_negative', sql`${t.weight} >= 0`),
    check('antennas_mast_diameter_non_negative', sql`${t.mast_diameter} >= 0`),
    check('antennas_mast_length_non_negative', sql`${t.mast_length} >= 0`),
    check('antennas_square_footage_non_negative', sql`${t.square_footage} >= 0`),
    check('antennas_horizontal_area_non_negative', sql`${t.horizontal_area} >= 0`),
    index('antennas_make_model_idx').on(t.make, t.model),
    // One antenna per make and model, case ignored (the API trims both first): docs/api.md, antennas.
    uniqueIndex('antennas_make_model_unique').on(sql`lower(${t.make})`, sql`lower(${t.model})`),
  ],
);

export const mounts = pgTable(
  'mounts',
  {
    id: serial('id').primaryKey(),
    part_number: text('part_number').notNull(),
    name: text('name').notNull(),
    weight: doublePrecision('weight').notNull(),
    half_base_width: doublePrecision('half_base_width').notNull(),
    height_to_antenna_centerline: doublePrecision('height_to_antenna_centerline').notNull(),
    mast_diameter: doublePrecision('mast_diameter').notNull(),
    mast_length: doublePrecision('mast_length').notNull(),
    max_roof_load: doublePrecision('max_roof_load').notNull(),
    ridge_mount: boolean('ridge_mount').notNull().default(false),
    square_footage: doublePrecision('square_footage').notNull(),
    minimum_ballast_weight: doublePrecision('minimum_ballast_weight').notNull().default(0),
    ballast_trays: integer('ballast_trays'),
    tray_capacity: doublePrecision('tray_capacity'),
    base_length: doublePrecision('base_length'),
    base_width: doublePrecision('base_width'),
    max_epa: doublePrecision('max_epa'),
    max_overturning_moment: doublePrecision('max_overturning_moment'),
    product_url: text('product_url').notNull(),
    assembly_instructions_url: text('assembly_instructions_url'),
    product_sheet_url: text('product_sheet_url'),
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [
    check('mounts_weight_non_negative', sql`${t.weight} >= 0`),
    check('mounts_half_base_width_non_negative', sql`${t.half_base_width} >= 0`),
    check('mounts_height_non_negative', sql`${t.height_to_antenna_centerline} >= 0`),
    check('mounts_mast_diameter_non_negative', sql`${t.mast_diameter} >= 0`),
    check('mounts_mast_length_non_negative', sql`${t.mast_length} >= 0`),
    check('mounts_max_roof_load_non_negative', sql`${t.max_roof_load} >= 0`),
    check('mounts_square_footage_non_negative', sql`${t.square_footage} >= 0`),
    check('mounts_minimum_ballast_non_negative', sql`${t.minimum_ballast_weight} >= 0`),
    // One mount per part number, case ignored, inactive ones included: docs/api.md, mounts.
    uniqueIndex('mounts_part_number_unique').on(sql`lower(${t.part_number})`),
    check('mounts_ballast_trays_positive', sql`${t.ballast_trays} IS NULL OR ${t.ballast_trays} >= 1`),
    check('mounts_tray_capacity_positive', sql`${t.tray_capacity} IS NULL OR ${t.tray_capacity} > 0`),
    check(
      'mounts_base_sides_positive_together',
      sql`(${t.base_length} IS NULL AND ${t.base_width} IS NULL) OR (${t.base_length} > 0 AND ${t.base_width} > 0)`,
    ),
    check('mounts_max_epa_positive', sql`${t.max_epa} IS NULL OR ${t.max_epa} > 0`),
    check(
      'mounts_max_overturning_moment_positive',
      sql`${t.max_overturning_moment} IS NULL OR ${t.max_overturning_moment} > 0`,
    ),
  ],
);

export const mountImages = pgTable(
  'mount_images',
  {
    id: serial('id').primaryKey(),
    mount_id: integer('mount_id')
      .notNull()
      .references(() => mounts.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('mount_images_mount_idx').on(t.mount_id, t.position)],
);

/** Which mounts an antenna can be installed on (antenna.mount_ids). */
export const antennaMounts = pgTable(
  'antenna_mounts',
  {
    antenna_id: integer('antenna_id')
      .notNull()
      .references(() => antennas.id, { onDelete: 'cascade' }),
    mount_id: integer('mount_id')
      .notNull()
      .references(() => mounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.antenna_id, t.mount_id] }), index('antenna_mounts_mount_idx').on(t.mount_id)],
);

/** The antennas a reseller offers (reseller.antenna_ids); none means all active antennas. */
export const resellerAntennas = pgTable(
  'reseller_antennas',
  {
    reseller_id: integer('reseller_id')
      .notNull()
      .references(() => resellers.id, { onDelete: 'cascade' }),
    antenna_id: integer('antenna_id')
      .notNull()
      .references(() => antennas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.reseller_id, t.antenna_id] }),
    index('reseller_antennas_antenna_idx').on(t.antenna_id),
  ],
);

export const resellerMounts = pgTable(
  'reseller_mounts',
  {
    id: serial('id').primaryKey(),
    reseller_id: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    mount_id: integer('mount_id')
      .notNull()
      .references(() => mounts.id),
    product_url: text('product_url'),
    assembly_instructions_url: text('assembly_instructions_url'),
    product_sheet_url: text('product_sheet_url'),
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [uniqueIndex('reseller_mounts_reseller_mount_unique').on(t.reseller_id, t.mount_id)],
);

export const roofTypes = pgTable(
  'roof_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    friction_coefficient: doublePrecision('friction_coefficient').notNull(),
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [
    check('roof_types_friction_range', sql`${t.friction_coefficient} > 0 AND ${t.friction_coefficient} <= 1`),
    uniqueIndex('roof_types_name_unique').on(sql`lower(${t.name})`),
  ],
);

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
     * a search (issue 19; migration 0012).
     */
    calculation_steps: json('calculation_steps').notNull().default([]),
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

/**
 * An administrator's value for one county, which wins over the bundled wind table (docs/api.md, "Wind speed
 * overrides"). One row per county (deactivated rows keep their county). A catalogue table (CATALOGUE_TABLES): a search
 * finds the active ones in its catalogue snapshot, checked against catalogue_version on every search, and other
 * look-ups read one by FIPS through the unique index, so every server instance sees a change at once.
 */
export const windSpeedOverrides = pgTable(
  'wind_speed_overrides',
  {
    id: serial('id').primaryKey(),
    fips: text('fips').notNull(),
    wind_speed: doublePrecision('wind_speed').notNull(),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    ...timestamps,
    lock_version: lockVersion(),
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex('wind_speed_overrides_fips_unique').on(t.fips),
    check('wind_speed_overrides_fips_format', sql`${t.fips} ~ '^[0-9]{5}$'`),
    check('wind_speed_overrides_wind_speed_range', sql`${t.wind_speed} >= 85 AND ${t.wind_speed} <= 300`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    password_hash: text('password_hash').notNull(),
    /** docs/api.md, "Users and roles": a reseller user is bound to exactly one reseller, an administrator to none. */
    role: text('role', { enum: USER_ROLES }).notNull().default('administrator'),
    reseller_id: integer('reseller_id').references(() => resellers.id),
    /** When the account was disabled; a disabled user cannot sign in and its tokens stop working. */
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check(
      'users_role_reseller',
      sql`(${t.role} = 'administrator' AND ${t.reseller_id} IS NULL) OR (${t.role} = 'reseller_user' AND ${t.reseller_id} IS NOT NULL)`,
    ),
  ],
);

/**
 * Every admin write (docs/api.md, "History"): who, when, which record, and each changed field's value before and
 * after. Written in the write's own transaction; a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const history = pgTable(
  'history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id').references(() => users.id),
    user_email: text('user_email').notNull(),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('history_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('history_entity_idx').on(t.entity, t.entity_id, t.created_at.desc()),
    index('history_user_idx').on(t.user_id, t.created_at.desc()),
  ],
);

/** One row per signed-in client of a user (devise_token_auth "client"); only a hash of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { mode: 'date', withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    /** The token this one replaced: still accepted for a few seconds after `rotated_at` (concurrent requests). */
    previous_token_hash: text('previous_token_hash'),
    /** When the token was last renewed (or issued). */
    rotated_at: timestamp('rotated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_user_client_unique').on(t.user_id, t.client)],
);

/**
 * One row counting catalogue writes: a statement-level trigger on every catalogue table bumps it and notifies
 * `catalogue_changed` in the writing transaction (docs/architecture.md, "Catalogue changes across instances").
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

/**
 * Shared counters of the API rate limit and the sign-in throttle (limits/), one row per key, so every
 * instance on one database counts together. No index beyond the key: a hit updates no indexed column, so
 * PostgreSQL can update the row in place.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** The count is forgotten at this time. */
  window_ends_at: timestamp('window_ends_at', { mode: 'date', withTimezone: true }).notNull(),
  /** Sign-in throttle: no attempt is checked before this time. */
  blocked_until: timestamp('blocked_until', { mode: 'date', withTimezone: true }),
});
