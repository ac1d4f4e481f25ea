/**
 * The one number format of the product: the engine's trace, the server's PDF and texts and the web's pages show
 * numbers through it. Its own module, with no imports, so the web's first load can use it (`@nprm/calc/number-format`).
 */
const ZERO = 48;
const DOT = 46;
const MINUS = 45;

/**
 * Formats a number with at most `maxDecimals` decimals (trailing zeros dropped down to `minDecimals`) and commas as
 * thousands separators: formatNumber(1234.5, 1) → "1,234.5"; formatNumber(480, 1) → "480";
 * formatNumber(480, 1, 1) → "480.0".
 */
export function formatNumber(value: number, maxDecimals: number, minDecimals = 0): string {
  if (!Number.isFinite(value)) return String(value);
  let text = value.toFixed(maxDecimals);
  let end = text.length;
  if (maxDecimals > 0) {
    const keep = text.length - maxDecimals + Math.min(minDecimals, maxDecimals);
    while (end > keep && text.charCodeAt(end - 1) === ZERO) end--;
    if (text.charCodeAt(end - 1) === DOT) end--;
  }
  const negative = text.charCodeAt(0) === MINUS;
  const dot = text.indexOf('.');
  const wholeEnd = dot === -1 || dot > end ? end : dot;
  const wholeStart = negative ? 1 : 0;
  if (wholeEnd - wholeStart <= 3) {
    text = text.slice(0, end);
    // A negative value that rounds to zero is shown as zero ("0", "0.0"), not "-0".
    return /^-[0.]+$/.test(text) ? text.slice(1) : text;
  }
  let grouped = '';
  for (let i = wholeStart; i < wholeEnd; i++) {
    if (i > wholeStart && (wholeEnd - i) % 3 === 0) grouped += ',';
    grouped += text[i];
  }
  return (negative ? '-' : '') + grouped + text.slice(wholeEnd, end);
}

/** Units whose singular English spells differently from the plural the product writes them in. */
const SINGULAR: Readonly<Record<string, string>> = {
  feet: 'foot',
  blocks: 'block',
  trays: 'tray',
  inches: 'inch',
  pounds: 'pound',
};

/**
 * A unit as English wants it after a number as shown: the singular when the number reads "1" ("1 foot", "1 block"),
 * else the plural the product writes ("0 feet", "1.5 feet", "41 blocks"). Units without a singular ("lb", "mph",
 * "psf") are returned as they are.
 */
export function unitAfter(shown: string, pluralUnit: string): string {
  return shown === '1' ? (SINGULAR[pluralUnit] ?? pluralUnit) : pluralUnit;
}

/** A count with its unit: formatCount(1, 'feet') → "1 foot"; formatCount(1234, 'blocks') → "1,234 blocks". */
export function formatCount(value: number, pluralUnit: string, maxDecimals = 0): string {
  const shown = formatNumber(value, maxDecimals);
  return `${shown} ${unitAfter(shown, pluralUnit)}`;
}
