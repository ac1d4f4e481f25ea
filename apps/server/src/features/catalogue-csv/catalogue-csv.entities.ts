/**
 * The two catalogue files described once each (the catalogue CSV calls at /api/docs): which table, which columns, which
 * contract schema checks a row, which field is unique, which link table holds the compatibility and whether the
 * rows carry images. Import and export both work from these descriptions.
 */
import {
  ANTENNA_CSV_COLUMNS,
  antennaCreateRequest,
  anyLengthRecordIdList,
  MOUNT_CSV_COLUMNS,
  mountCreateRequest,
  type CatalogueCsvEntity,
} from '@nprm/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { antennaMounts, antennas, mounts } from '../../db/tables.js';

/** One link table read from the file's side: the owner is the file's record, the linked ids fill its list cell. */
export interface CsvLink {
  table: typeof antennaMounts;
  owner: PgColumn;
  linked: PgColumn;
  /** The table the linked ids must name. */
  linkedTable: typeof antennas | typeof mounts;
  /** "mount": how the message names a linked record. */
  linkedName: string;
}

export interface CsvEntity {
  entity: CatalogueCsvEntity;
  /** "antenna": how messages name one record. */
  singular: string;
  table: typeof antennas | typeof mounts;
  columns: readonly string[];
  /** The contract's create schema, with the link column when the contract has none. */
  schema: z.ZodType<Record<string, unknown>>;
  /** The columns that are the record's own fields (all but id, the list cells). */
  ownFields: readonly string[];
  /** The case-blind unique key of a row's fields, and the column its "taken" message goes on. */
  uniqueKey(fields: Record<string, unknown>): string;
  uniqueColumn: string;
  /** How the report names a row. */
  label(fields: Record<string, unknown>): string;
  linkColumn: string;
  link: CsvLink;
  /** The column of image URLs (mounts only) and the schema field that checks them. */
  images?: { column: string; schemaField: string };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The record's own fields: every column but the id, the version (bookkeeping) and the list cells. */
const ownOf = (columns: readonly string[], listCells: string[]) =>
  columns.filter((column) => column !== 'id' && column !== 'lock_version' && !listCells.includes(column));

export const ANTENNA_CSV: CsvEntity = {
  entity: 'antennas',
  singular: 'antenna',
  table: antennas,
  columns: ANTENNA_CSV_COLUMNS,
  // A list cell takes any number of ids (decisions/0047): a JSON body's cap of 1,000 would refuse an unedited export.
  schema: antennaCreateRequest.extend({ mount_ids: anyLengthRecordIdList }),
  ownFields: ownOf(ANTENNA_CSV_COLUMNS, ['mount_ids']),
  uniqueKey: (fields) => `${text(fields.make).toLowerCase()}\u0000${text(fields.model).toLowerCase()}`,
  uniqueColumn: 'model',
  label: (fields) => `${text(fields.make)} ${text(fields.model)}`.trim(),
  linkColumn: 'mount_ids',
  link: {
    table: antennaMounts,
    owner: antennaMounts.antenna_id,
    linked: antennaMounts.mount_id,
    linkedTable: mounts,
    linkedName: 'mount',
  },
};

export const MOUNT_CSV: CsvEntity = {
  entity: 'mounts',
  singular: 'mount',
  table: mounts,
  columns: MOUNT_CSV_COLUMNS,
  // The mount's compatible antennas are the antennas' mount_ids seen from the mount: the same list rule.
  schema: mountCreateRequest.extend({ antenna_ids: anyLengthRecordIdList }),
  ownFields: ownOf(MOUNT_CSV_COLUMNS, ['image_urls', 'antenna_ids']),
  uniqueKey: (fields) => text(fields.part_number).toLowerCase(),
  uniqueColumn: 'part_number',
  label: (fields) => text(fields.part_number),
  linkColumn: 'antenna_ids',
  link: {
    table: antennaMounts,
    owner: antennaMounts.mount_id,
    linked: antennaMounts.antenna_id,
    linkedTable: antennas,
    linkedName: 'antenna',
  },
  images: { column: 'image_urls', schemaField: 'mount_images' },
};

export const CSV_ENTITIES: Record<CatalogueCsvEntity, CsvEntity> = { antennas: ANTENNA_CSV, mounts: MOUNT_CSV };
