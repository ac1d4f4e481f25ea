/** Reads the catalogue as the CSV files hold it, and writes an import's rows in the caller's transaction. */
import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertHistoryEntries, type Actor, type HistoryRecord } from '../../db/history-rows.js';
import { advanceLockVersion } from '../../db/lock-version.js';
import { mountImages } from '../../db/tables.js';
import type { CsvEntity } from './catalogue-csv.entities.js';

/** A record as its CSV row holds it: own fields (database values), linked ids ascending, image URLs in order. */
export interface CsvRecord {
  id: number;
  /** The version a re-import of this row names (docs/api.md, "Concurrent edits"). */
  lockVersion: number;
  fields: Record<string, unknown>;
  links: number[];
  images: string[];
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

function groupBy<R>(rows: R[], key: (row: R) => number, value: (row: R) => unknown): Map<number, unknown[]> {
  const groups = new Map<number, unknown[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), value(row)]);
  return groups;
}

/** Every record of the entity, inactive ones included, by id. */
export async function readCsvRecords(db: Db | Tx, entity: CsvEntity): Promise<CsvRecord[]> {
  const { table, link } = entity;
  const rows = (await db.select().from(table).orderBy(asc(table.id))) as Record<string, unknown>[];
  const linkRows = await db
    .select({ owner: link.owner, linked: link.linked })
    .from(link.table)
    .orderBy(asc(link.linked));
  const links = groupBy(
    linkRows,
    (row) => row.owner as number,
    (row) => row.linked,
  );
  const images = entity.images
    ? groupBy(
        await db
          .select({ mount_id: mountImages.mount_id, image_url: mountImages.image_url })
          .from(mountImages)
          .orderBy(asc(mountImages.position), asc(mountImages.id)),
        (row) => row.mount_id,
        (row) => row.image_url,
      )
    : new Map<number, unknown[]>();
  return rows.map((row) => {
    const id = row.id as number;
    const fields = Object.fromEntries(entity.ownFields.map((field) => [field, row[field]]));
    return {
      id,
      lockVersion: row.lock_version as number,
      fields,
      links: (links.get(id) ?? []) as number[],
      images: (images.get(id) ?? []) as string[],
    };
  });
}

/** The ids of the table linked records name (mounts for antennas, antennas for mounts). */
export async function linkableIds(db: Db | Tx, entity: CsvEntity): Promise<Set<number>> {
  const table = entity.link.linkedTable;
  return new Set((await db.select({ id: table.id }).from(table)).map((row) => row.id));
}

/** The column's default, for an own field a row leaves blank (weight 0, ridge_mount false). */
export function columnDefault(entity: CsvEntity, field: string): unknown {
  const column = (getTableColumns(entity.table) as Record<string, { default?: unknown }>)[field];
  return column?.default ?? null;
}

/** A record the import writes: its id (absent to create), what it becomes and what it was (null to create). */
export interface CsvWrite {
  id: number | null;
  after: Omit<CsvRecord, 'id' | 'lockVersion'>;
  before: CsvRecord | null;
  /** The record's history changes, keyed by column. */
  changes: HistoryRecord['changes'];
  /** The file line the write comes from. */
  line: number;
}

/**
 * Writes the import: new records inserted in chunks, changed records updated one by one, their links and images
 * replaced, one history entry per created or updated record. Answers the ids of the writes, in order, or the file
 * line of the first record saved by someone else since it was checked (`changedLine`: the caller rolls back).
 */
export async function writeCsvRecords(
  tx: Tx,
  entity: CsvEntity,
  writes: CsvWrite[],
  actor: Actor,
): Promise<{ ids: number[] } | { changedLine: number }> {
  const { table, link } = entity;
  const anyTable = table;
  const ids: number[] = [];
  const creates = writes.filter((write) => write.id === null);
  const createdIds: number[] = [];
  for (const chunk of chunks(creates)) {
    const values = chunk.map((write) => write.after.fields) as never[];
    const rows = await tx.insert(anyTable).values(values).returning({ id: anyTable.id });
    createdIds.push(...rows.map((row) => row.id));
  }
  let next = 0;
  for (const write of writes) {
    if (write.id !== null) {
      ids.push(write.id);
      // Compare and set, as a form's save does: a save that landed after the check refuses the whole import.
      if (!(await advanceLockVersion(tx, anyTable, write.id, write.before?.lockVersion))) {
        return { changedLine: write.line };
      }
      const changedOwn = entity.ownFields.filter((field) => field in write.changes);
      if (changedOwn.length > 0) {
        const fields = Object.fromEntries(changedOwn.map((field) => [field, write.after.fields[field]]));
        await tx
          .update(anyTable)
          .set({ ...fields, updated_at: new Date() })
          .where(inArray(anyTable.id, [write.id]));
      }
    } else ids.push(createdIds[next++]!);
  }
  const relinked = writes.flatMap((write, index) =>
    write.id === null || entity.linkColumn in write.changes ? [{ id: ids[index]!, write }] : [],
  );
  const existing = relinked.filter(({ write }) => write.id !== null).map(({ id }) => id);
  for (const chunk of chunks(existing)) await tx.delete(link.table).where(inArray(link.owner, chunk));
  const pairs = relinked.flatMap(({ id, write }) =>
    write.after.links.map((linked) => ({ [link.owner.name]: id, [link.linked.name]: linked })),
  );
  for (const chunk of chunks(pairs)) await tx.insert(link.table).values(chunk as never[]);
  if (entity.images) {
    const column = entity.images.column;
    const reimaged = writes.flatMap((write, index) =>
      write.id === null || column in write.changes ? [{ id: ids[index]!, write }] : [],
    );
    const old = reimaged.filter(({ write }) => write.id !== null).map(({ id }) => id);
    for (const chunk of chunks(old)) await tx.delete(mountImages).where(inArray(mountImages.mount_id, chunk));
    const images = reimaged.flatMap(({ id, write }) =>
      write.after.images.map((image_url, position) => ({ mount_id: id, image_url, position })),
    );
    for (const chunk of chunks(images)) await tx.insert(mountImages).values(chunk);
  }
  const entries = writes.map((write, index) => ({
    actor,
    entity: entity.entity,
    entityId: ids[index]!,
    action: write.id === null ? ('create' as const) : ('update' as const),
    changes: write.changes,
  }));
  for (const chunk of chunks(entries)) await insertHistoryEntries(tx, chunk);
  return { ids };
}
