import { asc, inArray, sql } from 'drizzle-orm';
import type { Antenna, AntennaCreate, AntennaUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import {
  findRow,
  insertRow,
  linkedIds,
  links,
  listRows,
  replaceLinks,
  unknownIds,
  updateOwnFields,
} from '../../db/catalogue-rows.js';
import { isoOrNull, setDeletedAt } from '../../db/records.js';
import { antennas } from '../../db/schema.js';

type AntennaRow = typeof antennas.$inferSelect;

function toAntenna(row: AntennaRow, mountIds: number[]): Antenna {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    weight: row.weight,
    mast_diameter: row.mast_diameter,
    mast_length: row.mast_length,
    square_footage: row.square_footage,
    additional_height_to_centerline: row.additional_height_to_centerline,
    deleted_at: isoOrNull(row.deleted_at),
    mount_ids: mountIds,
  };
}

async function withMountIds(db: Db | Tx, rows: AntennaRow[]): Promise<Antenna[]> {
  const mountIds = await linkedIds(
    db,
    links.antennaMounts,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAntenna(row, mountIds.get(row.id) ?? []));
}

/**
 * Antennas sorted by make then model (case-insensitive, the same on every database). `onlyIds` limits the list
 * (a reseller's antenna_ids); undefined or empty means every antenna.
 */
export async function listAntennas(
  db: Db,
  options: { includeInactive: boolean; onlyIds?: number[] | undefined },
): Promise<Antenna[]> {
  const only = options.onlyIds && options.onlyIds.length > 0 ? inArray(antennas.id, options.onlyIds) : undefined;
  const rows = await listRows(
    db,
    antennas,
    { includeInactive: options.includeInactive, where: only },
    asc(sql`lower(${antennas.make}) collate "C"`),
    asc(sql`lower(${antennas.model}) collate "C"`),
    asc(antennas.id),
  );
  return withMountIds(db, rows);
}

export async function findAntenna(
  db: Db | Tx,
  id: number,
  options: { includeInactive: boolean },
): Promise<Antenna | undefined> {
  const row = await findRow(db, antennas, id, options);
  return row && (await withMountIds(db, [row]))[0];
}

/** Ids among `ids` that name no antenna. */
export function unknownAntennaIds(db: Db | Tx, ids: number[]): Promise<number[]> {
  return unknownIds(db, antennas, ids);
}

/** Replaces the antenna's compatible mounts. */
export function replaceMountIds(tx: Tx, antennaId: number, mountIds: number[]): Promise<void> {
  return replaceLinks(tx, links.antennaMounts, antennaId, mountIds);
}

/** Inserts the antenna's own fields; returns its id. */
export function insertAntenna(tx: Tx, fields: Omit<AntennaCreate, 'mount_ids'>): Promise<number> {
  return insertRow(tx, antennas, fields);
}

/** Updates the antenna's own fields; false when no antenna has that id. */
export function updateAntennaFields(tx: Tx, id: number, fields: Omit<AntennaUpdate, 'mount_ids'>): Promise<boolean> {
  return updateOwnFields(tx, antennas, id, fields);
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setAntennaDeleted(db: Db, id: number, deleted: boolean): Promise<Antenna | undefined> {
  return (await setDeletedAt(db, antennas, id, deleted)) ? findAntenna(db, id, { includeInactive: true }) : undefined;
}
