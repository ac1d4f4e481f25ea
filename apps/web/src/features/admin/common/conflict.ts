/**
 * A save refused because someone else saved the record first (409, docs/api.md "Concurrent edits"): what the
 * form shows of it and how the user goes on.
 */
import { ApiRequestError } from '../../../lib/api';

export interface Conflict {
  /** The server's own words: who changed the record and when. */
  message: string;
  /** The record as it is now. */
  current: Record<string, unknown>;
  /** Each field someone else changed since the form opened: the value then and now. */
  changes: { field: string; was: unknown; now: unknown; label?: string }[];
}

/** Bookkeeping fields that change with every save and are no one's edit. */
const BOOKKEEPING = new Set(['id', 'lock_version', 'updated_at']);

/** The fields of two records whose values differ, each with its value then and now. */
export function changedFields(before: Record<string, unknown>, current: Record<string, unknown>): Conflict['changes'] {
  return Object.keys(current)
    .filter((field) => !BOOKKEEPING.has(field))
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(current[field] ?? null))
    .map((field) => ({ field, was: before[field] ?? null, now: current[field] ?? null }));
}

/**
 * The conflict a failed save stands for, or null when it failed for another reason; `changes` says what differs
 * between the record as opened and as it is now (by default field by field).
 */
export function conflictOf(
  error: unknown,
  opened: object | undefined,
  changes: (before: Record<string, unknown>, current: Record<string, unknown>) => Conflict['changes'] = changedFields,
): Conflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const body = error.body as { errors?: unknown; current?: unknown } | undefined;
  if (!body || typeof body.current !== 'object' || body.current === null) return null;
  const current = body.current as Record<string, unknown>;
  const before = (opened ?? {}) as Record<string, unknown>;
  const message = Array.isArray(body.errors) && typeof body.errors[0] === 'string' ? body.errors[0] : error.message;
  return { message, current, changes: changes(before, current) };
}

/** A value as the conflict table shows it: text as it is, lists joined, nothing as "(empty)". */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((item) => shownValue(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}
