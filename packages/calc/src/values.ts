/**
 * How a step's numbers print (docs/engineering.md, "The calculation sheet"): the one rule the sheet's rows, the
 * numbers inside its substituted formulas, the page, the PDF and the text all use. Dependency-free (light entry).
 */

/**
 * Significant digits a computed value prints with on its row. A formula's operands start at the same and get more,
 * in that formula only, when it needs them to recompute to its printed result (formula.ts).
 */
export const STEP_DIGITS = 7;

/** The digits of a double that give it back exactly (JavaScript's shortest round-trip form never needs more). */
export const EXACT_DIGITS = 17;

/** The part of a step its printed value depends on. */
export interface StepValue {
  readonly value: number;
  /** A step with a formula is computed; without one (absent or "", as rows stored by engine 1.1 have) it is given. */
  readonly expression?: string | undefined;
}

/**
 * The shortest decimal that reads back as exactly `value`, never in exponent form: 1.125 → "1.125", 1e-7 →
 * "0.0000001". This is how a given value (an input, an option, a constant, a catalogue figure) prints.
 */
export function exactDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(value);
  const e = text.indexOf('e');
  if (e === -1) return text === '-0' ? '0' : text;
  const negative = text.startsWith('-');
  const mantissa = text.slice(negative ? 1 : 0, e).replace('.', '');
  const exponent = Number(text.slice(e + 1));
  // The mantissa's point sits after its first digit: move it `exponent` places.
  const point = 1 + exponent;
  const digits =
    point <= 0
      ? `0.${'0'.repeat(-point)}${mantissa}`
      : point >= mantissa.length
        ? mantissa + '0'.repeat(point - mantissa.length)
        : `${mantissa.slice(0, point)}.${mantissa.slice(point)}`;
  return (negative ? '-' : '') + digits;
}

/**
 * A value with at most `digits` significant digits (whole numbers keep all their digits), trailing zeros dropped,
 * never in exponent form; a value that needs no more prints exactly (1.125 stays 1.125). At {@link EXACT_DIGITS}
 * it is {@link exactDecimal}.
 */
export function significant(value: number, digits: number): string {
  if (value === 0 || !Number.isFinite(value) || digits >= EXACT_DIGITS) return exactDecimal(value);
  // From 10^(digits−1) up every digit is a whole one: rounded to the unit, not to zeros that would read as exact.
  if (Math.abs(value) >= 10 ** (digits - 1)) return exactDecimal(Math.round(value));
  // Rounded at the digit's power of ten: the division is correctly rounded, so its shortest form is that decimal
  // (a value with fewer digits reads back as itself and prints exactly). Past 1e22 a power of ten is not exact.
  const scale = 10 ** (digits - 1 - Math.floor(Math.log10(Math.abs(value))));
  if (scale > 1e22) return exactDecimal(Number(value.toPrecision(digits)));
  return exactDecimal(Math.round(value * scale) / scale);
}

/** A computed figure as the sheet prints it, as a number (7 significant digits, whole numbers whole). */
export function printedFigure(value: number): number {
  return Number(significant(value, STEP_DIGITS));
}

/** Whether a step is given (no formula): it then prints exactly as given. */
export function isGiven(step: StepValue): boolean {
  return step.expression === undefined || step.expression === '';
}

/**
 * A step's value as the sheet prints it, without thousands separators (as inside a formula): a given value
 * exactly, a computed one with {@link STEP_DIGITS} significant digits.
 */
export function stepValueText(step: StepValue): string {
  return isGiven(step) ? exactDecimal(step.value) : significant(step.value, STEP_DIGITS);
}

/** Commas between thousands of a plain decimal: "-12345.678" → "-12,345.678". */
export function groupThousands(text: string): string {
  const negative = text.startsWith('-');
  const dot = text.indexOf('.');
  const whole = text.slice(negative ? 1 : 0, dot === -1 ? text.length : dot);
  if (whole.length <= 3) return text;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return (negative ? '-' : '') + grouped + (dot === -1 ? '' : text.slice(dot));
}

/**
 * A step's value for display on the page, the PDF and the text: {@link stepValueText} with commas between
 * thousands ("12,345.67"). Every reader of the sheet prints values with this, never its own rounding.
 */
export function formatStepValue(step: StepValue): string {
  if (!Number.isFinite(step.value)) return '–';
  return groupThousands(stepValueText(step));
}

/** One unit of the last digit a printed decimal shows: "46.464" → 0.001, "1250" → 1. */
export function lastDigitUnit(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 1 : 10 ** -(text.length - dot - 1);
}
