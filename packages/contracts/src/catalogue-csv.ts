import { z } from 'zod';
import { bomQuery, flag } from './fields.js';

/**
 * The catalogue as CSV (the catalogue CSV calls at /api/docs; docs/decisions/0024-bulk-catalogue.md): one file per
 * entity, its columns the fields an administrator edits, the id first (blank on a row to create), lists in one cell.
 */
export const CATALOGUE_CSV_ENTITIES = ['antennas', 'mounts'] as const;
export type CatalogueCsvEntity = (typeof CATALOGUE_CSV_ENTITIES)[number];

/** Separates the entries of a list cell (image URLs, compatible ids): "3 | 7 | 12". */
export const CSV_LIST_SEPARATOR = ' | ';

/** Columns of antennas.csv, in order: the antenna's fields and its compatible mounts' ids. */
export const ANTENNA_CSV_COLUMNS = [
  'id',
  'make',
  'model',
  'weight',
  'mast_diameter',
  'mast_length',
  'square_footage',
  'additional_height_to_centerline',
  'horizontal_area',
  'mount_ids',
  'lock_version',
] as const;

/** Columns of mounts.csv, in order: the mount's fields, its image URLs in order, its compatible antennas' ids. */
export const MOUNT_CSV_COLUMNS = [
  'id',
  'part_number',
  'name',
  'weight',
  'half_base_width',
  'height_to_antenna_centerline',
  'mast_diameter',
  'mast_length',
  'max_roof_load',
  'ridge_mount',
  'square_footage',
  'minimum_ballast_weight',
  'ballast_trays',
  'tray_capacity',
  'trays_separate_parts',
  'tray_part_number',
  'base_length',
  'base_width',
  'max_epa',
  'max_overturning_moment',
  'product_url',
  'assembly_instructions_url',
  'product_sheet_url',
  'image_urls',
  'antenna_ids',
  'lock_version',
] as const;

/**
 * Columns a file may leave out: a hand-made file without lock_version is not checked for newer edits (docs/api.md,
 * "Concurrent edits"); an export always has it.
 */
export const CATALOGUE_CSV_OPTIONAL_COLUMNS: readonly string[] = ['lock_version'];

export const CATALOGUE_CSV_COLUMNS: Record<CatalogueCsvEntity, readonly string[]> = {
  antennas: ANTENNA_CSV_COLUMNS,
  mounts: MOUNT_CSV_COLUMNS,
};

/** The file name of each export. */
export const catalogueCsvFileName = (entity: CatalogueCsvEntity): string => `${entity}.csv`;

/** The largest import body (bytes): a 5,000-row mount file is about 1.5 MB. */
export const CATALOGUE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows one import takes. */
export const CATALOGUE_IMPORT_MAX_ROWS = 20_000;

/** GET /api/{antennas|mounts}/export.csv?bom=false: the file without its UTF-8 byte-order mark. */
export const catalogueExportQuery = z.object({ bom: bomQuery });

/** POST /api/{antennas|mounts}/import?dry_run=true */
export const catalogueImportQuery = z.object({ dry_run: flag });

export const CATALOGUE_IMPORT_STATUSES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type CatalogueImportStatus = (typeof CATALOGUE_IMPORT_STATUSES)[number];

/** What the import does (or would do) with one data row of the file. */
export const catalogueImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  /** The record's id: the row's own, the new record's once applied, null for a row that creates (dry run). */
  id: z.number().int().nullable(),
  /** "Acme A1" or "DEMO-S4": how the row names its record. */
  label: z.string(),
  status: z.enum(CATALOGUE_IMPORT_STATUSES),
  /** The columns whose value changes (updated rows). */
  changes: z.array(z.string()),
  /** Each changed cell of an updated row, in `changes` order: the record's value and the file's, as CSV cells. */
  changed_cells: z.array(z.object({ column: z.string(), old: z.string(), new: z.string() })),
  /** Why the row is refused, each as "Field Name message". */
  messages: z.array(z.string()),
});
export type CatalogueImportRow = z.infer<typeof catalogueImportRow>;

/** The import's report, dry run or not. */
export const catalogueImportReport = z.object({
  entity: z.enum(CATALOGUE_CSV_ENTITIES),
  dry_run: z.boolean(),
  /** True once the rows were written (never on a dry run or with a refused row). */
  applied: z.boolean(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  /** Problems of the whole file (missing columns, not CSV); rows are empty when there is one. */
  file_errors: z.array(z.string()),
  rows: z.array(catalogueImportRow),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReport>;

/** 422: the usual field errors (every message under "base", line first) and the report. */
export const catalogueImportRefusal = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  full_messages: z.array(z.string()),
  /** Absent when the query itself is refused (dry_run=maybe). */
  report: catalogueImportReport.optional(),
});
