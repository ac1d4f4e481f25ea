import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Antenna, AntennaCreate, AntennaUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { isoOrNull, setDeletedAt } from '../../db/records.js';
import { antennaMounts, antennas } from '../../db/schema.js';

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
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(antennaMounts)
          .where(inArray(antennaMounts.antenna_id, ids))
          .orderBy(asc(antennaMounts.mount_id));
  const byAntenna = new Map<number, number[]>();
  for (const link of links) byAntenna.set(link.antenna_id, [...(byAntenna.get(link.antenna_id) ?? []), link.mount_id]);
  return rows.map((row) => toAntenna(row, byAntenna.get(row.id) ?? []));
}

/**
 * Antennas sorted by make then model (case-insensitive, the same on every database). `onlyIds` limits the list
 * (a reseller's antenna_ids); undefined or empty means every antenna.
 */
export async function listAntennas(
  db: Db,
  options: { includeInactive: boolean; onlyIds?: number[] | undefined },
): Promise<Antenna[]> {
  const conditions: SQL[] = [];
  if (!options.includeInactive) conditions.push(isNull(antennas.deleted_at));
  if (options.onlyIds && options.onlyIds.length > 0) conditions.push(inArray(antennas.id, options.onlyIds));
  const rows = await db
    .select()
    .from(antennas)
    .where(and(...conditions))
    .orderBy(
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
  const [row] = await db.select().from(antennas).where(eq(antennas.id, id)).limit(1);
  if (!row || (!options.includeInactive && row.deleted_at !== null)) return undefined;
  return (await withMountIds(db, [row]))[0];
}

/** Ids among `ids` that name no antenna. */
export async function unknownAntennaIds(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: antennas.id }).from(antennas).where(inArray(antennas.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Replaces the antenna's compatible mounts. */
export async function replaceMountIds(tx: Tx, antennaId: number, mountIds: number[]): Promise<void> {
  await tx.delete(antennaMounts).where(eq(antennaMounts.antenna_id, antennaId));
  if (mountIds.length > 0)
    await tx.insert(antennaMounts).values(mountIds.map((mount_id) => ({ antenna_id: antennaId, mount_id })));
}

/** Inserts the antenna's own fields; returns its id. */
export async function insertAntenna(tx: Tx, fields: Omit<AntennaCreate, 'mount_ids'>): Promise<number> {
  const [row] = await tx.insert(antennas).values(fields).returning({ id: antennas.id });
  return row!.id;
}

/** Updates the antenna's own fields; false when no antenna has that id. */
export async function updateAntennaFields(
  tx: Tx,
  id: number,
  fields: Omit<AntennaUpdate, 'mount_ids'>,
): Promise<boolean> {
  const [row] = await tx
    .update(antennas)
    .set({ ...fields, updated_at: new Date() })
    .where(eq(antennas.id, id))
    .returning({ id: antennas.id });
  return row !== undefined;
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setAntennaDeleted(db: Db, id: number, deleted: boolean): Promise<Antenna | undefined> {
  return (await setDeletedAt(db, antennas, id, deleted)) ? findAntenna(db, id, { includeInactive: true }) : undefined;
}
