/**
 * What an import does with each row (the catalogue CSV calls at /api/docs): the row checked by the contract's create
 * schema (the one rule the admin forms and the API use), then against the file and the database: unknown or
 * repeated ids, a unique key repeated in the file or taken by a record the file does not name, unknown linked ids.
 * A row that passes creates (blank id), updates (a changed column) or is unchanged.
 */
import {
  CSV_LIST_SEPARATOR,
  fullMessages,
  lockVersionField,
  recordId,
  TAKEN,
  type CatalogueImportRow,
  type FieldErrors,
  type HistoryChange,
} from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { changedFields } from '../../db/history-rows.js';
import { zodFieldErrors } from '../../errors.js';
import type { CsvEntity } from './catalogue-csv.entities.js';
import type { FileRow } from './catalogue-csv.file.js';
import {
  columnDefault,
  linkableIds,
  readCsvRecords,
  type CsvRecord,
  type CsvWrite,
} from './catalogue-csv.repository.js';

type Values = Omit<CsvRecord, 'id' | 'lockVersion'>;

interface CheckedRow {
  line: number;
  id: number | null;
  /** The version the row was exported at; null when the file has no lock_version cell (not checked). */
  lockVersion: number | null;
  label: string;
  values: Values | null;
  errors: FieldErrors;
}

export interface ImportPlan {
  rows: CatalogueImportRow[];
  /** The created and updated rows, in file order; `rowIndex` is their place in `rows`. */
  writes: (CsvWrite & { rowIndex: number })[];
}

/** "3 | 7 | 12" → ["3", "7", "12"]. */
const listEntries = (cell: string | undefined) =>
  (cell ?? '')
    .split('|')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

function addError(errors: FieldErrors, field: string, message: string): void {
  const messages = (errors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

/** The column a schema issue belongs to: "mount_images.2.image_url" → image_urls, "mount_ids.0" → mount_ids. */
function columnOf(entity: CsvEntity, field: string): string {
  const top = field.split('.')[0]!;
  return entity.images && top === entity.images.schemaField ? entity.images.column : top;
}

/** One row on its own: its id, and its values as the contract's create schema reads them. */
function checkRow(entity: CsvEntity, row: FileRow, width: number): CheckedRow {
  const { cells } = row;
  const errors: FieldErrors = {};
  if (row.wrongCellCount !== undefined)
    addError(errors, 'base', `The row has ${row.wrongCellCount} cells; the header has ${width}`);
  let id: number | null = null;
  if ((cells.id ?? '').trim() !== '') {
    const parsed = recordId.safeParse(cells.id);
    if (parsed.success) id = parsed.data;
    else for (const issue of parsed.error.issues) addError(errors, 'id', issue.message);
  }
  let lockVersion: number | null = null;
  if ((cells.lock_version ?? '').trim() !== '') {
    const parsed = lockVersionField.safeParse(Number(cells.lock_version));
    if (parsed.success) lockVersion = parsed.data;
    else addError(errors, 'lock_version', 'must be the whole number the export gave');
  }
  const input: Record<string, unknown> = Object.fromEntries(entity.ownFields.map((field) => [field, cells[field]]));
  input[entity.linkColumn] = listEntries(cells[entity.linkColumn]);
  if (entity.images)
    input[entity.images.schemaField] = listEntries(cells[entity.images.column]).map((url) => ({ image_url: url }));
  const parsed = entity.schema.safeParse(input);
  const label = entity.label(parsed.success ? parsed.data : cells) || `line ${row.line}`;
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(zodFieldErrors(parsed.error.issues)))
      for (const message of messages) addError(errors, columnOf(entity, field), message);
    return { line: row.line, id, lockVersion, label, values: null, errors };
  }
  const output = parsed.data;
  const fields = Object.fromEntries(
    entity.ownFields.map((field) => [
      field,
      output[field] === undefined ? columnDefault(entity, field) : output[field],
    ]),
  );
  const links = [...((output[entity.linkColumn] as number[] | undefined) ?? [])].sort((a, b) => a - b);
  const images = entity.images
    ? ((output[entity.images.schemaField] as { image_url: string }[] | undefined) ?? []).map((image) => image.image_url)
    : [];
  return { line: row.line, id, lockVersion, label, values: { fields, links, images }, errors };
}

/** Lines of the rows holding each value seen more than once. */
function repeats<T>(rows: CheckedRow[], key: (row: CheckedRow) => T | undefined): Map<T, number[]> {
  const lines = new Map<T, number[]>();
  for (const row of rows) {
    const value = key(row);
    if (value !== undefined) lines.set(value, [...(lines.get(value) ?? []), row.line]);
  }
  return new Map([...lines].filter(([, found]) => found.length > 1));
}

const onSeveralRows = (lines: number[]) => `is on more than one row (lines ${lines.join(', ')})`;

/** The record as its history entry and the report's changes see it: own fields, then the list cells. */
function shape(entity: CsvEntity, values: Values | null): Record<string, unknown> | null {
  if (values === null) return null;
  const lists: Record<string, unknown> = { [entity.linkColumn]: values.links };
  if (entity.images) lists[entity.images.column] = values.images;
  return { ...values.fields, ...lists };
}

/** A value as its cell holds it: a list joined by " | ", true/false, blank for none (the export's own cell text). */
function cellText(value: unknown): string {
  if (Array.isArray(value)) return value.join(CSV_LIST_SEPARATOR);
  if (value === null || value === undefined) return '';
  // Numbers and true/false as JSON writes them, which is how the export's cells write them.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Each changed cell, old (the record's) → new (the file's): what the dry run shows (the catalogue CSV calls at
 * /api/docs).
 */
const changedCells = (changes: Record<string, HistoryChange>) =>
  Object.entries(changes).map(([column, change]) => ({
    column,
    old: cellText(change.before),
    new: cellText(change.after),
  }));

/** "yours" is the file's value, "theirs" the record's: a value as the message quotes it. */
const quoted = (value: unknown) => (Array.isArray(value) ? value.join(' | ') : JSON.stringify(value ?? null));

/**
 * A row exported before someone else's save, as its refusal: each field where the file and the record now differ
 * (docs/api.md, "Concurrent edits"), so the person sees what they would overwrite; none when they differ nowhere. A
 * newer version alone is no conflict: a deactivation and reactivation, or a save since undone, moves the version on
 * without touching what the row holds, and such a row is taken as unchanged rather than refused naming no field.
 */
function staleRowMessage(entity: CsvEntity, record: CsvRecord, values: Values): string | null {
  const differing = Object.entries(changedFields(shape(entity, record), shape(entity, values)));
  if (differing.length === 0) return null;
  const fields = differing
    .map(([field, change]) => `${field} yours ${quoted(change.after)}, theirs ${quoted(change.before)}`)
    .join('; ');
  return `is out of date: this ${entity.singular} was changed after the export (version ${record.lockVersion} now): ${fields}; export again`;
}

/** Every row's outcome, reading the entity's records and the linkable ids from `db` (the import's transaction). */
export async function planImport(db: Db | Tx, entity: CsvEntity, fileRows: FileRow[]): Promise<ImportPlan> {
  const current = new Map((await readCsvRecords(db, entity)).map((record) => [record.id, record]));
  const linkable = await linkableIds(db, entity);
  const rows = fileRows.map((row) => checkRow(entity, row, entity.columns.length));
  const named = new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  const takenBy = new Map<string, number>();
  for (const record of current.values())
    if (!named.has(record.id)) takenBy.set(entity.uniqueKey(record.fields), record.id);
  const repeatedIds = repeats(rows, (row) => row.id ?? undefined);
  const uniqueKeyOf = (row: CheckedRow) => (row.values ? entity.uniqueKey(row.values.fields) : undefined);
  const repeatedKeys = repeats(rows, uniqueKeyOf);
  for (const row of rows) {
    if (row.id !== null) {
      const lines = repeatedIds.get(row.id);
      if (lines) addError(row.errors, 'id', onSeveralRows(lines));
      const record = current.get(row.id);
      if (!record) addError(row.errors, 'id', `names no ${entity.singular}`);
      else if (row.values !== null && row.lockVersion !== null && row.lockVersion !== record.lockVersion) {
        const stale = staleRowMessage(entity, record, row.values);
        if (stale !== null) addError(row.errors, 'lock_version', stale);
      }
    }
    const key = uniqueKeyOf(row);
    if (key !== undefined) {
      const lines = repeatedKeys.get(key);
      if (lines) addError(row.errors, entity.uniqueColumn, onSeveralRows(lines));
      if (takenBy.has(key)) addError(row.errors, entity.uniqueColumn, TAKEN);
    }
    const unknown = row.values?.links.filter((id) => !linkable.has(id)) ?? [];
    if (unknown.length > 0)
      addError(row.errors, entity.linkColumn, `contains unknown ${entity.link.linkedName} ids: ${unknown.join(', ')}`);
  }
  const plan: ImportPlan = { rows: [], writes: [] };
  for (const row of rows) {
    const base = { line: row.line, id: row.id, label: row.label };
    if (Object.keys(row.errors).length > 0 || row.values === null) {
      plan.rows.push({
        ...base,
        status: 'refused',
        changes: [],
        changed_cells: [],
        messages: fullMessages(row.errors),
      });
      continue;
    }
    const before = row.id === null ? null : current.get(row.id)!;
    const changes = changedFields(shape(entity, before), shape(entity, row.values));
    const status = before === null ? 'created' : Object.keys(changes).length > 0 ? 'updated' : 'unchanged';
    const updated = status === 'updated';
    plan.rows.push({
      ...base,
      status,
      changes: updated ? Object.keys(changes) : [],
      changed_cells: updated ? changedCells(changes) : [],
      messages: [],
    });
    if (status !== 'unchanged')
      plan.writes.push({
        id: row.id,
        line: row.line,
        before,
        after: row.values,
        changes,
        rowIndex: plan.rows.length - 1,
      });
  }
  return plan;
}
