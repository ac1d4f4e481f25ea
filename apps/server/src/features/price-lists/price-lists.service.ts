/**
 * Price lists (the price list calls at /api/docs): a reseller's list with every part it can price, and its save. The
 * reseller must exist (404); a price for a part that is not on the list is a 422 on that entry's item_id.
 */
import {
  fromCents,
  relabelledParts,
  toCents,
  unconfirmedCurrencyChange,
  type PriceList,
  type PriceListUpdate,
} from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../db/history-rows.js';
import { staleRecord } from '../../db/lock-version.js';
import { ApiError, type FieldErrors } from '../../errors.js';
import {
  findPriceList,
  priceKey,
  pricedParts,
  resellerExists,
  savePriceList,
  type PricedPart,
} from './price-lists.repository.js';

export const NOT_ON_THE_LIST = 'is not a part of the price list';

export async function requireReseller(db: Db, resellerId: number): Promise<void> {
  if (!(await resellerExists(db, resellerId))) throw ApiError.notFound();
}

/** The list as the screen shows it: every part, its price or null (on request). */
export async function getPriceList(db: Db, resellerId: number): Promise<PriceList> {
  await requireReseller(db, resellerId);
  const [list, parts] = await Promise.all([findPriceList(db, resellerId), pricedParts(db)]);
  return {
    reseller_id: resellerId,
    currency: (list?.currency ?? null) as PriceList['currency'],
    valid_from: list?.valid_from ?? null,
    lock_version: list?.lock_version ?? 0,
    items: parts.map((part) => {
      const cents = list?.cents.get(priceKey(part.item_type, part.item_id));
      return { ...part, unit_price: cents === undefined ? null : fromCents(cents) };
    }),
  };
}

/** The parts by priceKey. */
export async function partsByKey(db: Db): Promise<Map<string, PricedPart>> {
  return new Map((await pricedParts(db)).map((part) => [priceKey(part.item_type, part.item_id), part]));
}

/**
 * Saves the currency, the day and the prices sent (the others stay); nothing is stored when one is refused. A
 * lock_version that is not the list's is a 409 with the list as it is now; a change of currency that would re-label
 * prices the save does not set is a 422 on currency unless confirmed.
 */
export async function updatePriceList(
  db: Db,
  resellerId: number,
  input: PriceListUpdate,
  actor: Actor,
): Promise<PriceList> {
  const current = await getPriceList(db, resellerId);
  const stale = async () => staleRecord(db, 'price_lists', resellerId, await getPriceList(db, resellerId));
  if (input.lock_version !== undefined && input.lock_version !== current.lock_version) throw await stale();
  const parts = await partsByKey(db);
  const errors: FieldErrors = {};
  input.prices.forEach((price, index) => {
    if (!parts.has(priceKey(price.item_type, price.item_id))) errors[`prices.${index}.item_id`] = [NOT_ON_THE_LIST];
  });
  if (current.currency !== null && current.currency !== input.currency && !input.confirm_currency_change) {
    const relabelled = relabelledParts(current.items, input.prices);
    if (relabelled.length > 0)
      errors.currency = [unconfirmedCurrencyChange(current.currency, input.currency, relabelled)];
  }
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  const saved = await savePriceList(
    db,
    resellerId,
    { currency: input.currency, valid_from: input.valid_from },
    input.prices.map((price) => ({
      item_type: price.item_type,
      item_id: price.item_id,
      cents: price.unit_price === null ? null : toCents(price.unit_price),
    })),
    { actor, partLabel: (key) => parts.get(key)?.part_number ?? key, expected: input.lock_version },
  );
  // Read after the transaction: on PGlite (one connection) a read inside it would wait for it.
  if (saved === 'stale') throw await stale();
  return getPriceList(db, resellerId);
}
