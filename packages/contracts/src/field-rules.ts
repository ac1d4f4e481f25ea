import {
  BLANK,
  EMAIL_ADDRESS,
  INVALID_CHARACTER,
  MAX_RECORD_ID,
  NOT_A_NUMBER,
  NOT_A_POSITIVE_WHOLE_NUMBER,
  NOT_A_WHOLE_NUMBER,
  NOT_AN_EMAIL,
  TOO_LARGE,
  tooLong,
} from './wording.js';

/**
 * The rules of the request fields without zod: how a value sent as JSON or in a query string is read (blank, a
 * number as text, a yes/no flag) and the light checks built on them. The zod primitives (fields.ts) read values with
 * these same functions, and the public calculator form checks with the light ones, which keeps a validation library
 * out of the page's first load (decisions/0034: most visits open it, often on a phone). Each light check answers the
 * first message the zod field of the same name gives for a value, or undefined when it passes; field-rules.test.ts
 * holds them to those verdicts.
 */
export const NOT_TEXT = 'must be text';
export const NOT_A_FLAG = 'must be true or false';

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
 * The one number parser: plain decimal strings (surrounding spaces allowed) become numbers, blank is not given,
 * anything else stays for the check (and is "not a number").
 */
export function numberInput(value: unknown): unknown {
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
 * The one yes/no parser: JSON true/false, or text "true"/"yes"/"1" and "false"/"no"/"0" in any case with spaces
 * around (Excel writes TRUE and FALSE); blank is not given.
 */
export function flagInput(value: unknown): unknown {
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

export type FieldCheck = (value: unknown) => string | undefined;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A number in min..max with one range message; `optional`: not given passes. Not a number: "can't be blank" when
 * nothing was given (unless `notANumberOnly`), else "is not a number".
 */
export function numberInRange(
  min: number,
  max: number,
  range: string,
  options: { optional?: boolean; notANumberOnly?: boolean } = {},
): FieldCheck {
  return (value) => {
    const input = numberInput(value);
    if (input === undefined && options.optional) return undefined;
    if (!isNumber(input)) return input === undefined && !options.notANumberOnly ? BLANK : NOT_A_NUMBER;
    return input < min || input > max ? range : undefined;
  };
}

/** fields.ts recordId (`optional`: optionalRecordId). */
export function recordId(options: { optional?: boolean } = {}): FieldCheck {
  return (value) => {
    const input = numberInput(value);
    if (input === undefined) return options.optional ? undefined : BLANK;
    if (!isNumber(input)) return NOT_A_NUMBER;
    if (!Number.isInteger(input)) return NOT_A_WHOLE_NUMBER;
    if (input < 1) return NOT_A_POSITIVE_WHOLE_NUMBER;
    return input > MAX_RECORD_ID ? TOO_LARGE : undefined;
  };
}

/** fields.ts requiredText: trimmed, non-blank, at most `max` characters, no NUL. */
export function requiredText(max: number): FieldCheck {
  return (value) => {
    if (typeof value !== 'string') return value === undefined || value === null ? BLANK : NOT_TEXT;
    const text = value.trim();
    if (text === '') return BLANK;
    if (text.length > max) return tooLong(max);
    return hasRefusedCharacter(text) ? INVALID_CHARACTER : undefined;
  };
}

/** fields.ts requiredEmail. */
export function requiredEmail(max: number): FieldCheck {
  const text = requiredText(max);
  return (value) => text(value) ?? (EMAIL_ADDRESS.test(String(value).trim()) ? undefined : NOT_AN_EMAIL);
}

/** One of `allowed` (blank: "can't be blank"), else `message`. */
export function oneOf(allowed: readonly string[], message: string): FieldCheck {
  return (value) => {
    const input = blankToUndefined(value);
    if (input === undefined) return BLANK;
    return typeof input === 'string' && allowed.includes(input) ? undefined : message;
  };
}

/** fields.ts flag: a yes/no value; not given means no. */
export const flag: FieldCheck = (value) => {
  const input = flagInput(value);
  return input === undefined || typeof input === 'boolean' ? undefined : NOT_A_FLAG;
};

/**
 * Messages that end zod's check of a request (a value of the wrong type, a fraction for a whole number, or blank):
 * after one of them the schema's rules across fields (`.superRefine`) do not run. A value out of range, too long or not an e-mail address lets
 * them run.
 */
const ENDS_THE_CHECK = new Set([BLANK, NOT_A_NUMBER, NOT_A_WHOLE_NUMBER, NOT_TEXT, NOT_A_FLAG]);

/** Whether zod would go on to the schema's rules across fields after these field messages. */
export function checksGoOn(messages: Record<string, string>, endingMessages: readonly string[] = []): boolean {
  return Object.values(messages).every((message) => !ENDS_THE_CHECK.has(message) && !endingMessages.includes(message));
}

/** The first message of each field whose check fails. */
export function checkFields(request: Record<string, unknown>, checks: Record<string, FieldCheck>) {
  const messages: Record<string, string> = {};
  for (const [field, check] of Object.entries(checks)) {
    const message = check(request[field]);
    if (message !== undefined) messages[field] = message;
  }
  return messages;
}
