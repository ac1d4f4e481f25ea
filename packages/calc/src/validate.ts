/**
 * Domain checks shared by every calc function. An input outside its domain is a caller error, never a NaN:
 * the API turns a {@link CalcInputError} into a 422 that names the field.
 */

/** Thrown when an input is outside the domain of the method; `field` names the input (e.g. "mount.halfBaseWidth"). */
export class CalcInputError extends Error {
  override readonly name = 'CalcInputError';
  readonly field: string;
  readonly value: unknown;

  constructor(field: string, message: string, value?: unknown) {
    super(`${field}: ${message}`);
    this.field = field;
    this.value = value;
  }
}

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  return typeof value;
}

/** A finite number (any sign). */
export function requireFinite(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new CalcInputError(field, `must be a finite number (got ${describe(value)})`, value);
  }
  return value;
}

/** A finite number ≥ 0. */
export function requireNonNegative(field: string, value: unknown): number {
  const n = requireFinite(field, value);
  if (n < 0) throw new CalcInputError(field, `must not be negative (got ${n})`, value);
  return n;
}

/** A finite number > 0. */
export function requirePositive(field: string, value: unknown): number {
  const n = requireFinite(field, value);
  if (n <= 0) throw new CalcInputError(field, `must be greater than 0 (got ${n})`, value);
  return n;
}

/** One of a fixed list of strings. */
export function requireOneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new CalcInputError(field, `must be one of ${allowed.join(', ')} (got ${describe(value)})`, value);
}

/** A plain object (not null, not an array). */
export function requireObject(field: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const got = Array.isArray(value) ? 'array' : describe(value);
    throw new CalcInputError(field, `must be an object (got ${got})`, value);
  }
  return value as Record<string, unknown>;
}
