/**
 * The price list screen's edits: what the user changed against the list as opened, what a save sends (only the
 * prices edited, with the version read), and what someone else changed when a save comes back 409.
 */
import {
  formatMoney,
  formatPrice,
  relabelledParts,
  type PriceList,
  type PriceListItem,
  type PriceListUpdateInput,
} from '@nprm/contracts';
import type { Conflict } from '../common/conflict';

export const itemKey = (item: Pick<PriceListItem, 'item_type' | 'item_id'>) => `${item.item_type}:${item.item_id}`;

export interface Draft {
  currency: string | null;
  valid_from: string;
  /** The price as typed, by itemKey; '' is on request. */
  prices: Record<string, string>;
}

export const draftOf = (list: PriceList): Draft => ({
  currency: list.currency,
  valid_from: list.valid_from ?? new Date().toISOString().slice(0, 10),
  prices: Object.fromEntries(list.items.map((item) => [itemKey(item), formatPrice(item.unit_price)])),
});

/** The parts whose price the user changed against the list as opened, in the list's order. */
export function editedItems(opened: PriceList, draft: Draft): PriceListItem[] {
  return opened.items.filter((item) => {
    const typed = draft.prices[itemKey(item)];
    return typed !== undefined && typed.trim() !== formatPrice(item.unit_price);
  });
}

/** The body of a save: the currency, the day, only the prices edited, and the version the list was read at. */
export function saveBody(opened: PriceList, draft: Draft, confirmCurrencyChange: boolean): PriceListUpdateInput {
  return {
    currency: draft.currency ?? '',
    valid_from: draft.valid_from,
    prices: editedItems(opened, draft).map((item) => ({
      item_type: item.item_type,
      item_id: item.item_id,
      unit_price: draft.prices[itemKey(item)] ?? '',
    })),
    lock_version: opened.lock_version,
    ...(confirmCurrencyChange ? { confirm_currency_change: true } : {}),
  };
}

/** The user's edits (what differs from the list as opened) over the list as it now is: the rest is theirs. */
export function rebasedDraft(opened: PriceList, draft: Draft, current: PriceList): Draft {
  const rebased = draftOf(current);
  for (const item of editedItems(opened, draft)) rebased.prices[itemKey(item)] = draft.prices[itemKey(item)] ?? '';
  if (draft.currency !== opened.currency) rebased.currency = draft.currency;
  if (draft.valid_from !== (opened.valid_from ?? draftOf(opened).valid_from)) rebased.valid_from = draft.valid_from;
  return rebased;
}

/**
 * A change of currency that needs the user's word: from the saved one to another, with the part numbers whose
 * prices it would re-label (those priced and not edited); null when the save re-labels nothing.
 */
export function currencyChange(
  opened: PriceList,
  draft: Draft,
): { from: string; to: string; partNumbers: string[] } | null {
  if (opened.currency === null || draft.currency === null || draft.currency === opened.currency) return null;
  const partNumbers = relabelledParts(opened.items, editedItems(opened, draft));
  return partNumbers.length > 0 ? { from: opened.currency, to: draft.currency, partNumbers } : null;
}

/** What someone else changed in the list between the two reads: the currency, the day and each price. */
export function priceListChanges(before: Record<string, unknown>, current: Record<string, unknown>) {
  const then = before as unknown as PriceList;
  const now = current as unknown as PriceList;
  const changes: Conflict['changes'] = [];
  if (then.currency !== now.currency)
    changes.push({ field: 'currency', label: 'Currency', was: then.currency, now: now.currency });
  if (then.valid_from !== now.valid_from)
    changes.push({ field: 'valid_from', label: 'Valid from', was: then.valid_from, now: now.valid_from });
  const was = new Map(then.items.map((item) => [itemKey(item), item.unit_price]));
  for (const item of now.items) {
    const old = was.get(itemKey(item)) ?? null;
    if (old === item.unit_price) continue;
    changes.push({
      field: itemKey(item),
      label: `Unit price of ${item.part_number}`,
      was: formatMoney(old, then.currency),
      now: formatMoney(item.unit_price, now.currency),
    });
  }
  return changes;
}
