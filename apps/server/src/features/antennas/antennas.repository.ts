import { asc, inArray } from 'drizzle-orm';
import type { Antenna, AntennaCreate, AntennaUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import * as catalogueRows from '../../db/catalogue-rows.js';
import { setDeletedAt } from '../../db/records.js';
import { antennas } from '../../db/tables.js';

type AntennaRow = typeof antennas.$inferSelect;

function toAntenna(row: AntennaRow, mountIds: number[]): Antenna {
  return { ...catalogueRows.recordFields(row), mount_ids: mountIds };
}

async function withMountIds(db: Db | Tx, rows: AntennaRow[]): Promise<Antenna[]> {
  const mountIds = await catalogueRows.linkedIds(
    db,
    catalogueRows.links.antennaMounts,
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
  const rows = await catalogueRows.listRows(
    db,
    antennas,
    { includeInactive: options.includeInactive, where: only },
    catalogueRows.caseBlind(antennas.make),
    catalogueRows.caseBlind(antennas.model),
    asc(antennas.id),
  );
  return withMountIds(db, rows);
}

export async function findAntenna(
  db: Db | Tx,
  id: number,
  options: { includeInactive: boolean },
): Promise<Antenna | undefined> {
  return catalogueRows.findRecord(db, antennas, id, options, (rows) => withMountIds(db, rows));
}

/** Ids among `ids` that name no antenna. */
export function unknownAntennaIds(db: Db | Tx, ids: number[]): Promise<number[]> {
  return catalogueRows.unknownIds(db, antennas, ids);
}

/** Replaces the antenna's compatible mounts. */
export function replaceMountIds(tx: Tx, antennaId: number, mountIds: number[]): Promise<void> {
  return catalogueRows.replaceLinks(tx, catalogueRows.links.antennaMounts, antennaId, mountIds);
}

/** Inserts the antenna's own fields; returns its id. */
/** True when another antenna (not `exceptId`) has this make and model, case ignored. */
export function makeModelTaken(db: Db | Tx, make: string, model: string, exceptId?: number): Promise<boolean> {
  return catalogueRows.textsTaken(
    db,
    antennas,
    [
      [antennas.make, make],
      [antennas.model, model],
    ],
    exceptId,
  );
}

export function insertAntenna(tx: Tx, fields: Omit<AntennaCreate, 'mount_ids'>): Promise<number> {
  return catalogueRows.insertRow(tx, antennas, fields);
}

/** Updates the antenna's own fields; false when no antenna has that id. */
export function updateAntennaFields(tx: Tx, id: number, fields: Omit<AntennaUpdate, 'mount_ids'>): Promise<boolean> {
  return catalogueRows.updateOwnFields(tx, antennas, id, fields);
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setAntennaDeleted(db: Db, id: number, deleted: boolean): Promise<Antenna | undefined> {
  return (await setDeletedAt(db, antennas, id, deleted)) ? findAntenna(db, id, { includeInactive: true }) : undefined;
}
