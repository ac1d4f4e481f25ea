import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { deletedAt, lockVersion, timestamps } from './schema-columns.js';

export * from './schema-engineering.js';

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
    /** E-mail `contact_email` about every new search on this reseller's site (docs/api.md, "Limits"). */
    notify_new_leads: boolean('notify_new_leads').notNull().default(false),
    /** The origins whose pages may frame this reseller's calculator (CSP frame-ancestors; decisions/0055). */
    embed_origins: text('embed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [
    uniqueIndex('resellers_domain_unique').on(sql`lower(${t.domain})`),
    // One reseller per name, case ignored, as domains (decisions/0049): the Reseller filters show no twins.
    uniqueIndex('resellers_name_unique').on(sql`lower(${t.name})`),
  ],
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
    // One antenna per make and model, case ignored (the API trims both first): the antenna calls at /api/docs.
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
    /** True when the mount's trays are sold as parts of their own (a line of the bill of materials). */
    trays_separate_parts: boolean('trays_separate_parts').notNull().default(false),
    /** The trays' part number when they are separate parts; null otherwise. */
    tray_part_number: text('tray_part_number'),
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
    // One mount per part number, case ignored, inactive ones included: the mount calls at /api/docs.
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
    /** Where μ comes from, printed beside it on the report; null: "Source not given". */
    friction_coefficient_source: text('friction_coefficient_source'),
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
 * An administrator's value for one county, which wins over the bundled wind table (the wind speed
 * override calls at /api/docs). One row per county (deactivated rows keep their county). A catalogue table
 * (CATALOGUE_TABLES): a search finds the active ones in its catalogue snapshot, checked against catalogue_version on
 * every search, and other look-ups read one by FIPS through the unique index, so every server instance sees a change at
 * once.
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

/**
 * One row counting catalogue writes: a statement-level trigger on every catalogue table bumps it in the writing
 * transaction (docs/architecture.md, "Catalogue changes across instances").
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);
