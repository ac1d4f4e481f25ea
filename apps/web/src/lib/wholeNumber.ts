/**
 * How the masked number inputs (building height, wind speed) read what the visitor typed (docs/product.md,
 * validation V-16..V-18). The result is always the magnitude the visitor meant:
 * - digits, with or without thousands separators ("12,345"): that number;
 * - a decimal ("12.7"): rounded UP to the next whole number (13), never read as "127";
 * - a minus sign ("-5"): the negative number, which the range check then refuses;
 * - anything else (letters, "1e3", "0x10", "12,5"): NaN, which the schema refuses as "is not a number";
 * - blank: undefined (not given).
 */
const NUMBER_TEXT = /^(-?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

export function readWholeNumber(text: string): number | undefined {
  const value = readDecimal(text);
  // -0.5 rounds up to -0; show it as 0.
  if (value === undefined) return undefined;
  const whole = Math.ceil(value);
  return Object.is(whole, -0) ? 0 : whole;
}

/**
 * The whole number a decimal was rounded up to, or null when the text needed no rounding (or is not a number, or is
 * negative: that gets the range message instead).
 */
export function roundedUpTo(text: string): number | null {
  const value = readWholeNumber(text);
  if (value === undefined || !Number.isFinite(value) || text.trim().startsWith('-')) return null;
  const exact = Number(text.trim().replaceAll(',', ''));
  return Number.isFinite(exact) && exact !== value ? value : null;
}

/**
 * A decimal read exactly, for the inputs whose rounding either way could mislead (ground elevation, seismic
 * accelerations): the same grammar as readWholeNumber ("5,280", "0.856", "-12"), nothing rounded; blank: undefined;
 * anything else: NaN.
 */
export function readDecimal(text: string): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  const match = NUMBER_TEXT.exec(typed);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return Number.NaN;
  const value = Number(`${match[1]}${whole.replaceAll(',', '') || '0'}.${fraction || '0'}`);
  return Object.is(value, -0) ? 0 : value;
}
