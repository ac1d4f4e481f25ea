/** Resellers' price lists to and from their rows (reseller_price_lists, reseller_prices); prices in integer cents. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PriceItemType, PriceListItem } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/types.js';
import { insertHistory, type Actor } from '../../db/history-rows.js';
import { blockTypes, mounts, resellerPriceLists, resellerPrices, resellers } from '../../db/tables.js';

/** Whether the reseller exists (active or not). */
export async function resellerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, id)).limit(1);
  return row !== undefined;
}

/** `mount:12`: a price's key in a list's map. */
export const priceKey = (type: PriceItemType, id: number) => `${type}:${id}`;

export interface StoredPriceList {
  currency: string;
  valid_from: string;
  /** Moves on with every save that changes something (docs/api.md, "Concurrent edits"). */
  lock_version: number;
  /** cents by priceKey */
  cents: Map<string, number>;
}

/** A part a price may be set for, without its price. */
export type PricedPart = Omit<PriceListItem, 'unit_price'>;

/** Lists as saved, by reseller id: every reseller's, or only `resellerId`'s. */
async function readPriceLists(db: Db | Tx, resellerId?: number): Promise<Map<number, StoredPriceList>> {
  const one = resellerId !== undefined;
  const listRows = await db
    .select()
    .from(resellerPriceLists)
    .where(one ? eq(resellerPriceLists.reseller_id, resellerId) : undefined);
  const lists = new Map<number, StoredPriceList>();
  for (const list of listRows) {
    lists.set(list.reseller_id, {
      currency: list.currency,
      valid_from: list.valid_from,
      lock_version: list.lock_version,
      cents: new Map(),
    });
  }
  if (lists.size === 0) return lists;
  const priceRows = await db
    .select()
    .from(resellerPrices)
    .where(one ? eq(resellerPrices.reseller_id, resellerId) : undefined);
  for (const row of priceRows) {
    lists.get(row.reseller_id)?.cents.set(priceKey(row.item_type, row.item_id), row.unit_price_cents);
  }
  return lists;
}

/** The reseller's list as saved (whatever its day), or undefined before its first save. */
export async function findPriceList(db: Db | Tx, resellerId: number): Promise<StoredPriceList | undefined> {
  return (await readPriceLists(db, resellerId)).get(resellerId);
}

/**
 * Every reseller's list as saved, by reseller id: the search catalogue holds them (price lists are catalogue tables,
 * db/catalogue-sync.ts), so a search prices its bill of materials without a statement of its own.
 */
export function listPriceLists(db: Db | Tx): Promise<Map<number, StoredPriceList>> {
  return readPriceLists(db);
}

/** The list when it is valid on `day` (YYYY-MM-DD, UTC), else undefined: what a search prices with. */
export function validOn(list: StoredPriceList | undefined, day: string): StoredPriceList | undefined {
  return list !== undefined && list.valid_from <= day ? list : undefined;
}

/** Every part a price can be set for: active mounts, the trays of those sold separately, active block types. */
export async function pricedParts(db: Db): Promise<PricedPart[]> {
  const mountRows = await db
    .select({
      id: mounts.id,
      part_number: mounts.part_number,
      name: mounts.name,
      trays_separate_parts: mounts.trays_separate_parts,
      tray_part_number: mounts.tray_part_number,
    })
    .from(mounts)
    .where(isNull(mounts.deleted_at))
    .orderBy(asc(mounts.part_number), asc(mounts.id));
  const blockRows = await db
    .select({ id: blockTypes.id, name: blockTypes.name, nominal_size: blockTypes.nominal_size })
    .from(blockTypes)
    .where(isNull(blockTypes.deleted_at))
    .orderBy(asc(blockTypes.name), asc(blockTypes.id));
  const parts: PricedPart[] = [];
  for (const mount of mountRows) {
    parts.push({ item_type: 'mount', item_id: mount.id, part_number: mount.part_number, description: mount.name });
  }
  for (const mount of mountRows) {
    if (mount.trays_separate_parts && mount.tray_part_number !== null)
      parts.push({
        item_type: 'tray',
        item_id: mount.id,
        part_number: mount.tray_part_number,
        description: trayDescription(mount.part_number),
      });
  }
  for (const block of blockRows) {
    parts.push({
      item_type: 'block_type',
      item_id: block.id,
      part_number: block.name,
      description: blockDescription(block.nominal_size),
    });
  }
  return parts;
}

export const trayDescription = (mountPartNumber: string) => `Ballast tray for ${mountPartNumber}`;
export const blockDescription = (nominalSize: string) => `Ballast block, ${nominalSize}`;

/** Who saved, and how the history names each part ("DEMO-S6"): the entry is written in the same transaction. */
export interface PriceListAuthor {
  actor: Actor;
  partLabel: (key: string) => string;
  /** The lock_version the author read; undefined: none was sent, and the save overwrites (last writer wins). */
  expected?: number;
}

/** A price as the save sets it: cents, or null for back on request. */
export interface PriceWrite {
  item_type: PriceItemType;
  item_id: number;
  cents: number | null;
}

/** What a save did: wrote its changes, found nothing to change, or found the list moved on past `expected`. */
export type PriceListSave = 'saved' | 'unchanged' | 'stale';

/** The history's changes of a save: the currency, the day and each price that differs from the list as stored. */
function listChanges(
  before: StoredPriceList | undefined,
  list: { currency: string; valid_from: string },
  prices: readonly PriceWrite[],
  partLabel: (key: string) => string,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  if (before?.currency !== list.currency) changes.currency = { before: before?.currency ?? null, after: list.currency };
  if (before?.valid_from !== list.valid_from)
    changes.valid_from = { before: before?.valid_from ?? null, after: list.valid_from };
  for (const price of prices) {
    const key = priceKey(price.item_type, price.item_id);
    const was = before?.cents.get(key) ?? null;
    if (was === price.cents) continue;
    changes[`price ${partLabel(key)}`] = {
      before: was === null ? null : was / 100,
      after: price.cents === null ? null : price.cents / 100,
    };
  }
  return changes;
}

/**
 * Writes the list's currency and day and moves its version on, when it is still at `expected` (compare and set, so
 * of two saves of one version only the first passes); the first save creates the list, read at version 0.
 */
async function writeList(
  tx: Tx,
  resellerId: number,
  list: { currency: string; valid_from: string },
  expected: number | undefined,
): Promise<boolean> {
  const updated = await tx
    .update(resellerPriceLists)
    .set({ ...list, lock_version: sql`${resellerPriceLists.lock_version} + 1`, updated_at: new Date() })
    .where(
      and(
        eq(resellerPriceLists.reseller_id, resellerId),
        expected === undefined ? undefined : eq(resellerPriceLists.lock_version, expected),
      ),
    )
    .returning({ id: resellerPriceLists.reseller_id });
  if (updated.length > 0) return true;
  if (expected !== undefined && expected !== 0) return false;
  const inserted = await tx
    .insert(resellerPriceLists)
    .values({ reseller_id: resellerId, ...list, lock_version: 1 })
    .onConflictDoNothing()
    .returning({ id: resellerPriceLists.reseller_id });
  return inserted.length > 0;
}

/**
 * Writes the list's currency and day and sets the prices given (null removes one: on request); prices not given
 * stay. One transaction, with its history entry (entity price_lists, the reseller's id) when an author is given, so
 * a refused save stores nothing. A save that changes nothing writes nothing and keeps the version.
 */
export async function savePriceList(
  db: Db,
  resellerId: number,
  list: { currency: string; valid_from: string },
  prices: readonly PriceWrite[],
  author?: PriceListAuthor,
): Promise<PriceListSave> {
  return db.transaction(async (tx) => {
    const before = await findPriceList(tx, resellerId);
    const changes = listChanges(before, list, prices, author?.partLabel ?? ((key) => key));
    if (Object.keys(changes).length === 0) return 'unchanged';
    if (!(await writeList(tx, resellerId, list, author?.expected))) return 'stale';
    for (const price of prices) {
      const key = and(
        eq(resellerPrices.reseller_id, resellerId),
        eq(resellerPrices.item_type, price.item_type),
        eq(resellerPrices.item_id, price.item_id),
      );
      if (price.cents === null) {
        await tx.delete(resellerPrices).where(key);
        continue;
      }
      await tx
        .insert(resellerPrices)
        .values({
          reseller_id: resellerId,
          item_type: price.item_type,
          item_id: price.item_id,
          unit_price_cents: price.cents,
        })
        .onConflictDoUpdate({
          target: [resellerPrices.reseller_id, resellerPrices.item_type, resellerPrices.item_id],
          set: { unit_price_cents: price.cents },
        });
    }
    if (author)
      await insertHistory(tx, {
        actor: author.actor,
        entity: 'price_lists',
        entityId: resellerId,
        action: before ? 'update' : 'create',
        changes,
        versionSent: author.expected !== undefined,
      });
    return 'saved';
  });
}
