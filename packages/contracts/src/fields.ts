import { z } from 'zod';
import { isWebUrl } from './common.js';
import {
  BLANK,
  EMAIL_ADDRESS,
  INVALID_CHARACTER,
  MAX_RECORD_ID,
  NOT_A_FLAG,
  NOT_A_NUMBER,
  NOT_A_POSITIVE_WHOLE_NUMBER,
  NOT_A_WHOLE_NUMBER,
  NOT_AN_EMAIL,
  NOT_TEXT,
  TOO_LARGE,
  tooLong,
} from './wording.js';

export { BLANK, NOT_A_NUMBER } from './wording.js';

/**
 * The field primitives every request schema is built from: text, URL, e-mail, number, whole number, yes/no flag,
 * record id. Each takes what a JSON body or a query string sends (numbers as numeric strings, flags as
 * "true"/"1"), treats blank (null, "", spaces) as "not given", and answers with the Rails-style messages of
 * docs/api.md's 422 bodies ("can't be blank", "must be greater than or equal to 0"), so the server and the forms
 * show the same words.
 *
 * None of these fields has a default unless its name says so: a missing key stays undefined, so `.partial()` of a
 * create schema is an update schema that leaves unsent fields unchanged. Defaults belong to the create operation.
 */
const NON_NEGATIVE = 'must be greater than or equal to 0';
export const GREATER_THAN_0 = 'must be greater than 0';
export const TAKEN = 'has already been taken';
export const NOT_A_WEB_URL = 'must be an http(s) URL or a path starting with /';

const TEXT_MAX = 255;
const URL_MAX = 2048;

/** Blank values (null, "", spaces) count as not given. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return value;
}

/**
 * A plain decimal number as text: optional sign, digits with an optional fraction, optional exponent ("12",
 * "-0.5", ".5", "1e3"). Hex, binary, octal, "Infinity" and other things `Number()` would also read are refused.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The one number reader: plain decimal strings (surrounding spaces allowed) become numbers, blank is not given,
 * anything else stays for the check (and is "not a number").
 */
function numberInput(value: unknown): unknown {
  const given = blankToUndefined(value);
  if (typeof given !== 'string') return given;
  const text = given.trim();
  if (!DECIMAL.test(text)) return given;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : given;
}

const YES = new Set(['true', 'yes', '1']);
const NO = new Set(['false', 'no', '0']);

/**
 * The one yes/no reader: JSON true/false, or text "true"/"yes"/"1" and "false"/"no"/"0" in any case with spaces
 * around (Excel writes TRUE and FALSE); blank is not given.
 */
function flagInput(value: unknown): unknown {
  const given = blankToUndefined(value);
  if (typeof given !== 'string') return given;
  const text = given.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return given;
}

/**
 * Text PostgreSQL cannot take as sent: a NUL (PostgreSQL text cannot hold it: a database error, a 500) or a lone
 * UTF-16 surrogate (no UTF-8 for it: the driver would store U+FFFD instead, silently). Every text field and every
 * free-text query filter refuses them with INVALID_CHARACTER, so bad input is a 422 on its field.
 */
export function hasRefusedCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}
/** In a `u` regex a lone surrogate is a code point of its own, of category Cs; a proper pair is not. */
const LONE_SURROGATE = /\p{Cs}/u;

/** "can't be blank" when nothing was given, else "is not a number". */
export const numberMessage = (issue: { input: unknown }) => (issue.input === undefined ? BLANK : NOT_A_NUMBER);

/** A number from JSON or a query string, checked by `schema` (its own range and messages). */
export function numberField<T extends z.ZodType>(schema: T) {
  return z.preprocess(numberInput, schema);
}

const finiteNumber = () => z.number({ error: numberMessage });

/** A required number, any sign. */
export const requiredNumber = () => numberField(finiteNumber());
/** An optional number, any sign (blank means "not given"). */
export const optionalNumber = () => numberField(finiteNumber().optional());
/** A required number ≥ 0. */
export const requiredNonNegative = () => numberField(finiteNumber().min(0, NON_NEGATIVE));
/** An optional number ≥ 0 (blank means "not given"). */
export const optionalNonNegative = () => numberField(finiteNumber().min(0, NON_NEGATIVE).optional());
/** A required number above 0 and at most `max` (a quantity whose 0 would lower an answer, not mean "none"). */
export const requiredPositive = (max: number) =>
  numberField(finiteNumber().gt(0, GREATER_THAN_0).max(max, `must be less than or equal to ${max}`));

/** Blank or null is null (a value cleared); anything else is read as a number. */
function nullableNumberInput(value: unknown): unknown {
  return blankToUndefined(value) === undefined && value !== undefined ? null : numberInput(value);
}

/**
 * A number that may be cleared: blank or null is null (none), not given stays undefined (an update leaves it as
 * it is), anything else is checked by `schema`.
 */
export function nullableNumberField<T extends z.ZodType>(schema: T) {
  return z.preprocess(nullableNumberInput, schema.nullable().optional());
}

/**
 * A whole number in min..max from a query string (page, limit), `fallback` when not given. `range` replaces the
 * three separate messages (whole number, minimum, maximum) with one.
 */
export function wholeNumber(min: number, max: number, options: { fallback: number; range?: string }) {
  const { fallback, range } = options;
  return numberField(
    z
      .number({ error: NOT_A_NUMBER })
      .int(range ?? 'must be a whole number')
      .min(min, range ?? `must be greater than or equal to ${min}`)
      .max(max, range ?? `must be less than or equal to ${max}`)
      .default(fallback),
  );
}

/** A yes/no value; not given means no. */
export const flag = z.preprocess(flagInput, z.boolean({ error: NOT_A_FLAG }).default(false));
/**
 * ?bom= of a CSV export: the file starts with a UTF-8 byte-order mark unless `bom=false` (or 0, no), for a program
 * that does not expect one (docs/api.md, "CSV files").
 */
export const bomQuery = z.preprocess(flagInput, z.boolean({ error: NOT_A_FLAG }).default(true));
/** A yes/no value that stays undefined when not given (an update leaves it as it is). */
export const optionalFlag = z.preprocess(flagInput, z.boolean({ error: NOT_A_FLAG }).optional());

/** Free text of a query filter (?entity=, ?q=): a string of at most `max` characters, none refused. */
export function queryText(max: number, tooLongMessage = tooLong(max)) {
  return z
    .string({ error: NOT_TEXT })
    .trim()
    .max(max, tooLongMessage)
    .refine((value) => !hasRefusedCharacter(value), INVALID_CHARACTER);
}
/** A missing value is blank; any other that is not a string is not text. */
export const blankOrText = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? BLANK : NOT_TEXT;

/** Trimmed, non-blank text. */
export function requiredText(max = TEXT_MAX) {
  return z
    .string({ error: blankOrText })
    .trim()
    .min(1, { error: BLANK, abort: true })
    .max(max, tooLong(max))
    .refine((value) => !hasRefusedCharacter(value), INVALID_CHARACTER);
}

/** Trimmed text; blank or null becomes null (docs/product.md, validation). */
export function nullableText(max = TEXT_MAX) {
  return z
    .union([z.string(), z.null()], { error: NOT_TEXT })
    .optional()
    .transform((value) => {
      if (value === undefined || value === null) return null;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    })
    .refine((value) => value === null || value.length <= max, tooLong(max))
    .refine((value) => value === null || !hasRefusedCharacter(value), INVALID_CHARACTER);
}

/** A required URL: absolute http(s) or a path on this site (see common.ts isWebUrl). */
export const requiredWebUrl = requiredText(URL_MAX).refine(isWebUrl, NOT_A_WEB_URL);

/** An optional URL; blank becomes null. */
export const nullableWebUrl = nullableText(URL_MAX).refine((value) => value === null || isWebUrl(value), NOT_A_WEB_URL);

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

/** A required e-mail address. */
export const requiredEmail = (max: number) =>
  requiredText(max).pipe(z.email({ pattern: EMAIL_ADDRESS, error: NOT_AN_EMAIL }));

/** An optional e-mail address; blank becomes null. */
export const nullableEmail = nullableText().refine((value) => value === null || isEmailAddress(value), NOT_AN_EMAIL);

/** The id of a record (positive whole number within the database's range); numeric strings accepted. */
export const recordId = numberField(
  z
    .number({ error: numberMessage })
    .int(NOT_A_WHOLE_NUMBER)
    .min(1, NOT_A_POSITIVE_WHOLE_NUMBER)
    .max(MAX_RECORD_ID, TOO_LARGE),
);

/** An optional record id (?reseller_id=3); blank or null means not given (undefined). */
export const optionalRecordId = z.preprocess(blankToUndefined, recordId.optional());

export const NOT_A_DAY = 'must be a date such as 2026-01-31';
/** A real calendar day as YYYY-MM-DD: "2026-02-31" is refused, not rolled over into March. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** An optional whole day as `YYYY-MM-DD` (?from=2026-01-31), a query filter; blank means not given. */
export const optionalDay = z.preprocess(
  blankToUndefined,
  z.string({ error: NOT_A_DAY }).refine(isCalendarDay, NOT_A_DAY).optional(),
);

/** A day a person sets (a due date): `YYYY-MM-DD`, or blank or null for none (null). */
export const nullableDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string({ error: NOT_A_DAY }).refine(isCalendarDay, NOT_A_DAY).nullable(),
);

/** A list of record ids, at most `max` of them when given; duplicates collapse. */
function idList(max?: number) {
  const ids = z.array(recordId, { error: 'must be a list of ids' });
  return z.preprocess(
    (value) => (value === null ? [] : value),
    (max === undefined ? ids : ids.max(max, 'has too many entries')).transform((list) => [...new Set(list)]).optional(),
  );
}

/**
 * A list of record ids in a JSON body (antenna_ids, mount_ids): at most 10,000, so a form saves a reseller that
 * holds every antenna of a catalogue of thousands (10,000 ids fit the API's 64 KiB body limit, BODY_LIMIT).
 */
export const recordIdList = idList(10_000);
/**
 * The same list in a catalogue CSV cell: any length, so an unedited export always re-imports however many records
 * it links (decisions/0047); the file's own size limit bounds it.
 */
export const anyLengthRecordIdList = idList();

/** `id` of a path such as /api/mounts/{id}: the number, or null when it cannot name a record (answer 404). */
export function parseRecordId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** Path parameters of routes addressing one record; the handler turns an impossible id into 404. */
export const recordPath = z.object({ id: z.string() });

/**
 * The query of every admin list: `include_inactive=true` adds soft-deleted rows (authenticated callers only).
 * Lists with a filter extend it (antennas by reseller_id, reseller mounts by mount_id).
 */
export const listQuery = z.object({ include_inactive: flag });

/** The request body of a create or update must be a JSON object. */
export const bodyObjectError = { error: 'The request body must be a JSON object' };
