import { z } from 'zod';
import { isWebUrl } from './common.js';

/**
 * Field schemas of the admin forms (resellers, antennas, mounts, reseller mounts, roof types). Messages are the
 * Rails-style ones API.md's 422 bodies carry ("can't be blank", "must be greater than or equal to 0"), so the
 * server and the forms show the same words.
 *
 * None of these fields has a default: a missing key stays undefined, so `.partial()` of a create schema is an
 * update schema that leaves unsent fields unchanged. Defaults belong to the create operation.
 */
export const BLANK = "can't be blank";
export const NOT_A_NUMBER = 'is not a number';
export const NON_NEGATIVE = 'must be greater than or equal to 0';
export const TAKEN = 'has already been taken';
export const NOT_AN_EMAIL = 'is not an e-mail address';
export const NOT_A_WEB_URL = 'must be an http(s) URL or a path starting with /';

/** Largest id a PostgreSQL `integer` column holds; bigger ids cannot exist. */
export const MAX_RECORD_ID = 2_147_483_647;
const TEXT_MAX = 255;
const URL_MAX = 2048;

// PostgreSQL text cannot hold NUL; refusing it here keeps bad input a 422 instead of a database error.
const hasNul = (value: string) => value.includes('\u0000');
const blankOrText = (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? BLANK : 'must be text');

/** Trimmed, non-blank text. */
export function requiredText(max = TEXT_MAX) {
  return z
    .string({ error: blankOrText })
    .trim()
    .min(1, { error: BLANK, abort: true })
    .max(max, `is too long (maximum is ${max} characters)`)
    .refine((value) => !hasNul(value), 'contains an invalid character');
}

/** Trimmed text; blank or null becomes null (SPEC.md §5). */
export function nullableText(max = TEXT_MAX) {
  return z
    .union([z.string(), z.null()], { error: 'must be text' })
    .optional()
    .transform((value) => {
      if (value === undefined || value === null) return null;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    })
    .refine((value) => value === null || value.length <= max, `is too long (maximum is ${max} characters)`)
    .refine((value) => value === null || !hasNul(value), 'contains an invalid character');
}

/** A required URL: absolute http(s) or a path on this site (see common.ts isWebUrl). */
export const requiredWebUrl = requiredText(URL_MAX).refine(isWebUrl, NOT_A_WEB_URL);

/** An optional URL; blank becomes null. */
export const nullableWebUrl = nullableText(URL_MAX).refine((value) => value === null || isWebUrl(value), NOT_A_WEB_URL);

export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** An optional e-mail address; blank becomes null. */
export const nullableEmail = nullableText().refine((value) => value === null || isEmailAddress(value), NOT_AN_EMAIL);

/** Numbers given as numeric strings are coerced (API.md); blank and null count as missing. */
function numberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : value;
}

const finiteNumber = () =>
  z.number({ error: (issue) => (issue.input === undefined ? BLANK : NOT_A_NUMBER) });

/** A required number, any sign. */
export function requiredNumber() {
  return z.preprocess(numberInput, finiteNumber());
}

/** A required number ≥ 0. */
export function requiredNonNegative() {
  return z.preprocess(numberInput, finiteNumber().min(0, NON_NEGATIVE));
}

/** An optional number ≥ 0 (blank means "not given"). */
export function optionalNonNegative() {
  return z.preprocess(numberInput, finiteNumber().min(0, NON_NEGATIVE).optional());
}

/** An optional number, any sign. */
export function optionalNumber() {
  return z.preprocess(numberInput, finiteNumber().optional());
}

/** A yes/no value: JSON boolean or "true"/"false"/"1"/"0"; null means not given. */
export const optionalFlag = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')], {
      error: 'must be true or false',
    })
    .optional(),
);

/** The id of a record (positive whole number within the database's range); numeric strings accepted. */
export const recordId = z.preprocess(
  numberInput,
  z
    .number({ error: (issue) => (issue.input === undefined ? BLANK : NOT_A_NUMBER) })
    .int('must be a whole number')
    .min(1, 'must be a positive whole number')
    .max(MAX_RECORD_ID, 'is too large'),
);

/** A list of record ids (antenna_ids, mount_ids); duplicates collapse. */
export const recordIdList = z.preprocess(
  (value) => (value === null ? [] : value),
  z
    .array(recordId, { error: 'must be a list of ids' })
    .max(1000, 'has too many entries')
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

/** `id` of a path such as /api/mounts/{id}: the number, or null when it cannot name a record (answer 404). */
export function parseRecordId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** Path parameters of routes addressing one record; the handler turns an impossible id into 404. */
export const recordPath = z.object({ id: z.string() });

/** A record id in a query string (?reseller_id=3); empty means not given. */
export const optionalRecordIdQuery = z.preprocess((value) => (value === '' ? undefined : value), recordId.optional());

/** `include_inactive=true` adds soft-deleted rows (authenticated callers only). */
export const includeInactiveFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const includeInactiveQuery = z.object({ include_inactive: includeInactiveFlag });

/** The request body of a create or update must be a JSON object. */
export const bodyObjectError = { error: 'The request body must be a JSON object' };
