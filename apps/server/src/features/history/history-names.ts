/**
 * Today's names of the records history entries refer to (docs/api.md, "History"): the record each entry is about
 * and the ids its changes hold (HISTORY_REFERENCES), read in one query per entity for a whole page of entries.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { HISTORY_REFERENCES, historyNameKey, type HistoryChange } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import {
  antennas,
  blockTypes,
  mounts,
  mountSearchResults,
  resellerMounts,
  resellers,
  roofTypes,
  users,
  windSpeedOverrides,
} from '../../db/tables.js';

interface Named {
  id: number;
  name: string | null;
  parent_id: number | null;
}

/** Each entity's names by id, with the parent its admin page sits under (a reseller mount's reseller). */
const NAMERS: Record<string, (db: Db, ids: number[]) => Promise<Named[]>> = {
  mounts: (db, ids) => byId(db, mounts, sql`${mounts.name}`, ids),
  antennas: (db, ids) => byId(db, antennas, sql`${antennas.make} || ' ' || ${antennas.model}`, ids),
  resellers: (db, ids) => byId(db, resellers, sql`${resellers.name}`, ids),
  // A price list is named by its reseller (the entry's id is the reseller's).
  price_lists: (db, ids) => byId(db, resellers, sql`${resellers.name}`, ids),
  roof_types: (db, ids) => byId(db, roofTypes, sql`${roofTypes.name}`, ids),
  block_types: (db, ids) => byId(db, blockTypes, sql`${blockTypes.name}`, ids),
  wind_speed_overrides: (db, ids) => byId(db, windSpeedOverrides, sql`'County ' || ${windSpeedOverrides.fips}`, ids),
  users: (db, ids) => byId(db, users, sql`${users.email}`, ids),
  // A lead is a saved search: named by its customer.
  leads: (db, ids) =>
    db
      .select({
        id: sql<number>`${mountSearchResults.id}::integer`,
        name: mountSearchResults.customer_name,
        parent_id: sql<number | null>`null::integer`,
      })
      .from(mountSearchResults)
      .where(inArray(mountSearchResults.id, ids)),
  reseller_mounts: (db, ids) =>
    db
      .select({
        id: resellerMounts.id,
        name: sql<string | null>`${mounts.name} || ' at ' || ${resellers.name}`,
        parent_id: resellerMounts.reseller_id,
      })
      .from(resellerMounts)
      .leftJoin(mounts, eq(mounts.id, resellerMounts.mount_id))
      .leftJoin(resellers, eq(resellers.id, resellerMounts.reseller_id))
      .where(inArray(resellerMounts.id, ids)),
};

type Table = typeof mounts | typeof antennas | typeof resellers | typeof roofTypes | typeof blockTypes;

function byId(
  db: Db,
  table: Table | typeof windSpeedOverrides | typeof users,
  name: SQL,
  ids: number[],
): Promise<Named[]> {
  const anyTable = table as typeof mounts;
  return db
    .select({ id: anyTable.id, name: sql<string | null>`${name}`, parent_id: sql<number | null>`null::integer` })
    .from(anyTable)
    .where(inArray(anyTable.id, ids));
}

/** The ids one change's value holds: a number or a list of numbers. */
function idsIn(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is number => Number.isSafeInteger(item) && (item as number) > 0);
}

export interface NamedRecord {
  name: string | null;
  parentId: number | null;
}

/**
 * The names of every record `entries` name (their own record and the ids in their changes), keyed "entity/id";
 * a record that no longer exists has none.
 */
export async function namesOf(
  db: Db,
  entries: { entity: string; entity_id: number; changes: Record<string, HistoryChange> }[],
): Promise<Map<string, NamedRecord>> {
  const wanted = new Map<string, Set<number>>();
  const want = (entity: string, id: number) => {
    if (!(entity in NAMERS)) return;
    const ids = wanted.get(entity) ?? new Set<number>();
    wanted.set(entity, ids.add(id));
  };
  for (const entry of entries) {
    want(entry.entity, entry.entity_id);
    for (const [field, change] of Object.entries(entry.changes)) {
      const entity = HISTORY_REFERENCES[field];
      if (entity) for (const id of [...idsIn(change.before), ...idsIn(change.after)]) want(entity, id);
    }
  }
  const names = new Map<string, NamedRecord>();
  await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      for (const row of await NAMERS[entity]!(db, [...ids]))
        names.set(historyNameKey(entity, row.id), { name: row.name, parentId: row.parent_id });
    }),
  );
  return names;
}
