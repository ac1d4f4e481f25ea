/**
 * A price list as CSV (the price list calls at /api/docs): the export, one row per part, and the import that checks
 * every row, reports each price as old -> new and, unless a dry run, saves them all in one transaction, or none.
 */
import {
  formatPrice,
  fromCents,
  fullMessages,
  PRICE_LIST_CSV_COLUMNS,
  priceItemType,
  priceListUpdate,
  recordId,
  toCents,
  unitPriceField,
  type PriceListImportReport,
  type PriceListImportRow,
} from '@nprm/contracts';
import { csvRows } from '../../csv.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../db/history-rows.js';
import { ApiError, type FieldErrors } from '../../errors.js';
import { readCsvFile, type FileRow } from '../catalogue-csv/index.js';
import { findPriceList, priceKey, savePriceList, type StoredPriceList } from './price-lists.repository.js';
import { getPriceList, NOT_ON_THE_LIST, partsByKey, requireReseller } from './price-lists.service.js';

/** A price in cents as a CSV cell: "12.50", or "" on request. */
const priceCell = (cents: number | undefined | null) =>
  formatPrice(cents === undefined || cents === null ? null : fromCents(cents));

export async function exportPriceList(db: Db, resellerId: number): Promise<string> {
  const list = await getPriceList(db, resellerId);
  const rows = list.items.map((item) => [
    item.item_type,
    item.item_id,
    item.part_number,
    item.description,
    formatPrice(item.unit_price),
    list.currency ?? '',
    list.valid_from ?? '',
  ]);
  return csvRows([[...PRICE_LIST_CSV_COLUMNS], ...rows]);
}

interface CheckedRow {
  report: PriceListImportRow;
  price?: { item_type: 'mount' | 'tray' | 'block_type'; item_id: number; cents: number | null };
}

/** One row's checks and its change against the stored list. */
function checkRow(row: FileRow, parts: Awaited<ReturnType<typeof partsByKey>>, stored: StoredPriceList | undefined) {
  const { cells } = row;
  const errors: FieldErrors = {};
  const type = priceItemType.safeParse(cells.item_type?.trim());
  const id = recordId.safeParse(cells.item_id);
  const price = unitPriceField.safeParse(cells.unit_price);
  if (!type.success) errors.item_type = type.error.issues.map((issue) => issue.message);
  if (!id.success) errors.item_id = id.error.issues.map((issue) => issue.message);
  if (!price.success) errors.unit_price = price.error.issues.map((issue) => issue.message);
  const key = type.success && id.success ? priceKey(type.data, id.data) : null;
  if (key !== null && !parts.has(key)) errors.item_id = [NOT_ON_THE_LIST];
  if (row.wrongCellCount !== undefined)
    errors.base = [`has ${row.wrongCellCount} cells; the header has ${PRICE_LIST_CSV_COLUMNS.length}`];
  const label = cells.part_number?.trim() || `${cells.item_type ?? ''} ${cells.item_id ?? ''}`.trim();
  const old = priceCell(key === null ? undefined : stored?.cents.get(key));
  if (Object.keys(errors).length > 0 || key === null || !type.success || !id.success || !price.success) {
    return {
      report: { line: row.line, label, status: 'refused', old, new: '', messages: fullMessages(errors) },
    } satisfies CheckedRow;
  }
  const cents = price.data === null || price.data === undefined ? null : toCents(price.data);
  const next = priceCell(cents);
  return {
    report: { line: row.line, label, status: next === old ? 'unchanged' : 'updated', old, new: next, messages: [] },
    price: { item_type: type.data, item_id: id.data, cents },
  } satisfies CheckedRow;
}

/** The one currency and day of the file's rows, or the file errors when they are missing, wrong or differ. */
function listOf(rows: FileRow[]): { list?: { currency: string; valid_from: string }; errors: string[] } {
  const currencies = new Set(rows.map((row) => (row.cells.currency ?? '').trim().toUpperCase()));
  const days = new Set(rows.map((row) => (row.cells.valid_from ?? '').trim()));
  if (currencies.size > 1) return { errors: ['Every row must name the same currency'] };
  if (days.size > 1) return { errors: ['Every row must name the same valid_from day'] };
  const parsed = priceListUpdate.safeParse({ currency: [...currencies][0], valid_from: [...days][0] });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] = [issue.message];
    return { errors: fullMessages(errors) };
  }
  return { list: { currency: parsed.data.currency, valid_from: parsed.data.valid_from }, errors: [] };
}

function refusal(report: PriceListImportReport): ApiError {
  const messages = [
    ...report.file_errors,
    ...report.rows
      .filter((row) => row.status === 'refused')
      .flatMap((row) => row.messages.map((m) => `Line ${row.line}: ${m}`)),
  ].slice(0, 50);
  return new ApiError(422, { errors: { base: messages }, full_messages: messages, report });
}

/** Checks the file and, unless `dryRun`, saves its currency, day and prices; a refused file or row changes nothing. */
export async function importPriceList(
  db: Db,
  resellerId: number,
  body: unknown,
  options: { dryRun: boolean; actor: Actor },
): Promise<PriceListImportReport> {
  await requireReseller(db, resellerId);
  const stored = await findPriceList(db, resellerId);
  const file = readCsvFile(body, PRICE_LIST_CSV_COLUMNS);
  const header = {
    currency: { old: stored?.currency ?? null, new: null },
    valid_from: { old: stored?.valid_from ?? null, new: null },
  };
  const empty = { dry_run: options.dryRun, applied: false, counts: { updated: 0, unchanged: 0, refused: 0 }, rows: [] };
  if (file.fileErrors.length > 0) throw refusal({ ...empty, ...header, file_errors: file.fileErrors });
  const { list, errors } = listOf(file.rows);
  if (!list) throw refusal({ ...empty, ...header, file_errors: errors });
  const parts = await partsByKey(db);
  const seen = new Set<string>();
  const checked = file.rows.map((row) => {
    const result: CheckedRow = checkRow(row, parts, stored);
    if (result.price) {
      const key = priceKey(result.price.item_type, result.price.item_id);
      if (seen.has(key))
        return { report: { ...result.report, status: 'refused' as const, messages: ['Item Id is listed twice'] } };
      seen.add(key);
    }
    return result;
  });
  const counts = { updated: 0, unchanged: 0, refused: 0 };
  for (const row of checked) counts[row.report.status]++;
  const report: PriceListImportReport = {
    dry_run: options.dryRun,
    applied: false,
    counts,
    currency: { old: stored?.currency ?? null, new: list.currency },
    valid_from: { old: stored?.valid_from ?? null, new: list.valid_from },
    file_errors: [],
    rows: checked.map((row) => row.report),
  };
  if (counts.refused > 0) throw refusal(report);
  if (options.dryRun) return report;
  const prices = checked.flatMap((row) => (row.price && row.report.status === 'updated' ? [row.price] : []));
  await savePriceList(db, resellerId, list, prices, {
    actor: options.actor,
    partLabel: (key) => parts.get(key)?.part_number ?? key,
  });
  return { ...report, applied: true };
}
