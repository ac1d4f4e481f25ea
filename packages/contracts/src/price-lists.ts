import { z } from 'zod';
import { bodyObjectError, bomQuery, flag, NOT_A_DAY, NOT_A_NUMBER, nullableNumberField, recordId } from './fields.js';
import { lockVersionField } from './records.js';

/**
 * Resellers' price lists and the bill of materials (the price list calls at /api/docs;
 * docs/decisions/0053-price-lists.md). Prices are in the list's currency with at most 2 decimals, stored as integer
 * cents; a part without a price is "on request" (unit_price null).
 */

/** What a price is for: a mount, a mount's trays (item_id the mount's, when sold separately), a block type. */
export const PRICE_ITEM_TYPES = ['mount', 'tray', 'block_type'] as const;
export const priceItemType = z.enum(PRICE_ITEM_TYPES, { error: `must be one of ${PRICE_ITEM_TYPES.join(', ')}` });
export type PriceItemType = z.infer<typeof priceItemType>;

/**
 * The currencies a price list may be in: ISO 4217 codes of the markets served, each with 2 minor units (cents). A
 * fixed list (decision 0053): a code outside it is refused on `currency`.
 */
export const PRICE_CURRENCIES = ['USD', 'CAD', 'MXN', 'EUR', 'GBP', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK'] as const;
export const UNKNOWN_CURRENCY = `must be an ISO 4217 code: ${PRICE_CURRENCIES.join(', ')}`;
export const priceCurrency = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(PRICE_CURRENCIES, { error: UNKNOWN_CURRENCY }),
);

/** The largest unit price taken (a price list is for parts, not buildings). */
export const UNIT_PRICE_MAX = 10_000_000;
export const TWO_DECIMALS = 'must have at most 2 decimal places';

/** Whether a price has at most 2 decimals (0.1 + 0.2 counts as 0.3: it is read as cents). */
export const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A price in the list's currency: blank or null is "on request" (no price), else 0 to UNIT_PRICE_MAX. */
export const unitPriceField = nullableNumberField(
  z
    .number({ error: NOT_A_NUMBER })
    .min(0, 'must not be negative')
    .max(UNIT_PRICE_MAX, `must be at most ${UNIT_PRICE_MAX}`)
    .refine(hasCents, TWO_DECIMALS),
);

/** Cents of a price (an exact integer), and back. */
export const toCents = (price: number) => Math.round(price * 100);
export const fromCents = (cents: number) => cents / 100;

/** YYYY-MM-DD, a real day. */
const requiredDay = z
  .string({ error: NOT_A_DAY })
  .trim()
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, NOT_A_DAY);

/** One part of a price list as the screen shows it: every active mount, separate trays and block type. */
export const priceListItem = z.object({
  item_type: priceItemType,
  item_id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  unit_price: z.number().nullable(),
});
export type PriceListItem = z.infer<typeof priceListItem>;

/**
 * `GET|PUT /api/resellers/{id}/price_list`: currency and valid_from null until the list is first saved, lock_version
 * 0 until then (docs/api.md, "Concurrent edits").
 */
export const priceList = z.object({
  reseller_id: z.number().int(),
  currency: z.enum(PRICE_CURRENCIES).nullable(),
  valid_from: z.string().nullable(),
  lock_version: z.number().int(),
  items: z.array(priceListItem),
});
export type PriceList = z.infer<typeof priceList>;

/** One price of a save: the part, and its price (null: on request). */
const priceEntry = z.object(
  { item_type: priceItemType, item_id: recordId, unit_price: unitPriceField.transform((value) => value ?? null) },
  { error: 'must be an object with item_type, item_id and unit_price' },
);

/**
 * `PUT /api/resellers/{id}/price_list`: the list's currency and day, and the prices to set (others are kept);
 * lock_version the version read (without it the save overwrites), confirm_currency_change true to change the currency
 * of prices the save does not set.
 */
export const priceListUpdate = z.object(
  {
    currency: priceCurrency,
    valid_from: requiredDay,
    prices: z.array(priceEntry, { error: 'must be a list of prices' }).max(10_000, 'has too many entries').default([]),
    lock_version: lockVersionField.optional(),
    confirm_currency_change: z.boolean({ error: 'must be true or false' }).default(false),
  },
  bodyObjectError,
);
export type PriceListUpdate = z.output<typeof priceListUpdate>;
export type PriceListUpdateInput = z.input<typeof priceListUpdate>;

/**
 * The part numbers whose stored price a change of currency re-labels: those priced now that the save does not set
 * (a price it sets is meant in the new currency).
 */
export function relabelledParts(
  items: readonly PriceListItem[],
  sent: readonly Pick<PriceListItem, 'item_type' | 'item_id'>[],
): string[] {
  const set = new Set(sent.map((price) => `${price.item_type}:${price.item_id}`));
  return items
    .filter((item) => item.unit_price !== null && !set.has(`${item.item_type}:${item.item_id}`))
    .map((item) => item.part_number);
}

/** The part numbers of a list in words: "DEMO-R3, DEMO-R5 and 12 more". */
export function partList(partNumbers: readonly string[], shown = 8): string {
  const named = partNumbers.slice(0, shown).join(', ');
  const more = partNumbers.length - shown;
  return more > 0 ? `${named} and ${more} more` : named;
}

/** The 422 on currency of a change not confirmed: what it would re-label. */
export function unconfirmedCurrencyChange(from: string, to: string, partNumbers: readonly string[]): string {
  const count = partNumbers.length === 1 ? '1 price' : `${partNumbers.length} prices`;
  return (
    `would re-label ${count} from ${from} to ${to} (${partList(partNumbers)}): confirm the change ` +
    '(confirm_currency_change) or set those prices too'
  );
}

/** Columns of price-list.csv, in order (currency and valid_from repeat on every row and must agree). */
export const PRICE_LIST_CSV_COLUMNS = [
  'item_type',
  'item_id',
  'part_number',
  'description',
  'unit_price',
  'currency',
  'valid_from',
] as const;
export const priceListCsvFileName = (resellerId: number) => `price-list-${resellerId}.csv`;
export const priceListExportQuery = z.object({ bom: bomQuery });
export const priceListImportQuery = z.object({ dry_run: flag });

/** What the import does (or would do) with one row: its price before and after, as CSV cells ("" on request). */
export const priceListImportRow = z.object({
  line: z.number().int(),
  label: z.string(),
  status: z.enum(['updated', 'unchanged', 'refused']),
  old: z.string(),
  new: z.string(),
  messages: z.array(z.string()),
});
export type PriceListImportRow = z.infer<typeof priceListImportRow>;

/** The import's report, dry run or not; currency and valid_from as old -> new. */
export const priceListImportReport = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  counts: z.object({ updated: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  currency: z.object({ old: z.string().nullable(), new: z.string().nullable() }),
  valid_from: z.object({ old: z.string().nullable(), new: z.string().nullable() }),
  file_errors: z.array(z.string()),
  rows: z.array(priceListImportRow),
});
export type PriceListImportReport = z.infer<typeof priceListImportReport>;
export const priceListImportRefusal = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  full_messages: z.array(z.string()),
  report: priceListImportReport.optional(),
});

/** "On request": what a part without a price shows instead of one. */
export const ON_REQUEST = 'On request';

/** One line of a bill of materials; unit_price and line_total null: on request. */
export const bomLine = z.object({
  part_number: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().nullable(),
  line_total: z.number().nullable(),
});
export type BomLine = z.infer<typeof bomLine>;

/**
 * A fit's bill of materials with its reseller's prices as at search time (frozen with the result). currency null:
 * no price list (every line on request); total null when a line is on request. Results stored before it: no lines.
 */
export const billOfMaterials = z.object({
  currency: z.enum(PRICE_CURRENCIES).nullable(),
  lines: z.array(bomLine),
  total: z.number().nullable(),
});
export type BillOfMaterials = z.infer<typeof billOfMaterials>;
export const EMPTY_BILL_OF_MATERIALS: BillOfMaterials = { currency: null, lines: [], total: null };

/** An amount with its currency, "$1,234.50" or "CA$12.00"; "On request" for null. */
export function formatMoney(amount: number | null, currency: string | null): string {
  if (amount === null || currency === null) return ON_REQUEST;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
}

/** A price as a price list's cells and the leads list write it, "12.50": two decimals, no sign; "" for none. */
export function formatPrice(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : amount.toFixed(2);
}
